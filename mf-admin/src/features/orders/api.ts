// The orders feature's data: the search, one order's detail, and staff actions on an order. An action moves
// the order, the order search, the dashboard and, for money, the receipts queue; a cancellation gives seats back.
import { keepPreviousData, useMutation, useQuery, type QueryKey, queryOptions } from '@tanstack/react-query';
import {
  cancelAdminOrder,
  extendAdminOrder,
  getAdminOrder,
  recordAdminPayment,
  searchAdminOrders,
  type AdminOrderSearchQuery,
  type RecordPaymentRequest,
  queryKeys,
} from '@mockexam/api-client';
import { useInvalidate } from '../../components/api';

export { adminReceiptImageUrl } from '@mockexam/api-client';

export interface OrderFilters {
  q: string;
  status: string;
  paymentStatus: string;
  /** Only orders flagged for staff: money after cancellation, a reused receipt image. */
  flagged: boolean;
}

export const orderSearchQuery = (filters: OrderFilters) =>
  queryOptions({
    queryKey: [...queryKeys.adminOrders, 'search', filters],
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
export const useOrderSearch = (filters: OrderFilters) => useQuery(orderSearchQuery(filters));

export const adminOrderQuery = (enrollmentNo: string) =>
  queryOptions({ queryKey: queryKeys.adminOrder(enrollmentNo), queryFn: () => getAdminOrder(enrollmentNo) });
export const useAdminOrder = (enrollmentNo: string) => useQuery(adminOrderQuery(enrollmentNo));

function useOrderChanged(enrollmentNo: string) {
  const invalidate = useInvalidate();
  return (...more: QueryKey[]) =>
    invalidate(queryKeys.adminOrder(enrollmentNo), queryKeys.adminOrders, queryKeys.adminDashboard, ...more);
}

export function useRecordPayment(enrollmentNo: string) {
  const changed = useOrderChanged(enrollmentNo);
  return useMutation({
    mutationFn: (body: RecordPaymentRequest) => recordAdminPayment(enrollmentNo, body),
    onSuccess: () => changed(queryKeys.adminReceipts),
  });
}

export function useCancelOrder(enrollmentNo: string) {
  const changed = useOrderChanged(enrollmentNo);
  return useMutation({
    mutationFn: () => cancelAdminOrder(enrollmentNo),
    onSuccess: () => changed(queryKeys.adminReceipts, queryKeys.adminVenues),
  });
}

export function useExtendDue(enrollmentNo: string) {
  const changed = useOrderChanged(enrollmentNo);
  return useMutation({
    mutationFn: (dueAt: string) => extendAdminOrder(enrollmentNo, dueAt),
    onSuccess: () => changed(),
  });
}
