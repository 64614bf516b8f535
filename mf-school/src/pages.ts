// The module this remote exposes: its route components (lazy) and its i18n namespace.
import { lazy } from 'react';
import * as React from 'react';
import * as ReactRouter from 'react-router';
import { registerNamespace, i18n } from '@mockexam/i18n';
import { registerInstance, type RemotePagesModule } from '@mockexam/ui';
import { sessionStore } from '@mockexam/session';
import { resources } from './i18n';

registerNamespace('school', resources);
// What this remote resolved for the shared singletons; a test checks they are the shell's.
registerInstance('mf_school', 'react', React);
registerInstance('mf_school', 'react-router', ReactRouter.createBrowserRouter);
registerInstance('mf_school', 'session-store', sessionStore);
registerInstance('mf_school', 'i18next', i18n);

export const pages: RemotePagesModule['pages'] = {
  'school/home': lazy(() => import('./pages/SchoolHomePage')),
};
