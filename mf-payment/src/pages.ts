// The module this remote exposes: its route components (lazy) and its i18n namespace.
import { lazy } from 'react';
import * as React from 'react';
import * as ReactRouter from 'react-router';
import { registerNamespace, i18n } from '@mockexam/i18n';
import { registerInstance, type RemotePagesModule } from '@mockexam/ui';
import { sessionStore } from '@mockexam/session';
import { resources } from './i18n';

registerNamespace('payment', resources);
// What this remote resolved for the shared singletons; a test checks they are the shell's.
registerInstance('mf_payment', 'react', React);
registerInstance('mf_payment', 'react-router', ReactRouter.createBrowserRouter);
registerInstance('mf_payment', 'session-store', sessionStore);
registerInstance('mf_payment', 'i18next', i18n);

export const pages: RemotePagesModule['pages'] = {
  'fps_payment/:id': lazy(() => import('./pages/FpsPaymentPage')),
  'fps_payment_success/:id': lazy(() => import('./pages/FpsPaymentSuccessPage')),
  'csh_payment/:id': lazy(() => import('./pages/BankPaymentPage')),
  'upload_receipt_success/:id': lazy(() => import('./pages/UploadReceiptSuccessPage')),
  'admission-ticket': lazy(() => import('./pages/AdmissionTicketPage')),
};
