// Where the report pages link and send the reader, below the locale prefix.
import { useParams } from 'react-router';
import { useLocale } from '@mockexam/ui/text';

/** The locale segment of the current URL (the page's language when the route has none). */
export function useLocalePrefix(): string {
  const locale = useLocale();
  const { locale: prefix = locale } = useParams();
  return prefix;
}

/** The spec's error-404 page: a path no remote claims, which the shell answers with 'Error 404'. */
export const notFoundPath = (prefix: string) => `/${prefix}/error-404`;

/** A candidate's own report on a phone, by exam. */
export const mobileReportPath = (prefix: string, examId: number) => `/${prefix}/exam-report/m/${examId}`;

/** A teacher's marking review of one student (by candidate number), by exam. */
export const desktopReportPath = (prefix: string, examId: number, candidateNo: string) =>
  `/${prefix}/exam-report/d/${examId}?candidate=${encodeURIComponent(candidateNo)}`;

/** The school's student grade report, on one exam. */
export const gradeReportPath = (prefix: string, examId: number) => `/${prefix}/school/report?exam=${examId}`;

export const schoolAnalysisPath = (prefix: string, examId: number) => `/${prefix}/school/school-analysis/${examId}`;

export const schoolReportPath = (prefix: string, examId: number) => `/${prefix}/school/school-report/${examId}`;
