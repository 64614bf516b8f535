// One subject on offer: its checkbox, fee, papers and exam date; a subject the candidate already
// holds is ticked, locked and tagged.
import Card from 'antd/es/card';
import Checkbox from 'antd/es/checkbox';
import Tag from 'antd/es/tag';
import { useTranslation } from 'react-i18next';
import type { Locale, Product } from '@mockexam/contracts';
import { nameIn } from '@mockexam/i18n';
import { formatDate } from '@mockexam/i18n/dates';
import { formatHkd } from '@mockexam/ui';

interface Props {
  product: Product;
  checked: boolean;
  isCandidate: boolean;
  locale: Locale;
  onToggle: (product: Product, on: boolean) => void;
}

export function ProductCard({ product, checked, isCandidate, locale, onToggle }: Props) {
  const { t } = useTranslation('enrolment');
  const name = nameIn(product.subject, locale);
  const held = isCandidate && product.enrolled;
  return (
    <Card size="small" className={checked ? 'product-card selected' : 'product-card'}>
      <div className="product-row">
        <Checkbox
          checked={checked || held}
          disabled={held}
          onChange={(e) => onToggle(product, e.target.checked)}
          aria-label={name}
        >
          <strong>{name}</strong>
        </Checkbox>
        <span className="product-price">{formatHkd(product.price_cents)}</span>
      </div>
      <ul className="product-papers">
        {product.papers.map((paper) => (
          <li key={paper.paper_id}>{nameIn(paper, locale)}</li>
        ))}
      </ul>
      {product.exam_date && (
        <div className="product-date">{t('select.examDate', { date: formatDate(product.exam_date, locale) })}</div>
      )}
      {held && <Tag color="green">{t('select.enrolled')}</Tag>}
    </Card>
  );
}
