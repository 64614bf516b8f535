// The layout feature's data: the paper's layout, saving it, a sample page's upload, who the answer books
// are for, and the download addresses with the staff token (a link opened by the browser sends no header).
import { useCallback } from 'react';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  answerBooksUrl,
  blankBooksUrl,
  getAnswerBookSchools,
  getPaperLayout,
  queryKeys,
  savePaperLayout,
  uploadPageImage,
} from '@mockexam/api-client';
import type { PaperLayout, PaperLayoutRequest } from '@mockexam/contracts';
import { useSession } from '@mockexam/session';
import { useInvalidate } from '../../../components/api';

export const paperLayoutQuery = (examPaperId: number) =>
  queryOptions({ queryKey: queryKeys.adminPaperLayout(examPaperId), queryFn: () => getPaperLayout(examPaperId) });
export const usePaperLayout = (examPaperId: number) => useQuery(paperLayoutQuery(examPaperId));

export const answerBookSchoolsQuery = (examPaperId: number) =>
  queryOptions({
    queryKey: queryKeys.adminAnswerBookSchools(examPaperId),
    queryFn: () => getAnswerBookSchools(examPaperId),
  });
export const useAnswerBookSchools = (examPaperId: number) => useQuery(answerBookSchoolsQuery(examPaperId));

/** The saved layout goes straight into the cache; questions (page_location) and books follow it. */
function useLayoutSaved(examPaperId: number) {
  const client = useQueryClient();
  const invalidate = useInvalidate();
  return (layout: PaperLayout) => {
    client.setQueryData(queryKeys.adminPaperLayout(examPaperId), layout);
    invalidate(queryKeys.adminExamQuestions(examPaperId), queryKeys.adminAnswerBookSchools(examPaperId));
  };
}

export function useSaveLayout(examPaperId: number) {
  const saved = useLayoutSaved(examPaperId);
  return useMutation({
    mutationFn: (body: PaperLayoutRequest) => savePaperLayout(examPaperId, body),
    onSuccess: saved,
  });
}

export function useUploadPageImage(examPaperId: number) {
  const saved = useLayoutSaved(examPaperId);
  return useMutation({
    mutationFn: ({ page, file }: { page: number; file: File }) => uploadPageImage(examPaperId, page, file),
    onSuccess: saved,
  });
}

function useToken() {
  return useSession((s) => s.token) ?? '';
}

/** An image address of the layout (a sample page) for an <img>, with the token in the query. */
export function useImageSrc(): (url: string) => string {
  const token = useToken();
  return useCallback(
    (url: string) => `${url}${url.includes('?') ? '&' : '?'}access_token=${encodeURIComponent(token)}`,
    [token],
  );
}

export function useBookLinks(examPaperId: number) {
  const token = useToken();
  return {
    answerBooks: (scope: { school_id?: number; individuals?: boolean }) => answerBooksUrl(examPaperId, scope, token),
    blankBooks: (serials: { count: number; from: number }) => blankBooksUrl(examPaperId, serials, token),
  };
}
