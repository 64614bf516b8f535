// The report calls of one candidate's exam, on the shell's QueryClient. `candidate` names a teacher's
// student (undefined: the candidate's own). A published run's results do not change while a report is
// open, so each answer is read once (each page's questions and answers too, as the spec asks).
import { useQueries, useQuery } from '@tanstack/react-query';
import type { PageInfo, QuestionsAndAnswersResponse } from '@mockexam/contracts';
import {
  exportScoresUrl,
  getCandidateExamDetails,
  getExam,
  getExamAnalysis,
  getGuidelines,
  getPageInfo,
  getQuestionsAndAnswersByPage,
  pageImageUrl,
  queryKeys,
} from '@mockexam/api-client';
import { useLocale } from '@mockexam/ui/text';
import { useAccessToken } from '../../lib/useAccessToken';
import { pageImageSource } from './paging';

const ONCE = { staleTime: Infinity } as const;

export const useExam = (examId: number, candidate?: string) =>
  useQuery({
    queryKey: queryKeys.report('exam', examId, candidate),
    queryFn: () => getExam(examId, candidate),
    enabled: examId > 0,
    ...ONCE,
  });

/** The exam's result (totals, levels, ranks), read through one of its papers as the spec's call takes a paper. */
export const useCandidateExamDetails = (paperId: number | undefined, candidate?: string) =>
  useQuery({
    queryKey: queryKeys.report('details', paperId, candidate),
    queryFn: () => getCandidateExamDetails(paperId!, candidate),
    enabled: paperId !== undefined,
    ...ONCE,
  });

export const usePageInfo = (paperId: number, candidate?: string) =>
  useQuery({
    queryKey: queryKeys.report('pages', paperId, candidate),
    queryFn: () => getPageInfo(paperId, candidate),
    ...ONCE,
  });

const questionsAndAnswersQuery = (paperId: number, page: number, candidate?: string) => ({
  queryKey: queryKeys.report('q-a', paperId, page, candidate),
  queryFn: () => getQuestionsAndAnswersByPage(paperId, page, candidate),
  ...ONCE,
});

/** The questions and answers of one page. */
export const usePageQuestionsAndAnswers = (paperId: number, page: number, candidate?: string) =>
  useQuery(questionsAndAnswersQuery(paperId, page, candidate));

/** The questions and answers of every page (one call per page), once all have answered. */
export const useQuestionsAndAnswersOfPages = (paperId: number, pages: PageInfo[], candidate?: string) =>
  useQueries({
    queries: pages.map((p) => questionsAndAnswersQuery(paperId, p.page, candidate)),
    combine: (answers) => ({
      data: answers.every((a) => a.data) ? answers.map((a) => a.data as QuestionsAndAnswersResponse) : undefined,
      isError: answers.some((a) => a.isError),
    }),
  });

export const useGuidelines = (examId: number, candidate?: string) =>
  useQuery({
    queryKey: queryKeys.report('guidelines', examId, candidate),
    queryFn: () => getGuidelines(examId, candidate),
    enabled: examId > 0,
    ...ONCE,
  });

export const useExamAnalysis = (examId: number, candidate?: string) =>
  useQuery({
    queryKey: queryKeys.report('analysis', examId, candidate),
    queryFn: () => getExamAnalysis(examId, candidate),
    ...ONCE,
  });

/**
 * The detailed score analysis export (a new tab): null when the exam has none yet, undefined while the
 * exam is loading.
 */
export function useExportScoresUrl(examId: number, hasReport: boolean | undefined, candidate?: string) {
  const locale = useLocale();
  const token = useAccessToken();
  if (hasReport === undefined) return undefined;
  return hasReport ? exportScoresUrl(examId, locale, token, candidate) : null;
}

/** A page's image with the session's token (the image loads outside the API client). */
export function usePageImageUrl(page: PageInfo): string {
  const token = useAccessToken();
  return pageImageUrl(pageImageSource(page), token);
}
