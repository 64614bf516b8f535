import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import { useTranslation } from 'react-i18next';

/**
 * Data that could not be loaded, with a retry: "The data could not be loaded. Please try again." (or
 * the given message, such as the server's) in the page's language.
 */
export function LoadError({ onRetry, message }: { onRetry: () => void; message?: string }) {
  const { t } = useTranslation('common');
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      title={message ?? t('loadFailed')}
      action={<Button onClick={onRetry}>{t('retry')}</Button>}
    />
  );
}
