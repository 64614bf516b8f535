// The pages this remote owns: pattern (below /{locale}), who may open it, and its module.
// The build writes the patterns and access into dist/routes.json and the registry carries them,
// so adding a page here and releasing this remote puts it live; no shell build. Keep this file
// free of run-time imports: the build reads it without running the pages.
import type { RemoteRoute } from '@mockexam/ui';

export const routes: RemoteRoute[] = [
  // Every page is plain HTML, no antd: the shell mounts them without loading antd.
  {
    path: 'exam-result-list',
    access: 'candidate',
    antd: false,
    page: () => import('./features/results/ExamResultListPage'),
  },
  {
    path: 'exam-report/m/:id',
    access: 'candidate',
    antd: false,
    page: () => import('./features/exam-report/MobileExamReportPage'),
  },
  {
    path: 'exam-report/d/:id',
    access: 'school',
    antd: false,
    page: () => import('./features/exam-report/DesktopExamReportPage'),
    copyQuery: ['candidate'],
  },
  {
    path: 'school/report',
    access: 'school',
    antd: false,
    page: () => import('./features/school-report/SchoolGradeReportPage'),
  },
  {
    path: 'school/school-analysis/:id',
    access: 'school',
    antd: false,
    page: () => import('./features/school-report/SchoolAnalysisPage'),
  },
  {
    path: 'school/school-report/:id',
    access: 'school',
    antd: false,
    page: () => import('./features/school-report/SchoolReportPage'),
  },
];
