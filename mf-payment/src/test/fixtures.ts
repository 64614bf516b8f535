// API answers for the payment pages' tests.
import type { EnrolmentInfo, Order, PaymentSettings, PaymentStatusResponse } from '@mockexam/contracts';

export const order = (patch: Partial<Order> = {}): Order =>
  ({
    enrollment_no: 'E0001',
    status: 'pending',
    payment_status: 'PEND',
    payment_method: 'fps',
    exam_mode: 'venue',
    venue_id: 1,
    total: 450,
    total_cents: 45000,
    paid_cents: 0,
    due_at: new Date(Date.now() + 30 * 60_000).toISOString(),
    created_at: new Date().toISOString(),
    items: [],
    shipping: null,
    can_reselect: false,
    ...patch,
  }) as Order;

export const info = (patch: Partial<Order> = {}, success = false): EnrolmentInfo => {
  const o = order(patch);
  return { enrollment_no: o.enrollment_no, payment_status: o.payment_status, success, order: o };
};

export const status = (code: PaymentStatusResponse['payment_status']): PaymentStatusResponse => ({
  enrollment_no: 'E0001',
  payment_status: code,
  success: code === 'PAID' || code === 'OVRP',
  paid_at: code === 'PAID' ? '2024-10-01T10:00:00+08:00' : null,
});

export const SETTINGS: PaymentSettings = {
  fps_id: '1234567',
  fps_name: 'Mock Exam Ltd',
  bank_name_zh: '香港銀行',
  bank_name_en: 'Hong Kong Bank',
  bank_account_no: '012-345678-901',
  bank_account_name: 'MOCK EXAM LTD',
};
