import { emptyDraft, type EnrolmentDraft } from '@mockexam/session';
import { draftToOrder } from '../../lib/draft';
import { forgetIdempotencyKey, idempotencyKeyFor } from './idempotency';

const complete: EnrolmentDraft = {
  ...emptyDraft(),
  selected_exam: [{ product_id: 'chi', price: 450 }],
  selected_total_amount: 450,
  homeRoom: false,
  designatedRoom: 3,
  selected_shipping_method: 'ordinary_post',
  filled_address: 'Flat A, 1 Queen’s Road',
  addressee: '陳大文',
  phone: '9123 4567',
  selected_payment_method: 'fps',
};

describe('order idempotency key', () => {
  it('keeps one idempotency key per draft until the order exists', () => {
    forgetIdempotencyKey();
    const order = draftToOrder(complete);
    const first = idempotencyKeyFor(order);
    expect(idempotencyKeyFor(draftToOrder(complete))).toBe(first);
    const changed = idempotencyKeyFor(draftToOrder({ ...complete, selected_payment_method: 'bank' }));
    expect(changed).not.toBe(first);
    forgetIdempotencyKey();
    expect(idempotencyKeyFor(order)).not.toBe(first);
  });
});
