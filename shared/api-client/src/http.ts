// One axios instance for the whole site: /api base, bearer token from the shared session store,
// the spec's per-call timeouts, and every failure mapped to one ApiError shape.
import axios, { AxiosError, type AxiosRequestConfig } from 'axios';
import { sessionStore } from '@mockexam/session';
import { i18n } from '@mockexam/i18n';

/** Spec section 9: login 15 s, logout 1.5 s, resume 5 s, cancel 1.5 s, all other calls 15 s. */
export const TIMEOUTS = { login: 15_000, logout: 1_500, resume: 5_000, cancel: 1_500, default: 15_000 } as const;

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

export const http = axios.create({ baseURL: '/api', timeout: TIMEOUTS.default });

http.interceptors.request.use((config) => {
  const token = sessionStore.getState().token;
  if (token && !config.headers.has('Authorization')) config.headers.set('Authorization', `Bearer ${token}`);
  // The server answers `msg` in the site's language, not the browser's.
  if (i18n.language) config.headers.set('X-Locale', i18n.language);
  return config;
});

interface ErrorBody {
  code?: string;
  msg?: string;
  msg_en?: string;
  msg_zh?: string;
  fields?: Record<string, FieldMessage>;
}

export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof AxiosError) {
    if (!error.response) {
      const timedOut = error.code === AxiosError.ECONNABORTED || error.code === AxiosError.ETIMEDOUT;
      return new ApiError(0, timedOut ? 'TIMEOUT' : 'NETWORK', undefined, undefined);
    }
    const body = (error.response.data ?? {}) as ErrorBody;
    const messages = body.msg_en && body.msg_zh ? { en: body.msg_en, zh: body.msg_zh } : undefined;
    return new ApiError(
      error.response.status,
      body.code ?? `HTTP_${error.response.status}`,
      body.msg,
      messages,
      body.fields,
    );
  }
  return new ApiError(0, 'UNKNOWN', error instanceof Error ? error.message : undefined, undefined);
}

export async function call<T>(config: AxiosRequestConfig): Promise<T> {
  try {
    const response = await http.request<T>(config);
    return response.data;
  } catch (error) {
    throw toApiError(error);
  }
}

/** The spec's "form" payloads are sent application/x-www-form-urlencoded. */
export function form(fields: Record<string, string | number | boolean>): URLSearchParams {
  return new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)]));
}
