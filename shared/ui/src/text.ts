// The page's language, the spec's catalogue texts in it, the text of a failed API call and the status
// labels. A separate entry ('@mockexam/ui/text'): it brings the message catalogue, which the first view
// does without (zod-free: '@mockexam/contracts/text').
import { useTranslation } from 'react-i18next';
import {
  messageText,
  messages,
  orderStatusLabels,
  paymentStatusLabels,
  type BilingualText,
  type Locale,
  type MessageKey,
  type OrderStatus,
  type PaymentStatusCode,
} from '@mockexam/contracts/text';
import { ApiError } from '@mockexam/api-client';
import { localeOf, textIn } from '@mockexam/i18n';

export function useLocale(): Locale {
  const { i18n } = useTranslation();
  return localeOf(i18n.language);
}

/** The spec's exact messages come from the shared catalogue, in the page's language. */
export function useMessage(): (key: MessageKey) => string {
  const locale = useLocale();
  return (key) => messageText(key, locale);
}

/** The server's own message of a failed call in both languages, or null when it sent none. */
export function serverMessage(error: unknown): BilingualText | null {
  if (!(error instanceof ApiError)) return null;
  if (error.messages) return error.messages;
  // A message in one language only (the server answers in the X-Locale language): shown as it is.
  if (error.msg) return { en: error.msg, 'zh-hk': error.msg };
  return null;
}

/**
 * The message of a failed call in both languages: the server's own, else the catalogue's `fallback`.
 * Keep this (not the text) in state when the message must follow a language switch.
 */
export function errorMessage(error: unknown, fallback: MessageKey = 'INTERNAL'): BilingualText {
  return serverMessage(error) ?? messages[fallback];
}

/** The message of a failed call in `locale`: the server's own, else the catalogue's `fallback`. */
export function errorText(error: unknown, locale: Locale, fallback: MessageKey = 'INTERNAL'): string {
  return textIn(errorMessage(error, fallback), locale);
}

/** An order's status as the contracts label it ('Awaiting payment', '已確認', ...). */
export const orderStatusText = (status: OrderStatus, locale: Locale): string =>
  textIn(orderStatusLabels[status], locale);

/** A payment status code as the contracts label it ('Payment completed', '待付款', ...). */
export const paymentStatusText = (code: PaymentStatusCode, locale: Locale): string =>
  textIn(paymentStatusLabels[code], locale);

/** The HTTP status of a failed call (404 for an order that is not there), or null when no answer came. */
export function errorStatus(error: unknown): number | null {
  return error instanceof ApiError && error.status > 0 ? error.status : null;
}

/** The server's code of a failed call ('SEAT_FULL', ...), or null. */
export function errorCode(error: unknown): string | null {
  return error instanceof ApiError ? error.code : null;
}

/** The server's per-field messages of a failed call (path -> both languages); empty when none. */
export function fieldMessages(error: unknown): Record<string, BilingualText> {
  return error instanceof ApiError ? error.fields : {};
}
