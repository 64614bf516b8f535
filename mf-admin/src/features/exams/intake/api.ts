// A paper's scan intake: its uploaded files (read again every few seconds while the intake job is still
// reading one; the other lists follow what it reports), its exceptions queue a page at a time with assign and discard, its completeness lists,
// the address of an exception's image, and the resumable upload of one file. Answers are checked against the
// contracts' schemas (./responses) before a page shows them.
import { useCallback } from 'react';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, queryKeys } from '@mockexam/api-client';
import type {
  ScanCompletenessQuery,
  ScanExceptionAssign,
  ScanExceptionsResponse,
  ScanUploadsResponse,
} from '@mockexam/contracts';
import { currentLocale } from '@mockexam/i18n';
import { sessionStore, useSession } from '@mockexam/session';
import { useInvalidate } from '../../../components/api';
import { readAssigned, readCompleteness, readDiscarded, readExceptions, readUploads } from './responses';
import { sendWithTus, type TusSend } from './tusUpload';

export const EXCEPTIONS_PAGE = 20;
export const COMPLETENESS_PAGE = 50;
/** How often a paper's lists are read again while files are still being read. */
export const POLL_MS = 2_000;

export type CompletenessList = ScanCompletenessQuery['list'];

/** Some file is waiting for the intake job or being read by it. */
export const stillReading = (data: ScanUploadsResponse | undefined) =>
  data?.uploads.some((u) => u.state === 'queued' || u.state === 'processing') ?? false;

/** What the intake job has done so far: a change means new filed pages or exceptions. */
const progressOf = (data: ScanUploadsResponse | undefined) =>
  data?.uploads.map((u) => `${u.id}:${u.state}:${u.filed}:${u.exceptions}`).join() ?? '';

/**
 * The paper's uploads. When an answer shows the job got further (a file read, pages filed or queued),
 * the exceptions queue and the completeness are read again: they change with it, and only then.
 */
export const scanUploadsQuery = (examPaperId: number) =>
  queryOptions({
    queryKey: queryKeys.adminScanUploads(examPaperId),
    queryFn: async ({ client, queryKey }) => {
      const before = client.getQueryData<ScanUploadsResponse>(queryKey);
      const after = readUploads(await call({ method: 'GET', url: `/admin/exam-papers/${examPaperId}/scan-uploads` }));
      if (before && progressOf(before) !== progressOf(after)) {
        for (const key of [queryKeys.adminScanExceptions(examPaperId), queryKeys.adminScanCompleteness(examPaperId)])
          void client.invalidateQueries({ queryKey: key });
      }
      return after;
    },
    refetchInterval: (query) => (stillReading(query.state.data) ? POLL_MS : false),
  });
export const useScanUploads = (examPaperId: number) => useQuery(scanUploadsQuery(examPaperId));

export const scanExceptionsQuery = (examPaperId: number, offset: number) =>
  queryOptions({
    queryKey: [...queryKeys.adminScanExceptions(examPaperId), offset],
    queryFn: async () =>
      readExceptions(
        await call({
          method: 'GET',
          url: `/admin/exam-papers/${examPaperId}/scan-exceptions`,
          params: { offset, limit: EXCEPTIONS_PAGE },
        }),
      ),
    placeholderData: keepPreviousData,
  });
export const useScanExceptions = (examPaperId: number, offset: number) =>
  useQuery(scanExceptionsQuery(examPaperId, offset));

export const scanCompletenessQuery = (examPaperId: number, list: CompletenessList, offset: number) =>
  queryOptions({
    queryKey: [...queryKeys.adminScanCompleteness(examPaperId), list, offset],
    queryFn: async () =>
      readCompleteness(
        await call({
          method: 'GET',
          url: `/admin/exam-papers/${examPaperId}/scan-completeness`,
          params: { list, offset, limit: COMPLETENESS_PAGE },
        }),
      ),
    placeholderData: keepPreviousData,
  });
export const useScanCompleteness = (examPaperId: number, list: CompletenessList, offset: number) =>
  useQuery(scanCompletenessQuery(examPaperId, list, offset));

/**
 * After an exception is resolved: it leaves the cached pages at once (so the one after it takes its place
 * on screen), then the queue, the completeness, the uploads' counts and the audit log are read again.
 */
function useResolved(examPaperId: number) {
  const client = useQueryClient();
  const invalidate = useInvalidate();
  return (id: number) => {
    client.setQueriesData<ScanExceptionsResponse>({ queryKey: queryKeys.adminScanExceptions(examPaperId) }, (page) =>
      page && page.exceptions.some((e) => e.id === id)
        ? { total: page.total - 1, exceptions: page.exceptions.filter((e) => e.id !== id) }
        : page,
    );
    invalidate(
      queryKeys.adminScanExceptions(examPaperId),
      queryKeys.adminScanCompleteness(examPaperId),
      queryKeys.adminScanUploads(examPaperId),
    );
  };
}

export function useAssignException(examPaperId: number) {
  const resolved = useResolved(examPaperId);
  return useMutation({
    mutationFn: async ({ id, body }: { id: number; body: ScanExceptionAssign }) =>
      readAssigned(await call({ method: 'POST', url: `/admin/scan-exceptions/${id}/assign`, data: body })),
    onSuccess: (_, { id }) => resolved(id),
  });
}

export function useDiscardException(examPaperId: number) {
  const resolved = useResolved(examPaperId);
  return useMutation({
    mutationFn: async (id: number) =>
      readDiscarded(await call({ method: 'POST', url: `/admin/scan-exceptions/${id}/discard` })),
    onSuccess: (_, id) => resolved(id),
  });
}

/** An exception's image address for an <img> (which sends no header): the staff token goes in the query. */
export function useScanImageSrc(): (url: string) => string {
  const token = useSession((s) => s.token) ?? '';
  return useCallback(
    (url: string) => `${url}${url.includes('?') ? '&' : '?'}access_token=${encodeURIComponent(token)}`,
    [token],
  );
}

export type FileSend = Pick<TusSend, 'file' | 'onProgress' | 'onSuccess' | 'onError'>;

/** Sends one file to the paper's intake (resumable); a finished file joins the uploads list at once. */
export function useSendScanFile(examPaperId: number) {
  const invalidate = useInvalidate();
  return useCallback(
    (send: FileSend) =>
      sendWithTus({
        ...send,
        examPaperId,
        token: () => sessionStore.getState().token,
        locale: currentLocale,
        onSuccess: () => {
          invalidate(queryKeys.adminScanUploads(examPaperId));
          send.onSuccess();
        },
      }),
    [examPaperId, invalidate],
  );
}
