// While the papers on offer load: cards of about their final size, so the total and the buttons below
// do not jump when the real cards arrive (layout shift).
import { useTranslation } from 'react-i18next';

const PLACEHOLDER_CARDS = 4;

export function ProductListSkeleton() {
  const { t } = useTranslation('enrolment');
  return (
    <div className="product-list" role="status" aria-busy="true" aria-label={t('loading')}>
      {Array.from({ length: PLACEHOLDER_CARDS }, (_, i) => (
        <div key={i} className="card product-card product-card-loading">
          <div className="skeleton-line skeleton-title" />
          <div className="skeleton-line" />
          <div className="skeleton-line skeleton-short" />
        </div>
      ))}
    </div>
  );
}
