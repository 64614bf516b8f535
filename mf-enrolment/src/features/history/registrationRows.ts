// My registration records: one row per subject of every order, with the subject's exam date when
// the papers on offer are known.
import type { Locale, Order, Product } from '@mockexam/contracts';
import { nameIn } from '@mockexam/i18n';
import { formatDate } from '@mockexam/i18n/dates';
import { orderStatusWords } from './orderStatus';

export interface RegistrationRow {
  key: string;
  subject: string;
  orderNo: string;
  state: string;
  mode: string;
  examDate: string;
}

export function registrationRows(
  orders: Order[],
  products: Product[],
  locale: Locale,
  modeText: (mode: Order['exam_mode']) => string,
  t: Parameters<typeof orderStatusWords>[2],
): RegistrationRow[] {
  const dateOf = new Map(products.map((p) => [p.product_id, p.exam_date]));
  return orders.flatMap((order) => {
    const words = orderStatusWords(order, locale, t);
    const state = words.reason ? `${words.status}: ${words.reason}` : words.status;
    return order.items.map((item) => {
      const date = dateOf.get(item.product_id);
      return {
        key: `${order.enrollment_no}-${item.product_id}`,
        subject: nameIn(item, locale),
        orderNo: order.enrollment_no,
        state,
        mode: modeText(order.exam_mode),
        examDate: date ? formatDate(date, locale) : '—',
      };
    });
  });
}
