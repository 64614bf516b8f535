// The orders feature's reads: a search and one order's detail.
import { getAdminOrder, searchAdminOrders, type AdminOrderSearchQuery } from '@mockexam/api-client';
import { useLoad } from '../../lib';

export interface OrderFilters {
  q: string;
  status: string;
  paymentStatus: string;
  /** Only orders flagged for staff: money after cancellation, a reused receipt image. */
  flagged: boolean;
}

export function useOrderSearch({ q, status, paymentStatus, flagged }: OrderFilters) {
  return useLoad(
    () =>
      searchAdminOrders({
        q,
        status: (status || undefined) as AdminOrderSearchQuery['status'],
        payment_status: (paymentStatus || undefined) as AdminOrderSearchQuery['payment_status'],
        flagged: flagged || undefined,
        limit: 200,
      }),
    [q, status, paymentStatus, flagged],
  );
}

export const useAdminOrder = (enrollmentNo: string) => useLoad(() => getAdminOrder(enrollmentNo), [enrollmentNo]);
