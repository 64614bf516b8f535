// The report calls of spec section 7 (POST, form bodies) and the exports opened in a new tab.
// `candidate` names a teacher's student by candidate number; a candidate's own session leaves it out.
import type {
  CandidateExamDetails,
  Exam,
  ExamAnalysisResponse,
  GuidelineResponse,
  PageInfoResponse,
  QuestionsAndAnswersResponse,
  SchoolAnalysisResponse,
  SchoolExamsResponse,
  SchoolRosterResponse,
} from '@mockexam/contracts';
import { API_BASE, call, form } from './http';

const withCandidate = (fields: Record<string, string | number>, candidate?: string) =>
  form(candidate ? { ...fields, candidate } : fields);

/** POST /api/report/get_exam (form: exam_id). */
export const getExam = (examId: number | string, candidate?: string) =>
  call<Exam>({ method: 'POST', url: '/report/get_exam', data: withCandidate({ exam_id: examId }, candidate) });

/** POST /api/report/get_exam_by_paper (form: paper_id). */
export const getExamByPaper = (paperId: number, candidate?: string) =>
  call<Exam>({
    method: 'POST',
    url: '/report/get_exam_by_paper',
    data: withCandidate({ paper_id: paperId }, candidate),
  });

/** POST /api/report/get_page_info (form: paper_id): the candidate's pages of one paper. */
export const getPageInfo = (paperId: number, candidate?: string) =>
  call<PageInfoResponse>({
    method: 'POST',
    url: '/report/get_page_info',
    data: withCandidate({ paper_id: paperId }, candidate),
  });

/** POST /api/report/get_q_a_by_page (form: paper_id, page): the questions on a page and the candidate's answers. */
export const getQuestionsAndAnswersByPage = (paperId: number, page: number, candidate?: string) =>
  call<QuestionsAndAnswersResponse>({
    method: 'POST',
    url: '/report/get_q_a_by_page',
    data: withCandidate({ paper_id: paperId, page }, candidate),
  });

/** POST /api/report/get_guideline (form: exam_id). */
export const getGuidelines = (examId: number, candidate?: string) =>
  call<GuidelineResponse>({
    method: 'POST',
    url: '/report/get_guideline',
    data: withCandidate({ exam_id: examId }, candidate),
  });

/** POST /api/report/get_candidate_all_exam_details (empty body): every released result of the candidate. */
export const getCandidateAllExamDetails = () =>
  call<CandidateExamDetails[]>({ method: 'POST', url: '/report/get_candidate_all_exam_details', data: form({}) });

/** POST /api/report/get_candidate_exam_details (form: paper_id). */
export const getCandidateExamDetails = (paperId: number, candidate?: string) =>
  call<CandidateExamDetails>({
    method: 'POST',
    url: '/report/get_candidate_exam_details',
    data: withCandidate({ paper_id: paperId }, candidate),
  });

/** POST /api/report/get_exam_analysis (form: exam_id): the report card's analysis by type, genre, ability and criteria. */
export const getExamAnalysis = (examId: number, candidate?: string) =>
  call<ExamAnalysisResponse>({
    method: 'POST',
    url: '/report/get_exam_analysis',
    data: withCandidate({ exam_id: examId }, candidate),
  });

/** POST /api/report/get_school_exams (empty body): the teacher's school, subject and released exams. */
export const getSchoolExams = () =>
  call<SchoolExamsResponse>({ method: 'POST', url: '/report/get_school_exams', data: form({}) });

/** POST /api/report/get_school_roster (form: exam_id). */
export const getSchoolRoster = (examId: number) =>
  call<SchoolRosterResponse>({ method: 'POST', url: '/report/get_school_roster', data: form({ exam_id: examId }) });

/** POST /api/report/get_school_analysis (form: exam_id). */
export const getSchoolAnalysis = (examId: number) =>
  call<SchoolAnalysisResponse>({ method: 'POST', url: '/report/get_school_analysis', data: form({ exam_id: examId }) });

/** A page image (PageInfo.url or local_url) with the access token appended, as the spec loads marked pages. */
export function pageImageUrl(url: string, accessToken: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}access_token=${encodeURIComponent(accessToken)}`;
}

/** GET /api/export/scores: the detailed score analysis, opened in a new tab. */
export function exportScoresUrl(examId: number, lang: string, accessToken: string, candidate?: string): string {
  const query = new URLSearchParams({ access_token: accessToken, exam_id: String(examId), lang });
  if (candidate) query.set('candidate', candidate);
  return `${API_BASE}/export/scores?${query}`;
}

/** GET /api/export/school_pack: one part of the school's results data pack (.xlsx). */
export function schoolPackUrl(examId: number, lang: string, part: 'data' | 'analysis' | 'list', accessToken: string) {
  const query = new URLSearchParams({ access_token: accessToken, exam_id: String(examId), lang, part });
  return `${API_BASE}/export/school_pack?${query}`;
}
