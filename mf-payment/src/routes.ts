// The pages this remote owns: pattern (below /{locale}), who may open it, and its module.
// The build writes the patterns and access into dist/routes.json and the registry carries them,
// so adding a page here and releasing this remote puts it live; no shell build. Keep this file
// free of run-time imports: the build reads it without running the pages.
import type { RemoteRoute } from '@mockexam/ui';

export const routes: RemoteRoute[] = [
  // Every payment page is plain HTML, without antd: the shell mounts them without loading antd.
  { path: 'fps_payment/:id', access: 'candidate', antd: false, page: () => import('./features/fps/FpsPaymentPage') },
  {
    path: 'fps_payment_success/:id',
    access: 'candidate',
    antd: false,
    page: () => import('./features/fps/FpsPaymentSuccessPage'),
  },
  {
    path: 'csh_payment/:id',
    access: 'candidate',
    antd: false,
    page: () => import('./features/bank-transfer/BankPaymentPage'),
  },
  {
    path: 'upload_receipt_success/:id',
    access: 'candidate',
    antd: false,
    page: () => import('./features/bank-transfer/UploadReceiptSuccessPage'),
  },
  {
    path: 'admission-ticket',
    access: 'candidate',
    antd: false,
    page: () => import('./features/ticket/AdmissionTicketPage'),
  },
];
