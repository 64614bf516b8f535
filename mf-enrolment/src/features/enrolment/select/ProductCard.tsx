// One subject on offer: its checkbox, fee, papers and exam date. A subject the candidate already holds is
// ticked and locked: "Enrolled" when its order is paid, else "In an unpaid order" with a link to pay it.
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Locale, Product } from '@mockexam/contracts';
import { nameIn } from '@mockexam/i18n';
import { formatDate } from '@mockexam/i18n/dates';
import { formatHkd } from '@mockexam/ui';
import { Badge } from '@mockexam/ui/plain';
import { paymentPath } from '../../../lib/paymentPath';

interface Props {
  product: Product;
  checked: boolean;
  isCandidate: boolean;
  locale: Locale;
  /** The URL's locale segment, for the link to the unpaid order. */
  prefix: string;
  onToggle: (product: Product, on: boolean) => void;
}

export function ProductCard({ product, checked, isCandidate, locale, prefix, onToggle }: Props) {
  const { t } = useTranslation('enrolment');
  const name = nameIn(product.subject, locale);
  const held = isCandidate && product.enrolled;
  return (
    <div className={checked ? 'card product-card selected' : 'card product-card'}>
      <div className="product-row">
        <label className="checkbox-label">
          <input
            type="checkbox"
            checked={checked || held}
            disabled={held}
            onChange={(e) => onToggle(product, e.target.checked)}
          />
          <strong>{name}</strong>
        </label>
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
      {held && <HeldNote product={product} prefix={prefix} />}
    </div>
  );
}

function HeldNote({ product, prefix }: { product: Product; prefix: string }) {
  const { t } = useTranslation('enrolment');
  const orderNo = product.enrolment_order_no;
  if (product.enrolment_state !== 'unpaid_order' || !orderNo)
    return <Badge colour="green">{t('select.enrolled')}</Badge>;
  const order = { enrollment_no: orderNo, payment_method: product.enrolment_payment_method ?? 'fps' };
  return (
    <div className="held-unpaid">
      <Badge colour="gold">{t('select.unpaidOrder')}</Badge>
      <Link to={paymentPath(prefix, order)}>{t('select.payOrder', { no: orderNo })}</Link>
    </div>
  );
}
