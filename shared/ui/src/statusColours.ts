// One colour per status everywhere, for antd's tags ('@mockexam/ui/status') and the plain badges
// ('@mockexam/ui/plain'): done green, waiting on staff gold, waiting on the candidate blue, closed grey,
// money trouble red or orange. antd-free, so a page without antd can use them.
import type { OrderStatus, PaymentStatusCode } from '@mockexam/contracts';

export type StatusColour = 'default' | 'blue' | 'gold' | 'green' | 'red' | 'orange' | 'purple';

export const ORDER_STATUS_COLOURS: Record<OrderStatus, StatusColour> = {
  pending: 'blue',
  awaiting_approval: 'gold',
  confirmed: 'green',
  cancelled: 'default',
  expired: 'default',
};

export const PAYMENT_STATUS_COLOURS: Record<PaymentStatusCode, StatusColour> = {
  UNKN: 'default',
  PEND: 'blue',
  WAPL: 'gold',
  OVDU: 'red',
  REJD: 'red',
  PART: 'orange',
  PAID: 'green',
  OVRP: 'purple',
  PACN: 'red',
};
