import { useTranslation } from 'react-i18next';
import { Button } from './Button';
import { Notice } from './Notice';

/**
 * Data that could not be loaded, with a retry: "The data could not be loaded. Please try again." (or the
 * given message, such as the server's) in the page's language. Pages with antd use it too
 * (through '@mockexam/ui/antd').
 */
export function LoadError({ onRetry, message }: { onRetry: () => void; message?: string }) {
  const { t } = useTranslation('common');
  return (
    <Notice type="error" title={message ?? t('loadFailed')} action={<Button onClick={onRetry}>{t('retry')}</Button>} />
  );
}
