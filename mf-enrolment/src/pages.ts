// The module this remote exposes: its route components (lazy) and its i18n namespace.
import { lazy } from 'react';
import * as React from 'react';
import * as ReactRouter from 'react-router';
import { registerNamespace, i18n } from '@mockexam/i18n';
import { registerInstance, type RemotePagesModule } from '@mockexam/ui';
import { sessionStore } from '@mockexam/session';
import { resources } from './i18n';

registerNamespace('enrolment', resources);
// What this remote resolved for the shared singletons; a test checks they are the shell's.
registerInstance('mf_enrolment', 'react', React);
registerInstance('mf_enrolment', 'react-router', ReactRouter.createBrowserRouter);
registerInstance('mf_enrolment', 'session-store', sessionStore);
registerInstance('mf_enrolment', 'i18next', i18n);

export const pages: RemotePagesModule['pages'] = {
  'enrolment': lazy(() => import('./pages/EnrolmentPage')),
  'enrolment_confirm': lazy(() => import('./pages/EnrolmentConfirmPage')),
  'order-history': lazy(() => import('./pages/OrderHistoryPage')),
  'enrolment-history': lazy(() => import('./pages/EnrolmentHistoryPage')),
};
