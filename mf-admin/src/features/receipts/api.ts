// The receipts queue: uploaded bank receipts awaiting approval, oldest first (approving or rejecting one, in
// components/receipt, invalidates it).
import { useQuery, queryOptions } from '@tanstack/react-query';
import { getAdminReceipts, queryKeys } from '@mockexam/api-client';

export const pendingReceiptsQuery = () =>
  queryOptions({ queryKey: [...queryKeys.adminReceipts, 'pending'], queryFn: () => getAdminReceipts('pending') });
export const usePendingReceipts = () => useQuery(pendingReceiptsQuery());
