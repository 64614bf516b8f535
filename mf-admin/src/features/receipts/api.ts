// The receipts queue: uploaded bank receipts awaiting approval, oldest first.
import { getAdminReceipts } from '@mockexam/api-client';
import { useLoad } from '../../lib';

export const usePendingReceipts = () => useLoad(() => getAdminReceipts('pending'));
