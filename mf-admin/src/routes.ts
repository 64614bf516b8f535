// The pages this remote owns: pattern (below /{locale}), who may open it, and its module.
// The build writes the patterns and access into dist/routes.json and the registry carries them,
// so adding a page here and releasing this remote puts it live; no shell build. Keep this file
// free of run-time imports: the build reads it without running the pages.
import type { RemoteRoute } from '@mockexam/ui';

export const routes: RemoteRoute[] = [
  { path: 'admin/login', access: 'staff-guest', page: () => import('./features/login/AdminLoginPage') },
  { path: 'admin/home', access: 'staff', page: () => import('./pages/AdminHomePage') },
];
