// The exams feature's data: the cycles to choose from, a cycle's exams with their papers and latest run, a
// paper's questions and marking guidelines, an exam's grade boundaries, its entered candidates (the marks
// template's rows), the marks import, grading runs and publishing, the item analysis, and the scans upload. Every change refreshes the exam list (marks, boundaries and runs show there) and the audit log.
import { useMutation, useQuery, useQueryClient, queryOptions } from '@tanstack/react-query';
import {
  createExam,
  deleteExam,
  getAdminCycles,
  getAdminExams,
  getBoundaries,
  getEnteredCandidates,
  getGradingRuns,
  getItemAnalysis,
  getPaperGuidelines,
  getPaperQuestions,
  importMarks,
  publishGradingRun,
  queryKeys,
  replacePaperGuidelines,
  replacePaperQuestions,
  runGrading,
  setBoundaries,
  setExamArchived,
  updateExam,
  uploadScans,
} from '@mockexam/api-client';
import type {
  BoundariesRequest,
  CreateExamRequest,
  EnteredCandidate,
  ReplaceGuidelinesRequest,
  ReplaceQuestionsRequest,
  UpdateExamRequest,
} from '@mockexam/contracts';
import { useInvalidate } from '../../components/api';

/** Every cycle's exam list (['admin', 'exams', cycleId]). */
const allExams = queryKeys.adminAllExams;

export const cyclesQuery = () => queryOptions({ queryKey: queryKeys.adminCycles, queryFn: getAdminCycles });
export const useCycles = () => useQuery(cyclesQuery());

/** The cycle's exams; archived ones only when asked for. */
export const examsQuery = (cycleId: number | null, archived: 'hide' | 'show' = 'hide') =>
  queryOptions({
    queryKey: queryKeys.adminExams(cycleId ?? 0, archived),
    queryFn: () => getAdminExams(cycleId!, archived),
    enabled: cycleId !== null,
  });
export const useExams = (cycleId: number | null, archived: 'hide' | 'show' = 'hide') =>
  useQuery(examsQuery(cycleId, archived));

export const paperQuestionsQuery = (examPaperId: number) =>
  queryOptions({ queryKey: queryKeys.adminExamQuestions(examPaperId), queryFn: () => getPaperQuestions(examPaperId) });
export const usePaperQuestions = (examPaperId: number) => useQuery(paperQuestionsQuery(examPaperId));

export const paperGuidelinesQuery = (examPaperId: number, enabled = true) =>
  queryOptions({
    queryKey: queryKeys.adminExamGuidelines(examPaperId),
    queryFn: () => getPaperGuidelines(examPaperId),
    enabled,
  });
export const usePaperGuidelines = (examPaperId: number, enabled = true) =>
  useQuery(paperGuidelinesQuery(examPaperId, enabled));

export const boundariesQuery = (examId: number) =>
  queryOptions({ queryKey: queryKeys.adminExamBoundaries(examId), queryFn: () => getBoundaries(examId) });
export const useBoundaries = (examId: number) => useQuery(boundariesQuery(examId));

export const gradingRunsQuery = (examId: number) =>
  queryOptions({ queryKey: queryKeys.adminGradingRuns(examId), queryFn: () => getGradingRuns(examId) });
export const useGradingRuns = (examId: number) => useQuery(gradingRunsQuery(examId));

export const itemAnalysisQuery = (examId: number) =>
  queryOptions({ queryKey: queryKeys.adminItemAnalysis(examId), queryFn: () => getItemAnalysis(examId) });
export const useItemAnalysis = (examId: number) => useQuery(itemAnalysisQuery(examId));

export function useCreateExam() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: CreateExamRequest) => createExam(body),
    onSuccess: () => invalidate(allExams),
  });
}

export function useUpdateExam(examId: number) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: UpdateExamRequest) => updateExam(examId, body),
    // Weights change every weighted total: the analysis reads them too.
    onSuccess: () => invalidate(allExams, queryKeys.adminItemAnalysis(examId)),
  });
}

export function useSetExamArchived() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ examId, archived }: { examId: number; archived: boolean }) => setExamArchived(examId, archived),
    onSuccess: () => invalidate(allExams),
  });
}

export function useDeleteExam() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (examId: number) => deleteExam(examId),
    onSuccess: () => invalidate(allExams),
  });
}

export function useReplaceQuestions(examId: number, examPaperId: number) {
  const client = useQueryClient();
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: ReplaceQuestionsRequest) => replacePaperQuestions(examPaperId, body),
    onSuccess: (saved) => {
      client.setQueryData(queryKeys.adminExamQuestions(examPaperId), saved);
      // The guidelines follow their labels to the new question rows.
      invalidate(allExams, queryKeys.adminItemAnalysis(examId), queryKeys.adminExamGuidelines(examPaperId));
    },
  });
}

export function useReplaceGuidelines(examPaperId: number) {
  const client = useQueryClient();
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: ReplaceGuidelinesRequest) => replacePaperGuidelines(examPaperId, body),
    onSuccess: (saved) => {
      client.setQueryData(queryKeys.adminExamGuidelines(examPaperId), saved);
      // The audit log gains the change.
      invalidate();
    },
  });
}

export function useSetBoundaries(examId: number) {
  const client = useQueryClient();
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: BoundariesRequest) => setBoundaries(examId, body),
    onSuccess: (saved) => {
      client.setQueryData(queryKeys.adminExamBoundaries(examId), saved);
      invalidate(allExams);
    },
  });
}

/** The most candidates a page of the entered list holds (the contracts' MAX_ENTERED_PAGE). */
const ENTERED_PAGE = 5_000;

/** Every candidate entered for the exam, page by page; an empty page ends it too (the list may shrink meanwhile). */
async function allEnteredCandidates(examId: number): Promise<EnteredCandidate[]> {
  const all: EnteredCandidate[] = [];
  for (;;) {
    const page = await getEnteredCandidates(examId, all.length, ENTERED_PAGE);
    all.push(...page.candidates);
    if (page.candidates.length === 0 || all.length >= page.total) return all;
  }
}

/** Reads the exam's entered candidates afresh for the marks template (a click, not a screen, asks for them). */
export function useFetchEnteredCandidates(examId: number) {
  const client = useQueryClient();
  return () =>
    client.fetchQuery({
      queryKey: ['admin', 'entered-candidates', examId],
      queryFn: () => allEnteredCandidates(examId),
      staleTime: 0,
    });
}

export function useImportMarks(examId: number, examPaperId: number) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ rows, replaceOnScreen }: { rows: readonly unknown[]; replaceOnScreen: boolean }) =>
      importMarks(examPaperId, rows, replaceOnScreen),
    // Marks lock the paper's questions and feed the analysis.
    onSuccess: () =>
      invalidate(allExams, queryKeys.adminExamQuestions(examPaperId), queryKeys.adminItemAnalysis(examId)),
  });
}

export function useRunGrading(examId: number) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: () => runGrading(examId),
    onSuccess: () => invalidate(allExams, queryKeys.adminGradingRuns(examId)),
  });
}

export function usePublishRun(examId: number) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (runId: number) => publishGradingRun(examId, runId),
    onSuccess: () => invalidate(allExams, queryKeys.adminGradingRuns(examId)),
  });
}

export function useUploadScans(examPaperId: number) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ files, onProgress }: { files: File[]; onProgress: (loaded: number) => void }) =>
      uploadScans(examPaperId, files, onProgress),
    // Nothing this tab lists changes; the audit log gains the upload.
    onSuccess: () => invalidate(),
  });
}
