// The receipts queue: uploaded bank receipts awaiting approval, oldest first (approving or rejecting one, in
// components/receipt, invalidates it).
import { useQuery } from '@tanstack/react-query';
import { getAdminReceipts } from '@mockexam/api-client';
import { adminKeys } from '../../components/queryKeys';

export const usePendingReceipts = () =>
  useQuery({ queryKey: [...adminKeys.receipts, 'pending'], queryFn: () => getAdminReceipts('pending') });
