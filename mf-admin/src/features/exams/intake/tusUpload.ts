// One file sent with the tus protocol: in chunks, each request with the staff token of that moment, retried
// after a dropped connection or a busy server, and resumed from where it stopped (the upload's address is
// kept in the browser under a fingerprint of the paper and the file, so a retry, a reload or another tab
// goes on from the bytes the server already has). tus-js-client is loaded with the first file, never with the page.
import type { DetailedError } from 'tus-js-client';
import { SCAN_TUS_PATH, type BilingualText } from '@mockexam/contracts';

/** A chunk per request: progress moves at least every few seconds on a slow line, and a retry resends little. */
const CHUNK_BYTES = 5 * 1024 * 1024;
/** Waits before each retry (ms): about two minutes in all, for a line that drops for a while. */
const RETRY_DELAYS = [0, 1_000, 3_000, 5_000, 10_000, 20_000, 30_000, 60_000];

export interface TusFailure {
  /** The HTTP status of the refusal; 0 when no answer came (the connection dropped). */
  status: number;
  /** The server's message in both languages, when it sent one. */
  message: BilingualText | null;
}

export interface TusSend {
  file: File;
  examPaperId: number;
  /** The staff token and the page's language, read again for every request. */
  token: () => string | null;
  locale: () => string;
  onProgress: (sent: number, total: number) => void;
  onSuccess: () => void;
  onError: (failure: TusFailure) => void;
}

function failureOf(error: Error | DetailedError): TusFailure {
  const response = 'originalResponse' in error ? error.originalResponse : null;
  let message: BilingualText | null = null;
  try {
    const body = JSON.parse(response?.getBody() || '{}') as { msg_en?: unknown; msg_zh?: unknown };
    if (typeof body.msg_en === 'string' && typeof body.msg_zh === 'string') {
      message = { en: body.msg_en, 'zh-hk': body.msg_zh };
    }
  } catch {
    // Not the API's error body (a proxy's page): the status says enough.
  }
  return { status: response?.getStatus() ?? 0, message };
}

/** Retried: no answer, the server busy or failing, an upload locked by a request still closing. */
const worthRetrying = (status: number) =>
  status === 0 || status === 409 || status === 423 || status === 429 || status >= 500;

/** Starts (or resumes) the upload; resolves with a way to pause it, which keeps it resumable. */
export async function sendWithTus(send: TusSend): Promise<{ pause: () => void }> {
  const { Upload } = await import('tus-js-client');
  const { file, examPaperId } = send;
  const upload = new Upload(file, {
    endpoint: new URL(SCAN_TUS_PATH, window.location.origin).href,
    chunkSize: CHUNK_BYTES,
    retryDelays: RETRY_DELAYS,
    metadata: { exam_paper_id: String(examPaperId), filename: file.name, filetype: file.type },
    // The same file sent to another paper is another upload.
    fingerprint: async () => ['scan-intake', examPaperId, file.name, file.type, file.size, file.lastModified].join('-'),
    removeFingerprintOnSuccess: true,
    onBeforeRequest: (request) => {
      const token = send.token();
      if (token) request.setHeader('Authorization', `Bearer ${token}`);
      request.setHeader('X-Locale', send.locale());
    },
    onShouldRetry: (error) => worthRetrying(error.originalResponse?.getStatus() ?? 0),
    onProgress: send.onProgress,
    onSuccess: send.onSuccess,
    onError: (error) => send.onError(failureOf(error)),
  });
  const previous = await upload.findPreviousUploads();
  if (previous[0]) upload.resumeFromPreviousUpload(previous[0]);
  upload.start();
  return { pause: () => void upload.abort(false) };
}
