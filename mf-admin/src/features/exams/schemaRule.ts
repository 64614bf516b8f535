// A form rule from a contract schema: the browser refuses what the server would, in the catalogue's words
// (the schemas carry catalogue keys as their messages), in the page's language.
import { isMessageKey, messageText } from '@mockexam/contracts';
import type { Locale } from '@mockexam/i18n';

interface Schema {
  safeParse(value: unknown): { success: true } | { success: false; error: { issues: { message: string }[] } };
}

/** The catalogue text of a schema issue's message; FIELD_INVALID for zod's own words. */
export const issueText = (message: string | undefined, locale: Locale) =>
  messageText(isMessageKey(message) ? message : 'FIELD_INVALID', locale);

export function schemaRule(schema: Schema, locale: Locale) {
  return {
    validator: (_: unknown, value: unknown) => {
      if (value === null || value === undefined || value === '') return Promise.resolve();
      const result = schema.safeParse(value);
      if (result.success) return Promise.resolve();
      return Promise.reject(new Error(issueText(result.error.issues[0]?.message, locale)));
    },
  };
}
