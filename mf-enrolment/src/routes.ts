// The pages this remote owns: pattern (below /{locale}), who may open it, and its module.
// The build writes the patterns and access into dist/routes.json and the registry carries them,
// so adding a page here and releasing this remote puts it live; no shell build. Keep this file
// free of run-time imports: the build reads it without running the pages.
import type { RemoteRoute } from '@mockexam/ui';

export const routes: RemoteRoute[] = [
  // Plain HTML, no antd: the shell mounts them without loading antd (both steps of `enrolment`, select
  // papers and checkout, too).
  { path: 'enrolment', access: 'public', antd: false, page: () => import('./features/enrolment/EnrolmentPage') },
  // The review's copy is the frame (heading, steps, a skeleton where the draft goes); the browser reads the draft.
  {
    path: 'enrolment_confirm',
    access: 'candidate',
    antd: false,
    page: () => import('./features/confirm/EnrolmentConfirmPage'),
  },
  {
    path: 'order-history',
    access: 'candidate',
    antd: false,
    page: () => import('./features/history/OrderHistoryPage'),
  },
  {
    path: 'enrolment-history',
    access: 'candidate',
    antd: false,
    page: () => import('./features/history/EnrolmentHistoryPage'),
  },
  // The candidate's messages and reminder switches.
  { path: 'my-messages', access: 'candidate', antd: false, page: () => import('./features/messages/MyMessagesPage') },
];
