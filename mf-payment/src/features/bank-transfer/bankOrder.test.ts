import type { EnrolmentInfo, Order, PaymentStatusCode } from '@mockexam/contracts';
import { bankOrderState } from './bankOrder';

const info = (order: Partial<Order>, payment_status: PaymentStatusCode = 'PEND'): EnrolmentInfo =>
  ({
    enrollment_no: 'E0001',
    payment_status,
    success: false,
    order: { payment_method: 'bank', status: 'pending', ...order },
  }) as EnrolmentInfo;

describe('what the bank-transfer page offers', () => {
  it('takes a receipt for an open bank-transfer order that is not settled', () => {
    expect(bankOrderState(info({}))).toEqual({ bankOrder: true, settled: false, canUpload: true });
    expect(bankOrderState(info({ status: 'awaiting_approval' }, 'REJD')).canUpload).toBe(true);
  });

  it('takes none on an FPS order, a settled one or a closed one', () => {
    expect(bankOrderState(info({ payment_method: 'fps' }))).toEqual({
      bankOrder: false,
      settled: false,
      canUpload: false,
    });
    expect(bankOrderState(info({ status: 'awaiting_approval' }, 'WAPL'))).toEqual({
      bankOrder: true,
      settled: true,
      canUpload: false,
    });
    expect(bankOrderState(info({ status: 'expired' }, 'OVDU')).canUpload).toBe(false);
  });
});
