// The receipt state machine: only a pending receipt moves, and a move off the allow-list changes nothing.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ReceiptUploadResponse } from '@mockexam/contracts';
import { AppError } from '../../src/lib/app-error';
import {
  canMoveReceipt,
  RECEIPT_TRANSITIONS,
  transitionReceipt,
  type ReceiptStatus,
} from '../../src/modules/payments/receipt-state';
import { DEMO } from '../../src/seed/demo-accounts';
import { dbKinds } from '../support/db';
import { jpeg } from '../support/images';
import { bearer, login, startTestApp, type TestApp } from '../support/app';
import { currentProducts, draft, multipart, newCandidate, postOrder } from '../support/orders';

describe('receipt transitions', () => {
  it('only a pending receipt moves: to approved, rejected or replaced', () => {
    const states = Object.keys(RECEIPT_TRANSITIONS) as ReceiptStatus[];
    const allowed = states.flatMap((from) =>
      states.filter((to) => canMoveReceipt(from, to)).map((to) => `${from}>${to}`),
    );
    assert.deepEqual(allowed, ['pending>approved', 'pending>rejected', 'pending>replaced']);
  });
});

for (const kind of dbKinds()) {
  describe(`receipt state machine on ${kind}`, () => {
    let t: TestApp;
    let staff: string;
    before(async () => {
      t = await startTestApp(kind);
      staff = await login(t.app, DEMO.admin.realm, DEMO.admin.username, DEMO.admin.password);
    });
    after(() => t.close());

    const statusOf = async (id: number) =>
      (await t.db.query<{ status: string }>('select status from receipts where id = $1', [id])).rows[0].status;

    it('an approved receipt cannot be rejected or replaced: refused, and it stays approved', async () => {
      const chi = (await currentProducts(t.db)).find((p) => p.subject_code === 'chi')!.code;
      const me = await newCandidate(t.db);
      const order = await postOrder(t.app, me.token, draft([chi], { payment_method: 'bank' }));
      assert.equal(order.statusCode, 201, order.body);
      const body = multipart(
        { id: order.json().enrollment_no, agree: 'true' },
        { name: 'r.jpeg', bytes: jpeg(200, 150, 7) },
      );
      const uploaded = await t.app.inject({
        method: 'POST',
        url: '/api/payment/supporting_doc/upload',
        payload: body.payload,
        headers: { ...body.headers, ...bearer(me.token) },
      });
      assert.equal(uploaded.statusCode, 200, uploaded.body);
      const receiptId = ReceiptUploadResponse.parse(uploaded.json()).receipt_id;
      const approve = await t.app.inject({
        method: 'POST',
        url: `/api/admin/receipts/${receiptId}/approve`,
        payload: {},
        headers: bearer(staff),
      });
      assert.equal(approve.statusCode, 200, approve.body);
      assert.equal(await statusOf(receiptId), 'approved');

      const reject = await t.app.inject({
        method: 'POST',
        url: `/api/admin/receipts/${receiptId}/reject`,
        payload: { reason: 'too late' },
        headers: bearer(staff),
      });
      assert.equal(reject.statusCode, 409, reject.body);
      assert.equal(reject.json().code, 'RECEIPT_NOT_PENDING');

      await assert.rejects(
        t.db.tx((q) => transitionReceipt(q, receiptId, { to: 'replaced' })),
        (error: unknown) => error instanceof AppError && error.code === 'RECEIPT_NOT_PENDING',
      );
      assert.equal(await statusOf(receiptId), 'approved');
    });
  });
}
