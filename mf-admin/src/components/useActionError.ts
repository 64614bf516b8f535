// The text of a failed staff action: the server's own message in the page's language, else the back office's
// generic "could not be completed".
import { useTranslation } from 'react-i18next';
import { textIn } from '@mockexam/i18n';
import { serverMessage, useLocale } from '@mockexam/ui/text';

export function useActionError(): (error: unknown) => string {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  return (error) => {
    const message = serverMessage(error);
    return message ? textIn(message, locale) : t('common.error');
  };
}
