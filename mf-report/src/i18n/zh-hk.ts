// This remote's strings in Chinese (the 'report' namespace); en.ts has the same keys.
export const zhHk = {
  title: {
    ExamResultListPage: '我的成績',
    MobileExamReportPage: '考試報告',
    DesktopExamReportPage: '考試報告',
    SchoolGradeReportPage: '學生成績報告',
    SchoolAnalysisPage: '表現分析',
    SchoolReportPage: '學校報告',
  },
};
