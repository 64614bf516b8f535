// A receipt's image and the staff decisions on it, shared by the receipts queue and the order page. Approving
// or rejecting moves the receipts queue, the order (its payment status), the order search and the dashboard.
import { useMutation, useQuery } from '@tanstack/react-query';
import { approveAdminReceipt, getAdminReceiptImage, rejectAdminReceipt } from '@mockexam/api-client';
import { adminKeys, useInvalidate } from '../queryKeys';

/** The image, fetched with the staff token (so as a blob, not by <img src>); a receipt's image never changes. */
export const useReceiptImage = (imageUrl: string) =>
  useQuery({
    queryKey: adminKeys.receiptImage(imageUrl),
    queryFn: () => getAdminReceiptImage(imageUrl),
    staleTime: Infinity,
  });

function useReceiptDecided(orderNo: string) {
  const invalidate = useInvalidate();
  return () => invalidate(adminKeys.receipts, adminKeys.order(orderNo), adminKeys.orders, adminKeys.dashboard);
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
