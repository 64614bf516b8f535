import { useTranslation } from 'react-i18next';

/** Shown inside the normal layout when a remote cannot be loaded or fails while rendering. */
export function RemoteUnavailable({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('common');
  return (
    <section className="remote-unavailable" role="alert" data-testid="remote-unavailable">
      <h1>{t('remoteUnavailable.title')}</h1>
      <p>{t('remoteUnavailable.body')}</p>
      <button type="button" className="button button-primary" onClick={onRetry}>
        {t('retry')}
      </button>
    </section>
  );
}
