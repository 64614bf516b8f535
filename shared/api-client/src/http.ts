// One client for the whole site, on the browser's fetch: /api base, bearer token from the shared session
// store, the spec's per-call timeouts, and every failure mapped to one ApiError shape. (axios did the same
// for 21 KB gzipped on every page with a form.) A call that reports upload progress goes through
// XMLHttpRequest, the one browser API that reports it over HTTP/1.1.
import { sessionStore } from '@mockexam/session';
import { i18n } from '@mockexam/i18n';

/** Spec section 9: login 15 s, logout 1.5 s, resume 5 s, cancel 1.5 s, all other calls 15 s. */
export const TIMEOUTS = { login: 15_000, logout: 1_500, resume: 5_000, cancel: 1_500, default: 15_000 } as const;

/** Every call's path is below this. */
export const API_BASE = '/api';

export interface FieldMessage {
  en: string;
  zh: string;
}

/** Every failed call rejects with this: HTTP status, a machine code and a message in both languages. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly msg: string | undefined,
    readonly messages: FieldMessage | undefined,
    readonly fields: Record<string, FieldMessage> = {},
  ) {
    super(msg ?? code);
    this.name = 'ApiError';
  }
}

export interface CallOptions {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Below API_BASE, e.g. '/orders'. */
  url: string;
  /** The query string; undefined values are left out. */
  params?: Record<string, string | number | boolean | undefined>;
  /** URLSearchParams is sent as a form, FormData as multipart, anything else as JSON. */
  data?: unknown;
  headers?: Record<string, string>;
  /** Milliseconds; TIMEOUTS.default when absent. */
  timeout?: number;
  /** 'blob' for a file (an image); JSON otherwise. */
  responseType?: 'json' | 'blob';
  onUploadProgress?: (progress: { loaded: number; total: number }) => void;
}

interface ErrorBody {
  code?: string;
  msg?: string;
  msg_en?: string;
  msg_zh?: string;
  fields?: Record<string, FieldMessage>;
}

/** What a transport answers: the status and the body, read as the call asked. */
interface Answer {
  status: number;
  body: unknown;
}

const timedOut = () => new ApiError(0, 'TIMEOUT', undefined, undefined);
const networkFailed = () => new ApiError(0, 'NETWORK', undefined, undefined);

function urlOf({ url, params }: CallOptions): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) if (value !== undefined) query.set(key, String(value));
  const search = query.toString();
  return `${API_BASE}${url}${search ? `?${search}` : ''}`;
}

function headersOf(options: CallOptions): Headers {
  const headers = new Headers(options.headers);
  const token = sessionStore.getState().token;
  if (token && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${token}`);
  // The server answers `msg` in the site's language, not the browser's.
  if (i18n.language) headers.set('X-Locale', i18n.language);
  headers.set('Accept', 'application/json');
  return headers;
}

function bodyOf(data: unknown, headers: Headers): BodyInit | undefined {
  if (data === undefined) return undefined;
  // The browser sets the form's and the multipart's content type (with its boundary).
  if (data instanceof URLSearchParams || data instanceof FormData || data instanceof Blob) return data;
  headers.set('Content-Type', 'application/json');
  return JSON.stringify(data);
}

const parseJson = (text: string): unknown => {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

async function viaFetch(options: CallOptions, headers: Headers, body: BodyInit | undefined): Promise<Answer> {
  try {
    const response = await fetch(urlOf(options), {
      method: options.method,
      headers,
      body,
      signal: AbortSignal.timeout(options.timeout ?? TIMEOUTS.default),
    });
    const wantsBlob = options.responseType === 'blob' && response.ok;
    return { status: response.status, body: wantsBlob ? await response.blob() : parseJson(await response.text()) };
  } catch (error) {
    // Sending, or reading the answer: the time ran out, or the network failed.
    throw (error as Error).name === 'TimeoutError' ? timedOut() : networkFailed();
  }
}

function viaXhr(options: CallOptions, headers: Headers, body: BodyInit | undefined): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(options.method, urlOf(options));
    headers.forEach((value, key) => xhr.setRequestHeader(key, value));
    xhr.timeout = options.timeout ?? TIMEOUTS.default;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onUploadProgress?.({ loaded: event.loaded, total: event.total });
    };
    xhr.onload = () => resolve({ status: xhr.status, body: parseJson(xhr.responseText) });
    xhr.ontimeout = () => reject(timedOut());
    xhr.onerror = () => reject(networkFailed());
    xhr.send(body as XMLHttpRequestBodyInit | undefined);
  });
}

/** A failed answer as the ApiError its body describes. */
function errorOf(status: number, body: unknown): ApiError {
  const error = (body && typeof body === 'object' ? body : {}) as ErrorBody;
  const messages = error.msg_en && error.msg_zh ? { en: error.msg_en, zh: error.msg_zh } : undefined;
  return new ApiError(status, error.code ?? `HTTP_${status}`, error.msg, messages, error.fields);
}

/** Calls the API; resolves with the answer's body, rejects with an ApiError. */
export async function call<T>(options: CallOptions): Promise<T> {
  const headers = headersOf(options);
  const body = bodyOf(options.data, headers);
  const answer = await (options.onUploadProgress ? viaXhr : viaFetch)(options, headers, body);
  if (answer.status < 200 || answer.status >= 300) throw errorOf(answer.status, answer.body);
  return answer.body as T;
}

/** The spec's "form" payloads are sent application/x-www-form-urlencoded. */
export function form(fields: Record<string, string | number | boolean>): URLSearchParams {
  return new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)]));
}
