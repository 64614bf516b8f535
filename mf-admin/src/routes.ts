// The pages this remote owns: pattern (below /{locale}), who may open it, and its module.
// The build writes the patterns and access into dist/routes.json and the registry carries them,
// so adding a page here and releasing this remote puts it live; no shell build. Keep this file
// free of run-time imports: the build reads it without running the pages. Each back-office section
// is its own page (and chunk), all in one layout with the sections menu (components/BackOfficeLayout).
// The two login pages share a chunk, and so do the markers' pages and the two messages pages: every chunk
// is named in the remote's entry, which must stay small.
import type { RemoteRoute } from '@mockexam/ui';

export const routes: RemoteRoute[] = [
  {
    path: 'admin/login',
    access: 'staff-guest',
    page: () => import(/* webpackChunkName: "login" */ './features/login/AdminLoginPage'),
  },
  { path: 'admin/home', access: 'staff', page: () => import('./pages/HomePage') },
  { path: 'admin/orders', access: 'staff', page: () => import('./pages/OrdersPage') },
  { path: 'admin/orders/:id', access: 'staff', page: () => import('./pages/OrderPage') },
  { path: 'admin/receipts', access: 'staff', page: () => import('./pages/ReceiptsPage') },
  { path: 'admin/schools', access: 'staff', page: () => import('./pages/SchoolsPage') },
  { path: 'admin/schools/:id', access: 'staff', page: () => import('./pages/SchoolsPage') },
  { path: 'admin/exams', access: 'staff', page: () => import('./pages/ExamsPage') },
  { path: 'admin/exams/:id', access: 'staff', page: () => import('./pages/ExamsPage') },
  {
    path: 'admin/exams/:id/papers/:paper/layout',
    access: 'staff',
    page: () => import('./pages/PaperLayoutPage'),
  },
  { path: 'admin/exams/:id/papers/:paper/scans', access: 'staff', page: () => import('./pages/ScanIntakePage') },
  {
    path: 'admin/exams/:id/papers/:paper/marking',
    access: 'staff',
    page: () => import('./pages/PaperMarkingPage'),
  },
  { path: 'admin/markers', access: 'staff', page: () => import('./pages/MarkersPage') },
  { path: 'admin/cycle', access: 'staff', page: () => import('./pages/CyclePage') },
  {
    path: 'admin/notifications',
    access: 'staff',
    page: () => import(/* webpackChunkName: "notifications" */ './pages/NotificationsPage'),
  },
  {
    path: 'admin/notifications/templates',
    access: 'staff',
    page: () => import(/* webpackChunkName: "notifications" */ './pages/NotificationTemplatesPage'),
  },
  { path: 'admin/audit', access: 'staff', page: () => import('./pages/AuditPage') },
  // The markers' pages (staff-realm accounts with the marker role), in their own frame.
  {
    path: 'marking/login',
    access: 'marker-guest',
    page: () => import(/* webpackChunkName: "login" */ './features/login/MarkerLoginPage'),
  },
  {
    path: 'marking',
    access: 'marker',
    page: () => import(/* webpackChunkName: "marking" */ './pages/MarkingHomePage'),
  },
  {
    path: 'marking/questions/:question',
    access: 'marker',
    page: () => import(/* webpackChunkName: "marking" */ './pages/MarkingWorkspacePage'),
  },
  // A chief marker's page of one of their questions, beside the markers' workspace (marking/...).
  {
    path: 'marking/questions/:question/chief',
    access: 'marker',
    page: () => import(/* webpackChunkName: "marking" */ './pages/ChiefQuestionPage'),
  },
];
