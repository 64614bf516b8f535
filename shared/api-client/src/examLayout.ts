// A paper's layout and answer books (staff): read and save the layout, upload a sample page image, the
// schools to print for, and the download addresses (opened by the browser with the token in the query).
import type { AnswerBookSchools, PaperLayout, PaperLayoutRequest } from '@mockexam/contracts';
import { API_BASE, call } from './http';

/** An upload of one page image: up to 15 MB on a slow line. */
const IMAGE_CALL = 120_000;

export const getPaperLayout = (examPaperId: number) =>
  call<PaperLayout>({ method: 'GET', url: `/admin/exam-papers/${examPaperId}/layout` });

/** Saves the whole layout; 409 LAYOUT_PAGES_SCANNED or LAYOUT_GUIDELINES_PAGE when it would lose scans or guidelines. */
export const savePaperLayout = (examPaperId: number, body: PaperLayoutRequest) =>
  call<PaperLayout>({ method: 'PUT', url: `/admin/exam-papers/${examPaperId}/layout`, data: body });

export const uploadPageImage = (examPaperId: number, page: number, file: File) =>
  call<PaperLayout>({
    method: 'PUT',
    url: `/admin/exam-papers/${examPaperId}/pages/${page}/image`,
    data: file,
    headers: { 'Content-Type': file.type },
    timeout: IMAGE_CALL,
  });

export const getAnswerBookSchools = (examPaperId: number) =>
  call<AnswerBookSchools>({ method: 'GET', url: `/admin/exam-papers/${examPaperId}/answer-books` });

const withToken = (path: string, query: Record<string, string>, accessToken: string) =>
  `${API_BASE}${path}?${new URLSearchParams({ ...query, access_token: accessToken })}`;

/** The answer books' PDF: everyone, one school (with the individual candidates or not), or the individuals alone. */
export function answerBooksUrl(
  examPaperId: number,
  scope: { school_id?: number; individuals?: boolean },
  accessToken: string,
): string {
  const query: Record<string, string> = {};
  if (scope.school_id !== undefined) query.school_id = String(scope.school_id);
  if (scope.individuals !== undefined) query.individuals = scope.individuals ? '1' : '0';
  return withToken(`/admin/exam-papers/${examPaperId}/answer-books.pdf`, query, accessToken);
}

export const blankBooksUrl = (examPaperId: number, serials: { count: number; from: number }, accessToken: string) =>
  withToken(
    `/admin/exam-papers/${examPaperId}/blank-books.pdf`,
    { count: String(serials.count), from: String(serials.from) },
    accessToken,
  );
