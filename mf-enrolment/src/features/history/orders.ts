// Order history logic: which section an order belongs in, and the draft an order was made from ("re-select").
import type { Order } from '@mockexam/contracts';
import { PAID_STATUSES } from '@mockexam/contracts/text';
import type { EnrolmentDraft } from '@mockexam/session';

export function isPaidOrder(order: Order): boolean {
  return order.status === 'confirmed' || PAID_STATUSES.includes(order.payment_status);
}

/** Order history's sections: still to pay or approve, paid, and cancelled or expired. */
export type OrderSection = 'outstanding' | 'paid' | 'ended';

export function orderSection(order: Order): OrderSection {
  if (order.status === 'cancelled' || order.status === 'expired') return 'ended';
  return isPaidOrder(order) ? 'paid' : 'outstanding';
}

/** The draft an order was made from, for "re-select". */
export function draftFromOrder(order: Order): EnrolmentDraft {
  const shipping = order.shipping;
  const total = order.items.reduce((sum, item) => sum + item.price, 0);
  return {
    selected_exam: order.items.map((item) => ({ product_id: item.product_id, price: item.price })),
    selected_total_amount: Math.round(total * 100) / 100,
    homeRoom: order.exam_mode === 'home',
    designatedRoom: order.exam_mode === 'venue' ? order.venue_id : null,
    selected_shipping_method: shipping?.method,
    shipping_method: shipping?.method,
    filled_address: shipping?.address ?? undefined,
    selected_sf_delivery: shipping
      ? {
          address1: shipping.address ?? undefined,
          parameter1: shipping.parameter1 ?? undefined,
          parameter2: shipping.parameter2 ?? undefined,
          parameter3: shipping.parameter3 ?? undefined,
          parameter4: shipping.parameter4 ?? undefined,
        }
      : undefined,
    samePostalAddress: false,
    addressee: shipping?.recipient_name,
    phone: shipping?.recipient_phone,
    selected_payment_method: order.payment_method,
  };
}
