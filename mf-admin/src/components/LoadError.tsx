// What a card shows when its data could not be loaded: the reason in the page's language and a retry.
import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';

export function LoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      title={t('common.loadFailed')}
      action={<Button onClick={onRetry}>{t('common.retry')}</Button>}
    />
  );
}
