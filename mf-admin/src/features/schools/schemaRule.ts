// A form rule from a contract schema: the browser refuses what the server would, in the catalogue's words
// (the schemas carry catalogue keys as their messages), in the page's language.
import { messageText } from '@mockexam/contracts';
import type { Locale } from '@mockexam/i18n';

interface Schema {
  safeParse(value: unknown): { success: true } | { success: false; error: { issues: { message: string }[] } };
}

export function schemaRule(schema: Schema, locale: Locale) {
  return {
    validator: (_: unknown, value: unknown) => {
      const result = schema.safeParse(value);
      if (result.success) return Promise.resolve();
      return Promise.reject(new Error(messageText(result.error.issues[0]?.message ?? 'FIELD_INVALID', locale)));
    },
  };
}
