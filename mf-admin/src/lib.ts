// The back office's own form rules: money typed in dollars, Hong Kong wall-clock inputs, the server's field errors.
import type { FormInstance } from 'antd';
import { MAX_AMOUNT_CENTS, messageText } from '@mockexam/contracts';
import { textIn, type Locale } from '@mockexam/i18n';
import { fieldMessages } from '@mockexam/ui/text';

/** HKD dollars typed by staff -> integer cents, unbounded (null when not digits with at most 2 decimals). */
function parseCents(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const text = String(value).trim();
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return null;
  return Math.round(Number(text) * 100);
}

/** HKD dollars typed by staff -> integer cents (null unless above zero and at most HK$1,000,000, as the contracts say). */
export function dollarsToCents(value: string | number | null | undefined): number | null {
  const cents = parseCents(value);
  return cents !== null && cents > 0 && cents <= MAX_AMOUNT_CENTS ? cents : null;
}

/**
 * A form rule for money typed in dollars: `invalid` for what is no amount (or zero, unless allowed); above
 * HK$1,000,000 the contracts' own range message, so staff read the server's words before the server says them.
 */
export function moneyRule(locale: Locale, invalid: string, { allowZero = false } = {}) {
  return {
    validator: (_: unknown, value: string | undefined) => {
      if (!value) return Promise.resolve();
      const cents = parseCents(value);
      if (cents === null || (cents === 0 && !allowZero)) return Promise.reject(new Error(invalid));
      if (cents > MAX_AMOUNT_CENTS) {
        return Promise.reject(new Error(messageText(allowZero ? 'PRICE_RANGE' : 'AMOUNT_RANGE', locale)));
      }
      return Promise.resolve();
    },
  };
}

const HK_OFFSET_MS = 8 * 60 * 60 * 1000;

/** An ISO instant as the Hong Kong wall-clock value of a datetime-local input ('2024-10-23T23:59'). */
export function toHkInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return '';
  return new Date(ms + HK_OFFSET_MS).toISOString().slice(0, 16);
}

/** A datetime-local value read as Hong Kong time (UTC+8 all year) -> ISO instant; null when unreadable. */
export function fromHkInput(value: string | null | undefined): string | null {
  if (!value) return null;
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(:\d{2})?$/.exec(value.trim());
  if (!match) return null;
  const ms = Date.parse(`${match[1]}T${match[2]}${match[3] ?? ':00'}+08:00`);
  return Number.isNaN(ms) ? null : new Date(ms).toISOString();
}

/** The Hong Kong calendar year of an instant (UTC+8 all year): 31 Dec 16:00 UTC is already next year there. */
export function hkYear(now: Date = new Date()): number {
  return new Date(now.getTime() + HK_OFFSET_MS).getUTCFullYear();
}

/** Puts the server's field-level messages under the matching form fields; true when any matched. */
export function applyFieldErrors(form: FormInstance, error: unknown, locale: Locale): boolean {
  const known = new Set(Object.keys(form.getFieldsValue(true) as object));
  const fields = Object.entries(fieldMessages(error))
    .filter(([path]) => known.has(path.split('.')[0]!))
    .map(([path, message]) => ({ name: path.split('.'), errors: [textIn(message, locale)] }));
  if (fields.length) form.setFields(fields);
  return fields.length > 0;
}
