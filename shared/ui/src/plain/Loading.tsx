import { useTranslation } from 'react-i18next';

/**
 * Data on its way: a spinner and 'Loading…' for screen readers. Not the shell's `.page-loading` (a page's
 * code on its way), which keeps a pre-rendered copy on screen until it goes.
 */
export function Loading() {
  const { t } = useTranslation('common');
  return (
    <div className="loading" role="status" aria-busy="true">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{t('loading')}</span>
    </div>
  );
}
