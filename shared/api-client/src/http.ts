// One axios instance for the whole site: /api base, bearer token from the shared session store, the spec's
// per-call timeouts, and every failure mapped to one ApiError shape. Calls go out through the browser's fetch
// (axios's fetch adapter); a call that reports upload progress goes through XMLHttpRequest, the one browser
// API that reports it over HTTP/1.1.
import axios, { AxiosError } from 'axios';
import { sessionStore } from '@mockexam/session';
import { i18n } from '@mockexam/i18n';

/** Spec section 9: login 15 s, logout 1.5 s, resume 5 s, cancel 1.5 s, all other calls 15 s. */
export const TIMEOUTS = { login: 15_000, logout: 1_500, resume: 5_000, cancel: 1_500, default: 15_000 } as const;

/** Every call's path is below this. */
export const API_BASE = '/api';

export interface FieldMessage {
  en: string;
  'zh-hk': string;
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
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
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

export const http = axios.create({ baseURL: API_BASE, timeout: TIMEOUTS.default, adapter: 'fetch' });

http.interceptors.request.use((config) => {
  const token = sessionStore.getState().token;
  if (token && !config.headers.has('Authorization')) config.headers.set('Authorization', `Bearer ${token}`);
  // The server answers `msg` in the site's language, not the browser's.
  if (i18n.language) config.headers.set('X-Locale', i18n.language);
  config.headers.set('Accept', 'application/json');
  return config;
});

/** A failure as the ApiError its answer describes (or TIMEOUT / NETWORK when there was none). */
function toApiError(error: unknown): ApiError {
  if (!(error instanceof AxiosError)) {
    return new ApiError(0, 'UNKNOWN', error instanceof Error ? error.message : undefined, undefined);
  }
  if (!error.response) {
    const timedOut = error.code === AxiosError.ECONNABORTED || error.code === AxiosError.ETIMEDOUT;
    return new ApiError(0, timedOut ? 'TIMEOUT' : 'NETWORK', undefined, undefined);
  }
  const { status, data } = error.response;
  const body = (data && typeof data === 'object' && !(data instanceof Blob) ? data : {}) as ErrorBody;
  const messages = body.msg_en && body.msg_zh ? { en: body.msg_en, 'zh-hk': body.msg_zh } : undefined;
  return new ApiError(status, body.code ?? `HTTP_${status}`, body.msg, messages, body.fields);
}

/**
 * Resolves in a task of its own. A request costs the page a millisecond or more of axios and the browser's
 * fetch; the calls a page starts together (a report asks for each of its pages at once) are started where
 * React commits or where TanStack Query hands out answers, and there they added up to one long task of tens
 * of milliseconds on a phone. Started each in its own task, they leave the page free to answer a tap between.
 */
function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Calls the API; resolves with the answer's body, rejects with an ApiError. */
export async function call<T>(options: CallOptions): Promise<T> {
  await nextTask();
  try {
    const response = await http.request<T>({
      ...options,
      adapter: options.onUploadProgress ? 'xhr' : undefined,
      onUploadProgress: options.onUploadProgress
        ? (event) => options.onUploadProgress!({ loaded: event.loaded, total: event.total ?? event.loaded })
        : undefined,
    });
    return response.data;
  } catch (error) {
    throw toApiError(error);
  }
}

/** The spec's "form" payloads are sent application/x-www-form-urlencoded. */
export function form(fields: Record<string, string | number | boolean>): URLSearchParams {
  return new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)]));
}
