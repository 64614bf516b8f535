// The module this remote exposes: its route components (lazy) and its i18n namespace.
import { lazy } from 'react';
import * as React from 'react';
import * as ReactRouter from 'react-router';
import { registerNamespace, i18n } from '@mockexam/i18n';
import { registerInstance, type RemotePagesModule } from '@mockexam/ui';
import { sessionStore } from '@mockexam/session';
import { resources } from './i18n';

registerNamespace('report', resources);
// What this remote resolved for the shared singletons; a test checks they are the shell's.
registerInstance('mf_report', 'react', React);
registerInstance('mf_report', 'react-router', ReactRouter.createBrowserRouter);
registerInstance('mf_report', 'session-store', sessionStore);
registerInstance('mf_report', 'i18next', i18n);

export const pages: RemotePagesModule['pages'] = {
  'exam-result-list': lazy(() => import('./pages/ExamResultListPage')),
  'exam-report/m/:id': lazy(() => import('./pages/MobileExamReportPage')),
  'exam-report/d/:id': lazy(() => import('./pages/DesktopExamReportPage')),
  'school/report': lazy(() => import('./pages/SchoolGradeReportPage')),
  'school/school-analysis/:id': lazy(() => import('./pages/SchoolAnalysisPage')),
  'school/school-report/:id': lazy(() => import('./pages/SchoolReportPage')),
};
