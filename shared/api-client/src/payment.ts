// Payment status, payee settings and the bank receipt upload (server/README.md).
import type { PaymentSettings, PaymentStatusResponse, ReceiptUploadResponse } from '@mockexam/contracts';
import { call, form } from './http';

/** POST /api/enrollment/payment/status (form: id). */
export const getPaymentStatus = (id: string) =>
  call<PaymentStatusResponse>({ method: 'POST', url: '/enrollment/payment/status', data: form({ id }) });

/** GET /api/payment/settings: the FPS id and bank account candidates pay into. */
export const getPaymentSettings = () => call<PaymentSettings>({ method: 'GET', url: '/payment/settings' });

/** POST /api/payment/supporting_doc/upload (multipart: id, agree, file), with upload progress in percent. */
export function uploadReceipt(id: string, file: Blob, fileName: string, onProgress?: (percent: number) => void) {
  const body = new FormData();
  body.append('id', id);
  body.append('agree', 'true');
  body.append('file', file, fileName);
  return call<ReceiptUploadResponse>({
    method: 'POST',
    url: '/payment/supporting_doc/upload',
    data: body,
    onUploadProgress: (event) => {
      if (onProgress && event.total) onProgress(Math.round((event.loaded / event.total) * 100));
    },
  });
}
