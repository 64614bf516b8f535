// The site's cache keys on the shell's one QueryClient. Every remote reads and invalidates through these,
// so a payment made in mf-payment refreshes the order list mf-enrolment shows. 'catalogue' is what the
// site offers (the same for everyone); 'candidate' is the signed-in candidate's own records, 'school' a teacher's subject (the shell
// empties the cache whenever the session changes); 'admin' is the back office's.
export const queryKeys = {
  products: ['catalogue', 'products'],
  venues: ['catalogue', 'venues'],
  postageMethods: ['catalogue', 'postage-methods'],
  events: ['catalogue', 'events'],
  paymentSettings: ['catalogue', 'payment-settings'],
  candidateOrders: ['candidate', 'orders'],
  candidateInfo: ['candidate', 'info'],
  enrolment: (enrollmentNo: string) => ['candidate', 'enrolment', enrollmentNo],
  paymentStatus: (enrollmentNo: string) => ['candidate', 'payment-status', enrollmentNo],
  candidateResults: ['candidate', 'results'],
  /** A report read by a candidate (own) or a teacher (their student, by candidate number). */
  report: (part: string, ...ids: (string | number | undefined)[]) => ['report', part, ...ids],
  schoolRegistration: ['school', 'registration'],
  schoolBatch: ['school', 'batch'],
  adminSchools: (q: string, page: number) => ['admin', 'schools', q, page],
  adminSchoolHistory: (schoolId: number) => ['admin', 'school-history', schoolId],
  adminExams: (cycleId: number) => ['admin', 'exams', cycleId],
  adminExamQuestions: (examPaperId: number) => ['admin', 'exam-questions', examPaperId],
  adminExamBoundaries: (examId: number) => ['admin', 'exam-boundaries', examId],
  adminGradingRuns: (examId: number) => ['admin', 'grading-runs', examId],
  adminItemAnalysis: (examId: number) => ['admin', 'item-analysis', examId],
  adminExamGuidelines: (examPaperId: number) => ['admin', 'exam-guidelines', examPaperId],
} as const;
