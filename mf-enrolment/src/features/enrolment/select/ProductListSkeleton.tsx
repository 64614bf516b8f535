// While the papers on offer load: cards of about their final size, so the total and the buttons below
// do not jump when the real cards arrive (layout shift).
import Card from 'antd/es/card';
import { useTranslation } from 'react-i18next';

const PLACEHOLDER_CARDS = 4;

export function ProductListSkeleton() {
  const { t } = useTranslation('enrolment');
  return (
    <div className="product-list" role="status" aria-busy="true" aria-label={t('loading')}>
      {Array.from({ length: PLACEHOLDER_CARDS }, (_, i) => (
        <Card key={i} size="small" className="product-card" loading />
      ))}
    </div>
  );
}
