// The text of a failed school call in the page's language: the server's own message when it sent one,
// else the catalogue's text of its code (VENUE_FULL, SCHOOL_REG_CLOSED, ...), else a generic error.
import { isMessageKey, messages, type Locale } from '@mockexam/contracts/text';
import { textIn } from '@mockexam/i18n';
import { errorCode, serverMessage } from '@mockexam/ui/text';

export function schoolErrorText(error: unknown, locale: Locale): string {
  const own = serverMessage(error);
  if (own) return textIn(own, locale);
  const code = errorCode(error);
  return textIn(isMessageKey(code) ? messages[code] : messages.INTERNAL, locale);
}
