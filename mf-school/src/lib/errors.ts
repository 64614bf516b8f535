// The text of a failed school call in the page's language: the server's own message when it sent one,
// else the catalogue's text of its code (VENUE_FULL, SCHOOL_REG_CLOSED, ...), else a generic error.
import { isMessageKey, type Locale } from '@mockexam/contracts/text';
import { errorCode, errorText } from '@mockexam/ui/text';

export function schoolErrorText(error: unknown, locale: Locale): string {
  const code = errorCode(error);
  return errorText(error, locale, isMessageKey(code) ? code : 'INTERNAL');
}
