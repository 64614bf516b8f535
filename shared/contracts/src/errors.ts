// The one error body every 4xx and 5xx answer of the API uses.
import { z } from 'zod';
import type { Locale } from './messages';

export const FieldMessage = z.object({ en: z.string(), 'zh-hk': z.string() });

export const ErrorBody = z.object({
  /** Stable machine code, e.g. VALIDATION_ERROR, NOT_FOUND, LOGIN_INVALID_CREDENTIALS. */
  code: z.string(),
  /** The message in the request's locale (Accept-Language / X-Locale; Chinese by default). */
  msg: z.string(),
  msg_en: z.string(),
  msg_zh: z.string(),
  /** Field-level messages keyed by the field's path ('email', 'shipping.recipient_name'). */
  fields: z.record(z.string(), FieldMessage).optional(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

/** Error codes the server uses besides catalogue keys (which are valid codes too). */
export const ErrorCode = {
  VALIDATION_ERROR: 'VALIDATION_ERROR',
  NOT_FOUND: 'NOT_FOUND',
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  FORBIDDEN: 'FORBIDDEN',
  RATE_LIMITED: 'RATE_LIMITED',
  INTERNAL: 'INTERNAL',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  CONFLICT: 'CONFLICT',
} as const;

/** Picks the locale a client asked for: 'en' when its language starts with en, else Traditional Chinese. */
export function pickLocale(acceptLanguage: string | undefined | null): Locale {
  if (!acceptLanguage) return 'zh-hk';
  const first = acceptLanguage.split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('en') ? 'en' : 'zh-hk';
}
