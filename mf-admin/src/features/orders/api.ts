// The orders feature's data: the search, one order's detail, and staff actions on an order. An action moves
// the order, the order search, the dashboard and, for money, the receipts queue; a cancellation gives seats back.
import { keepPreviousData, useMutation, useQuery, type QueryKey } from '@tanstack/react-query';
import {
  cancelAdminOrder,
  extendAdminOrder,
  getAdminOrder,
  recordAdminPayment,
  searchAdminOrders,
  type AdminOrderSearchQuery,
  type RecordPaymentRequest,
} from '@mockexam/api-client';
import { adminKeys, useInvalidate } from '../../components/queryKeys';

export { adminReceiptImageUrl } from '@mockexam/api-client';

export interface OrderFilters {
  q: string;
  status: string;
  paymentStatus: string;
  /** Only orders flagged for staff: money after cancellation, a reused receipt image. */
  flagged: boolean;
}

export const useOrderSearch = (filters: OrderFilters) =>
  useQuery({
    queryKey: [...adminKeys.orders, 'search', filters],
    queryFn: () =>
      searchAdminOrders({
        q: filters.q,
        status: (filters.status || undefined) as AdminOrderSearchQuery['status'],
        payment_status: (filters.paymentStatus || undefined) as AdminOrderSearchQuery['payment_status'],
        flagged: filters.flagged || undefined,
        limit: 200,
      }),
    // A new search keeps the last results on screen (spinning) until its own arrive.
    placeholderData: keepPreviousData,
  });

export const useAdminOrder = (enrollmentNo: string) =>
  useQuery({ queryKey: adminKeys.order(enrollmentNo), queryFn: () => getAdminOrder(enrollmentNo) });

function useOrderChanged(enrollmentNo: string) {
  const invalidate = useInvalidate();
  return (...more: QueryKey[]) =>
    invalidate(adminKeys.order(enrollmentNo), adminKeys.orders, adminKeys.dashboard, ...more);
}

export function useRecordPayment(enrollmentNo: string) {
  const changed = useOrderChanged(enrollmentNo);
  return useMutation({
    mutationFn: (body: RecordPaymentRequest) => recordAdminPayment(enrollmentNo, body),
    onSuccess: () => changed(adminKeys.receipts),
  });
}

export function useCancelOrder(enrollmentNo: string) {
  const changed = useOrderChanged(enrollmentNo);
  return useMutation({
    mutationFn: () => cancelAdminOrder(enrollmentNo),
    onSuccess: () => changed(adminKeys.receipts, adminKeys.venues),
  });
}

export function useExtendDue(enrollmentNo: string) {
  const changed = useOrderChanged(enrollmentNo);
  return useMutation({
    mutationFn: (dueAt: string) => extendAdminOrder(enrollmentNo, dueAt),
    onSuccess: () => changed(),
  });
}
