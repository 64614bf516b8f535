// Small helpers of this remote: the site language, catalogue texts, money and API errors.
import { messageText, type Locale } from '@mockexam/contracts';
import { ApiError } from '@mockexam/api-client';

export { useLocale, useMessage, nameIn } from '@mockexam/ui/text';

/** HK$1,234.00 */
export function formatHkd(amount: number): string {
  return `HK$${amount.toLocaleString('en-HK', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/** A failed call's message in the page's language (the server's own when it sent one). */
export function errorText(error: unknown, locale: Locale): string {
  if (error instanceof ApiError) {
    if (error.messages) return locale === 'en' ? error.messages.en : error.messages.zh;
    if (error.msg) return error.msg;
  }
  return messageText('INTERNAL', locale);
}
