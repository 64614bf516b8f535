// A block standing in for content that is loading, at the size the stylesheet gives its class (so
// nothing moves when the content arrives), announced as loading.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export function LoadingBlock({ className, children }: { className: string; children?: ReactNode }) {
  const { t } = useTranslation('report');
  return (
    <div className={className} role="status" aria-busy="true" aria-label={t('loading')}>
      {children}
    </div>
  );
}
