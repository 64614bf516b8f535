// The bank-transfer page's call: the deposit receipt upload (its reads are the shared ones in lib/api.ts).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadReceipt, queryKeys } from '@mockexam/api-client';

export interface ReceiptUpload {
  file: File;
  /** Upload progress in percent. */
  onProgress: (percent: number) => void;
}

/**
 * POST /api/payment/supporting_doc/upload. A receipt changes the order, its payment status and the
 * order list. The status is read again before the mutation ends: the success page opens on it.
 */
export function useUploadReceipt(enrollmentNo: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ file, onProgress }: ReceiptUpload) => uploadReceipt(enrollmentNo, file, file.name, onProgress),
    onSuccess: async () => {
      void client.invalidateQueries({ queryKey: queryKeys.enrolment(enrollmentNo), refetchType: 'none' });
      void client.invalidateQueries({ queryKey: queryKeys.candidateOrders });
      await client.invalidateQueries({ queryKey: queryKeys.paymentStatus(enrollmentNo), refetchType: 'all' });
    },
  });
}
