// This remote's strings in English (the 'report' namespace); zh-hk.ts has the same keys.
export const en = {
  title: {
    ExamResultListPage: 'My grades',
    MobileExamReportPage: 'Exam report',
    DesktopExamReportPage: 'Exam report',
    SchoolGradeReportPage: 'Student grade report',
    SchoolAnalysisPage: 'Performance Analysis',
    SchoolReportPage: 'School report',
  },
};
