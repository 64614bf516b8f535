// The draft's papers as the order review lists them (the subject's id until the papers are loaded).
import type { Locale, Product } from '@mockexam/contracts';
import type { SelectedExam } from '@mockexam/session';
import { nameIn } from '@mockexam/i18n';
import { hkdToCents } from '@mockexam/ui';
import type { OrderLine } from './OrderLinesTable';

export function orderLines(selected: SelectedExam[], products: Product[] | undefined, locale: Locale): OrderLine[] {
  return selected.map((e) => {
    const product = products?.find((p) => p.product_id === String(e.product_id));
    return {
      key: String(e.product_id),
      subject: product ? nameIn(product.subject, locale) : String(e.product_id),
      papers: product ? product.papers.map((p) => nameIn(p, locale)).join(locale === 'en' ? ', ' : '、') : '',
      priceCents: hkdToCents(e.price),
    };
  });
}
