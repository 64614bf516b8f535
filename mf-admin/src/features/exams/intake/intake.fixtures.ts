// What the intake's tests are answered with: a fake of the API's one HTTP function (`call`) that answers by
// method and path and records every call, and the exceptions, uploads and completeness lists of paper 31.
import type { CallOptions } from '@mockexam/api-client';
import type { ScanCompletenessResponse, ScanException, ScanUpload } from '@mockexam/contracts';

export type Handler = (options: CallOptions) => unknown;

/** Answers `call` by 'METHOD /path' (the query in options.params); a path with no handler fails the test. */
export function fakeApi(routes: Record<string, Handler>) {
  const calls: CallOptions[] = [];
  return {
    calls,
    callsTo: (route: string) => calls.filter((c) => `${c.method} ${c.url}` === route),
    call: async (options: CallOptions) => {
      calls.push(options);
      const handler = routes[`${options.method} ${options.url}`];
      if (!handler) throw new Error(`No answer for ${options.method} ${options.url}`);
      return handler(options);
    },
  };
}

export const PAPER = 31;
export const INTAKE_PATH = `/en/admin/exams/3/papers/${PAPER}/scans?cycle=7`;

export const exception = (id: number, change: Partial<ScanException> = {}): ScanException => ({
  id,
  scan_file_id: 5,
  filename: 'class-5a.pdf',
  file_page: id,
  reason: 'unreadable',
  code_text: null,
  candidate_no: null,
  page: null,
  image_url: `/api/admin/scan-exceptions/${id}/image?kind=page`,
  preview_url: `/api/admin/scan-exceptions/${id}/image?kind=preview`,
  created_at: '2025-01-10T02:00:00.000Z',
  ...change,
});

export const upload = (id: number, change: Partial<ScanUpload> = {}): ScanUpload => ({
  id,
  filename: `class-${id}.pdf`,
  size: 2_000_000,
  kind: 'pdf',
  state: 'done',
  error: null,
  pages: 48,
  filed: 46,
  exceptions: 2,
  created_at: '2025-01-10T02:00:00.000Z',
  finished_at: '2025-01-10T02:01:00.000Z',
  ...change,
});

export const completeness = (change: Partial<ScanCompletenessResponse> = {}): ScanCompletenessResponse => ({
  page_count: 12,
  entered: 40,
  complete: 36,
  missing: 3,
  absent: 1,
  list: 'missing',
  total: 3,
  candidates: [],
  ...change,
});
