import { emptyDraft, type EnrolmentDraft } from '@mockexam/session';
import { checkDraft } from './checkDraft';
import { draftToOrder } from './draft';

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

describe('checkout draft', () => {
  it('turns a complete draft into the order request', () => {
    expect(checkDraft(complete)).toEqual([]);
    expect(draftToOrder(complete)).toMatchObject({
      product_ids: ['chi'],
      exam_mode: 'venue',
      venue_id: 3,
      payment_method: 'fps',
      shipping: { method: 'ordinary_post', address: 'Flat A, 1 Queen’s Road', recipient_name: '陳大文' },
    });
  });

  it('names every missing choice with the spec message key', () => {
    const keys = checkDraft(emptyDraft()).map((p) => p.key);
    expect(keys).toEqual(
      expect.arrayContaining([
        'PRODUCTS_REQUIRED',
        'EXAM_MODE_REQUIRED',
        'POSTAGE_REQUIRED',
        'RECIPIENT_NAME_REQUIRED',
        'RECIPIENT_PHONE_REQUIRED',
        'PAYMENT_METHOD_REQUIRED',
      ]),
    );
  });

  it('needs a venue in venue mode and the postage details', () => {
    const keys = checkDraft({ ...complete, designatedRoom: null, filled_address: '' }).map((p) => p.key);
    expect(keys).toEqual(expect.arrayContaining(['VENUE_REQUIRED', 'ADDRESS_REQUIRED']));
    const locker = checkDraft({ ...complete, selected_shipping_method: 'smart_locker', filled_address: undefined });
    expect(locker.map((p) => p.key)).toEqual(['POSTAGE_DETAILS_REQUIRED']);
    expect(checkDraft({ ...complete, homeRoom: true, designatedRoom: null })).toEqual([]);
  });
});
