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
  /** A candidate's or teacher's own messages and reminder switches. */
  myNotices: ['account', 'notices'],
  noticePreferences: ['account', 'notice-preferences'],
  schoolRegistration: ['school', 'registration'],
  schoolBatch: ['school', 'batch'],
  // The back office's, ['admin', <what>, ...]: a change in one section moves what others show (a payment
  // changes the order, the order search, the receipts queue and the dashboard; every change adds an audit line).
  admin: ['admin'],
  adminDashboard: ['admin', 'dashboard'],
  /** The current cycle's event dates as the public site reads them. */
  adminCycleDates: ['admin', 'cycle-dates'],
  /** Every order search (['admin', 'orders', 'search', filters]). */
  adminOrders: ['admin', 'orders'],
  adminOrder: (enrollmentNo: string) => ['admin', 'order', enrollmentNo],
  adminReceipts: ['admin', 'receipts'],
  adminReceiptImage: (imageUrl: string) => ['admin', 'receipt-image', imageUrl],
  adminAudit: ['admin', 'audit'],
  adminCycles: ['admin', 'cycles'],
  adminVenues: ['admin', 'venues'],
  adminPostage: ['admin', 'postage'],
  adminPaymentSettings: ['admin', 'payment-settings'],
  adminHolidays: ['admin', 'holidays'],
  /** Every school search (['admin', 'schools', 'search', { q, page }]). */
  adminSchools: ['admin', 'schools'],
  adminSchoolHistory: (schoolId: number) => ['admin', 'school-history', schoolId],
  /** The submitted candidates an export reads (['admin', 'school-candidates', filters]). */
  adminSchoolCandidates: ['admin', 'school-candidates'],
  /** Every cycle's exams. */
  adminAllExams: ['admin', 'exams'],
  adminExams: (cycleId: number, archived: 'hide' | 'show' = 'hide') => ['admin', 'exams', cycleId, archived],
  adminExamQuestions: (examPaperId: number) => ['admin', 'exam-questions', examPaperId],
  adminExamBoundaries: (examId: number) => ['admin', 'exam-boundaries', examId],
  adminGradingRuns: (examId: number) => ['admin', 'grading-runs', examId],
  adminItemAnalysis: (examId: number) => ['admin', 'item-analysis', examId],
  adminExamGuidelines: (examPaperId: number) => ['admin', 'exam-guidelines', examPaperId],
  /** A paper's layout, and who its answer books are for. */
  adminPaperLayout: (examPaperId: number) => ['admin', 'paper-layout', examPaperId],
  adminAnswerBookSchools: (examPaperId: number) => ['admin', 'answer-book-schools', examPaperId],
  /** A paper's scan intake: its uploads, its exceptions queue (a page: [..., offset]), its completeness lists. */
  adminScanUploads: (examPaperId: number) => ['admin', 'scan-uploads', examPaperId],
  adminScanExceptions: (examPaperId: number) => ['admin', 'scan-exceptions', examPaperId],
  adminScanCompleteness: (examPaperId: number) => ['admin', 'scan-completeness', examPaperId],
  /** The markers, and a paper's assignments of markers to its questions (staff). */
  adminMarkers: ['admin', 'markers'],
  adminMarkingAssignments: (examPaperId: number) => ['admin', 'marking-assignments', examPaperId],
  // On-screen marking as a question's chief (or staff) oversees it, ['marking-supervision', <what>, id].
  markingSupervision: ['marking-supervision'],
  markingSettings: (questionId: number) => ['marking-supervision', 'settings', questionId],
  markingReferences: (questionId: number) => ['marking-supervision', 'references', questionId],
  markingCandidates: (questionId: number) => ['marking-supervision', 'candidates', questionId],
  markingFlags: (questionId: number) => ['marking-supervision', 'flags', questionId],
  markingProgress: (examPaperId: number) => ['marking-supervision', 'progress', examPaperId],
  // The marker's own, ['marking', <what>, id]: their questions, their recent marks of a question, a task again.
  marking: ['marking'],
  markingAssignments: ['marking', 'assignments'],
  markingRecent: (questionId: number) => ['marking', 'recent', questionId],
  markingTask: (taskId: number) => ['marking', 'task', taskId],
} as const;
