// The tag colour of an order status, the same in the list and on the order.
const COLOURS: Record<string, string> = {
  confirmed: 'green',
  awaiting_approval: 'gold',
  pending: 'blue',
  cancelled: 'default',
  expired: 'default',
};

export const statusColour = (status: string): string => COLOURS[status] ?? 'default';
