// Where an order is paid: mf-payment's page of its payment method.
import type { Order } from '@mockexam/contracts';

export function paymentPath(prefix: string, order: Pick<Order, 'payment_method' | 'enrollment_no'>): string {
  return `/${prefix}/${order.payment_method === 'bank' ? 'csh_payment' : 'fps_payment'}/${encodeURIComponent(order.enrollment_no)}`;
}
