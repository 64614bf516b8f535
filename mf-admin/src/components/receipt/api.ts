// A receipt's image and the staff decisions on it, shared by the receipts queue and the order page. Approving
// or rejecting moves the receipts queue, the order (its payment status), the order search and the dashboard.
import { useMutation, useQuery, queryOptions } from '@tanstack/react-query';
import { approveAdminReceipt, getAdminReceiptImage, rejectAdminReceipt, queryKeys } from '@mockexam/api-client';
import { useInvalidate } from '../api';

/** The image, fetched with the staff token (so as a blob, not by <img src>); a receipt's image never changes. */
export const receiptImageQuery = (imageUrl: string) =>
  queryOptions({
    queryKey: queryKeys.adminReceiptImage(imageUrl),
    queryFn: () => getAdminReceiptImage(imageUrl),
    staleTime: Infinity,
  });
export const useReceiptImage = (imageUrl: string) => useQuery(receiptImageQuery(imageUrl));

function useReceiptDecided(orderNo: string) {
  const invalidate = useInvalidate();
  return () =>
    invalidate(queryKeys.adminReceipts, queryKeys.adminOrder(orderNo), queryKeys.adminOrders, queryKeys.adminDashboard);
}

export function useApproveReceipt(orderNo: string) {
  const decided = useReceiptDecided(orderNo);
  return useMutation({ mutationFn: (receiptId: number) => approveAdminReceipt(receiptId), onSuccess: decided });
}

export function useRejectReceipt(orderNo: string) {
  const decided = useReceiptDecided(orderNo);
  return useMutation({
    mutationFn: ({ receiptId, reason }: { receiptId: number; reason: string }) => rejectAdminReceipt(receiptId, reason),
    onSuccess: decided,
  });
}
