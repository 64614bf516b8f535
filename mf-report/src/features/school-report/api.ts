// A teacher's reads of the school's results, on the shell's QueryClient: the school's released exams,
// an exam's roster and its analysis. A published run does not change while a page is open.
import { useQuery } from '@tanstack/react-query';
import {
  exportScoresUrl,
  getSchoolAnalysis,
  getSchoolExams,
  getSchoolRoster,
  queryKeys,
  schoolPackUrl,
} from '@mockexam/api-client';
import { useLocale } from '@mockexam/ui/text';
import { useAccessToken } from '../../lib/useAccessToken';

const ONCE = { staleTime: Infinity } as const;

export const useSchoolExams = () =>
  useQuery({ queryKey: queryKeys.report('school-exams'), queryFn: getSchoolExams, ...ONCE });

export const useSchoolRoster = (examId: number) =>
  useQuery({
    queryKey: queryKeys.report('school-roster', examId),
    queryFn: () => getSchoolRoster(examId),
    enabled: examId > 0,
    ...ONCE,
  });

export const useSchoolAnalysis = (examId: number) =>
  useQuery({
    queryKey: queryKeys.report('school-analysis', examId),
    queryFn: () => getSchoolAnalysis(examId),
    enabled: examId > 0,
    ...ONCE,
  });

export type PackPart = 'data' | 'analysis' | 'list';

/** A part of the school's results data pack (.xlsx), in the page's language, to open in a new tab. */
export function useSchoolPackUrl(): (examId: number, part: PackPart) => string {
  const locale = useLocale();
  const token = useAccessToken();
  return (examId, part) => schoolPackUrl(examId, locale, part, token);
}

/**
 * The title bar's detailed score analysis for a teacher: the school's scores list (the scores export
 * naming no candidate), in the page's language, to open in a new tab.
 */
export function useSchoolScoresUrl(): (examId: number) => string {
  const locale = useLocale();
  const token = useAccessToken();
  return (examId) => exportScoresUrl(examId, locale, token);
}
