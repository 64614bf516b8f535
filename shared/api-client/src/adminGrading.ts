// The back office's grading calls (staff session): exams, questions, boundaries, marks,
// grading runs, publishing and item analysis; marking guidelines and the scans upload.
import type {
  AdminExamsResponse,
  AdminGradingRun,
  AdminPaperGuidelinesResponse,
  AdminPaperQuestionsResponse,
  BoundariesRequest,
  CreateExamRequest,
  EnteredCandidatesResponse,
  GradingRunResponse,
  ItemAnalysisResponse,
  MarksImportResponse,
  ReplaceGuidelinesRequest,
  ReplaceQuestionsRequest,
  ScanUploadResponse,
  UpdateExamRequest,
} from '@mockexam/contracts';
import { call } from './http';

/** A 25,000-row import or a whole cohort's grading may need longer than the usual 15 s. */
const LONG_CALL = 60_000;

/** The cycle's exams in use, or with the archived ones too (`archived: 'show'`). */
export const getAdminExams = (cycleId: number, archived: 'hide' | 'show' = 'hide') =>
  call<AdminExamsResponse>({ method: 'GET', url: '/admin/exams', params: { cycle_id: cycleId, archived } });

export const createExam = (body: CreateExamRequest) =>
  call<{ exam_id: number }>({ method: 'POST', url: '/admin/exams', data: body });

export const updateExam = (examId: number, body: UpdateExamRequest) =>
  call<{ ok: true }>({ method: 'PUT', url: `/admin/exams/${examId}`, data: body });

/** Archives the exam (out of the lists; its released reports stay readable) or brings it back. */
export const setExamArchived = (examId: number, archived: boolean) =>
  call<{ ok: true }>({ method: 'PUT', url: `/admin/exams/${examId}/archived`, data: { archived } });

/** 409 EXAM_DELETE_HAS_MARKS / _SCANS / _RUNS once something rests on the exam. */
export const deleteExam = (examId: number) => call<{ ok: true }>({ method: 'DELETE', url: `/admin/exams/${examId}` });

export const getPaperQuestions = (examPaperId: number) =>
  call<AdminPaperQuestionsResponse>({ method: 'GET', url: `/admin/exam-papers/${examPaperId}/questions` });

/** Replaces every question of the paper; 409 QUESTIONS_LOCKED_BY_MARKS once marks exist. */
export const replacePaperQuestions = (examPaperId: number, body: ReplaceQuestionsRequest) =>
  call<AdminPaperQuestionsResponse>({ method: 'PUT', url: `/admin/exam-papers/${examPaperId}/questions`, data: body });

export const getBoundaries = (examId: number) =>
  call<BoundariesRequest>({ method: 'GET', url: `/admin/exams/${examId}/boundaries` });

export const setBoundaries = (examId: number, body: BoundariesRequest) =>
  call<BoundariesRequest>({ method: 'PUT', url: `/admin/exams/${examId}/boundaries`, data: body });

/**
 * All or nothing: any row error answers 400 and writes nothing; ApiError.fields holds every row
 * error keyed 'rows.<row>.<field>'. The rows are MarksRow as the sheet gave them: the server checks
 * each (the contracts' `marksRowErrors`, then the candidates) and names every row in error.
 */
/** `replaceOnScreen`: rows may change marks given on screen (else such a row is a MARKED_ON_SCREEN row error). */
export const importMarks = (examPaperId: number, rows: readonly unknown[], replaceOnScreen = false) =>
  call<MarksImportResponse>({
    method: 'POST',
    url: `/admin/exam-papers/${examPaperId}/marks`,
    data: { rows, replace_on_screen: replaceOnScreen },
    timeout: LONG_CALL,
  });

/** A page of the candidates entered for the exam (the marks template's rows). */
export const getEnteredCandidates = (examId: number, offset: number, limit: number) =>
  call<EnteredCandidatesResponse>({
    method: 'GET',
    url: `/admin/exams/${examId}/candidates`,
    params: { offset, limit },
  });

/** Grades every candidate from the marks; the exam's published run, if any, is unpublished. */
export const runGrading = (examId: number) =>
  call<GradingRunResponse>({ method: 'POST', url: `/admin/exams/${examId}/grading-runs`, timeout: LONG_CALL });

export const getGradingRuns = (examId: number) =>
  call<AdminGradingRun[]>({ method: 'GET', url: `/admin/exams/${examId}/grading-runs` });

/** Only the exam's latest run may be published (409 GRADING_RUN_NOT_LATEST otherwise). */
export const publishGradingRun = (examId: number, runId: number) =>
  call<AdminGradingRun>({ method: 'POST', url: `/admin/exams/${examId}/publish`, data: { run_id: runId } });

export const getItemAnalysis = (examId: number) =>
  call<ItemAnalysisResponse>({ method: 'GET', url: `/admin/exams/${examId}/item-analysis` });

export const getPaperGuidelines = (examPaperId: number) =>
  call<AdminPaperGuidelinesResponse>({ method: 'GET', url: `/admin/exam-papers/${examPaperId}/guidelines` });

/**
 * Replaces every marking guideline of the paper. 400 with ApiError.fields keyed 'guidelines.<i>.label'
 * (GUIDELINE_UNKNOWN_QUESTION) or 'guidelines.<i>.page' (GUIDELINE_PAGE_NOT_ON_QUESTION).
 */
export const replacePaperGuidelines = (examPaperId: number, body: ReplaceGuidelinesRequest) =>
  call<AdminPaperGuidelinesResponse>({
    method: 'PUT',
    url: `/admin/exam-papers/${examPaperId}/guidelines`,
    data: body,
  });

/** A call of scans can take a while on a slow line (the back office bounds a call's bytes). */
const SCAN_CALL = 120_000;

/**
 * POST /api/admin/exam-papers/:id/scans: multipart, one part per file, all or nothing (a refusal names
 * each bad file in ApiError.fields). Goes through XMLHttpRequest to report the bytes sent so far.
 */
export function uploadScans(examPaperId: number, files: File[], onProgress?: (loaded: number) => void) {
  const data = new FormData();
  for (const file of files) data.append('files', file, file.name);
  return call<ScanUploadResponse>({
    method: 'POST',
    url: `/admin/exam-papers/${examPaperId}/scans`,
    data,
    timeout: SCAN_CALL,
    onUploadProgress: (progress) => onProgress?.(progress.loaded),
  });
}
