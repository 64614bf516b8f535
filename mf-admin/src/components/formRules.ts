// The back office's own form rules: money typed in dollars, a contract schema's check, the server's field errors.
import type { FormInstance } from 'antd';
import { isMessageKey, MAX_AMOUNT_CENTS, messageText } from '@mockexam/contracts';
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

/** Puts the server's field-level messages under the matching form fields; true when any matched. */
export function applyFieldErrors(form: FormInstance, error: unknown, locale: Locale): boolean {
  const known = new Set(Object.keys(form.getFieldsValue(true) as object));
  const fields = Object.entries(fieldMessages(error))
    .filter(([path]) => known.has(path.split('.')[0]!))
    .map(([path, message]) => ({ name: path.split('.'), errors: [textIn(message, locale)] }));
  if (fields.length) form.setFields(fields);
  return fields.length > 0;
}

interface Schema {
  safeParse(value: unknown): { success: true } | { success: false; error: { issues: { message: string }[] } };
}

/** The catalogue text of a schema issue's message; FIELD_INVALID for zod's own words. */
export const issueText = (message: string | undefined, locale: Locale) =>
  messageText(isMessageKey(message) ? message : 'FIELD_INVALID', locale);

/**
 * A form rule from a contract schema: the browser refuses what the server would, in the catalogue's words
 * (the schemas carry catalogue keys as their messages), in the page's language. `optional`: an empty field
 * passes (a required rule beside it says so).
 */
export function schemaRule(schema: Schema, locale: Locale, { optional = false } = {}) {
  return {
    validator: (_: unknown, value: unknown) => {
      if (optional && (value === null || value === undefined || value === '')) return Promise.resolve();
      const result = schema.safeParse(value);
      if (result.success) return Promise.resolve();
      return Promise.reject(new Error(issueText(result.error.issues[0]?.message, locale)));
    },
  };
}
