// The pages this remote owns: pattern (below /{locale}), who may open it, and its module.
// The build writes the patterns and access into dist/routes.json and the registry carries them,
// so adding a page here and releasing this remote puts it live; no shell build. Keep this file
// free of run-time imports: the build reads it without running the pages.
import type { RemoteRoute } from '@mockexam/ui';

export const routes: RemoteRoute[] = [
  // Plain HTML, no antd: the shell mounts it without loading antd.
  { path: 'school/home', access: 'school', antd: false, page: () => import('./features/home/SchoolHomePage') },
  // The teacher's messages and reminder switches.
  {
    path: 'school/messages',
    access: 'school',
    antd: false,
    page: () => import('./features/messages/SchoolMessagesPage'),
  },
];
