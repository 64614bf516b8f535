// This remote's strings, registered as the 'report' namespace of the shared i18next instance.
export const resources = {
  'zh-hk': {
    title: {
      ExamResultListPage: '我的成績',
      MobileExamReportPage: '考試報告',
      DesktopExamReportPage: '考試報告',
      SchoolGradeReportPage: '學生成績報告',
      SchoolAnalysisPage: '表現分析',
      SchoolReportPage: '學校報告',
    },
  },
  en: {
    title: {
      ExamResultListPage: 'My grades',
      MobileExamReportPage: 'Exam report',
      DesktopExamReportPage: 'Exam report',
      SchoolGradeReportPage: 'Student grade report',
      SchoolAnalysisPage: 'Performance Analysis',
      SchoolReportPage: 'School report',
    },
  },
};
