import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { CandidateInfoResponse, FpsNotifyResponse, ReceiptUploadResponse } from '@mockexam/contracts';
import { signBody } from '../../src/modules/payments/signature';
import { dbKinds } from '../support/db';
import { DEMO } from '../../src/seed/demo-accounts';
import { bearer, login, startTestApp, type TestApp } from '../support/app';
import {
  currentProducts,
  draft,
  jpegBytes,
  multipart,
  newCandidate,
  pngBytes,
  postOrder,
  venueSession,
} from '../support/orders';

const SECRET = 'test-fps-secret';

for (const kind of dbKinds()) {
  describe(`payments on ${kind}`, () => {
    let t: TestApp;
    let chiCode: string;
    before(async () => {
      t = await startTestApp(kind, undefined, { fpsNotifySecret: SECRET });
      chiCode = (await currentProducts(t.db)).find((p) => p.subject_code === 'chi')!.code;
    });
    after(() => t.close());

    const notify = (body: Record<string, unknown>, secret = SECRET) => {
      const raw = JSON.stringify(body);
      return t.app.inject({
        method: 'POST',
        url: '/api/payment/fps/notify',
        payload: raw,
        headers: { 'content-type': 'application/json', 'x-signature': signBody(secret, raw) },
      });
    };
    const newOrder = async (over: Record<string, unknown> = {}) => {
      const me = await newCandidate(t.db);
      const response = await postOrder(t.app, me.token, draft([chiCode], over));
      assert.equal(response.statusCode, 201, response.body);
      return { me, order: response.json() as { enrollment_no: string; total_cents: number } };
    };

    it('an FPS notice signed with the secret pays the order once and issues its admission ticket', async () => {
      const venue = await venueSession(t.db, 'chi');
      const { me, order } = await newOrder({ exam_mode: 'venue', venue_id: venue.venueId });
      const notice = {
        txn_id: `T-${order.enrollment_no}`,
        bill_number: order.enrollment_no,
        amount_cents: order.total_cents,
        currency: 'HKD',
        paid_at: new Date().toISOString(),
      };
      const first = await notify(notice);
      assert.equal(first.statusCode, 200, first.body);
      assert.deepEqual(FpsNotifyResponse.parse(first.json()), {
        accepted: true,
        duplicate: false,
        payment_status: 'PAID',
      });
      const again = await notify(notice);
      assert.deepEqual(again.json(), { accepted: true, duplicate: true, payment_status: 'PAID' });
      const payments = await t.db.query(
        'select 1 from payments p join orders o on o.id = p.order_id where o.enrollment_no = $1',
        [order.enrollment_no],
      );
      assert.equal(payments.rows.length, 1);

      const info = CandidateInfoResponse.parse(
        (await t.app.inject({ method: 'GET', url: '/api/candidate_info', headers: bearer(me.token) })).json(),
      );
      assert.equal(info.status, 'issued');
      assert.equal(info.tickets.length, 1);
      const ticket = info.tickets[0];
      assert.match(ticket.candidate_no_display, /^[A-Z0-9]{4} [A-Z0-9]{4}$/);
      assert.equal(ticket.subject, 'chi');
      assert.equal(ticket.exam_mode, 'venue');
      assert.ok(ticket.venue_name_en && ticket.seat_no && ticket.starts_at && ticket.exam_date);
      assert.match(ticket.paper_names_en, /Paper 1/);
      const status = await t.app.inject({
        method: 'POST',
        url: '/api/enrollment/payment/status',
        payload: `id=${order.enrollment_no}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...bearer(me.token) },
      });
      assert.equal(status.json().payment_status, 'PAID');
      assert.equal(status.json().success, true);
    });

    it('the amount decides: part payment, then the balance, then an overpayment', async () => {
      const { order } = await newOrder();
      const pay = (txn: string, cents: number) =>
        notify({
          txn_id: txn,
          bill_number: order.enrollment_no,
          amount_cents: cents,
          paid_at: new Date().toISOString(),
        });
      assert.equal((await pay(`${order.enrollment_no}-a`, 100)).json().payment_status, 'PART');
      assert.equal((await pay(`${order.enrollment_no}-b`, order.total_cents - 100)).json().payment_status, 'PAID');
      assert.equal((await pay(`${order.enrollment_no}-c`, 50)).json().payment_status, 'OVRP');
      const row = await t.db.query<{ paid_cents: number; status: string }>(
        'select paid_cents, status from orders where enrollment_no = $1',
        [order.enrollment_no],
      );
      assert.deepEqual(row.rows[0], { paid_cents: order.total_cents + 50, status: 'confirmed' });
    });

    it('a bank transaction id already recorded for another order is refused (409) and audited for staff', async () => {
      const first = (await newOrder()).order;
      const second = (await newOrder()).order;
      const txn = `REUSED-${first.enrollment_no}`;
      const paid = await notify({
        txn_id: txn,
        bill_number: first.enrollment_no,
        amount_cents: first.total_cents,
        paid_at: new Date().toISOString(),
      });
      assert.equal(paid.json().payment_status, 'PAID');
      const reused = await notify({
        txn_id: txn,
        bill_number: second.enrollment_no,
        amount_cents: second.total_cents,
        paid_at: new Date().toISOString(),
      });
      assert.equal(reused.statusCode, 409, reused.body);
      assert.equal(reused.json().msg_en, 'This bank transaction was already recorded for another order');
      assert.equal(reused.json().msg_zh, '此銀行交易已記錄於另一張訂單');
      const state = await t.db.query<{ payment_status: string; paid_cents: number }>(
        'select payment_status, paid_cents from orders where enrollment_no = $1',
        [second.enrollment_no],
      );
      assert.deepEqual(state.rows[0], { payment_status: 'PEND', paid_cents: 0 });
      const audit = await t.db.query<{ actor_role: string; data: { bank_txn_id: string; recorded_for: string } }>(
        `select a.actor_role, a.data from audit_log a join orders o on a.entity_id = o.id::text
          where a.entity = 'order' and o.enrollment_no = $1 and a.action = 'payment.txn_id_reused'`,
        [second.enrollment_no],
      );
      assert.equal(audit.rows.length, 1);
      assert.equal(audit.rows[0].actor_role, 'bank');
      assert.equal(audit.rows[0].data.bank_txn_id, txn);
      assert.equal(audit.rows[0].data.recorded_for, first.enrollment_no);
    });

    it('money for a cancelled order: PACN for the candidate, flagged in the staff list of orders needing attention', async () => {
      const { me, order } = await newOrder();
      const cancelled = await t.app.inject({
        method: 'POST',
        url: '/api/enrollment/cancel',
        payload: `id=${order.enrollment_no}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...bearer(me.token) },
      });
      assert.equal(cancelled.statusCode, 200, cancelled.body);
      const paid = await notify({
        txn_id: `LATE-${order.enrollment_no}`,
        bill_number: order.enrollment_no,
        amount_cents: order.total_cents,
        paid_at: new Date().toISOString(),
      });
      assert.equal(paid.statusCode, 200, paid.body);
      assert.equal(paid.json().payment_status, 'PACN');
      const status = await t.app.inject({
        method: 'POST',
        url: '/api/enrollment/payment/status',
        payload: `id=${order.enrollment_no}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...bearer(me.token) },
      });
      assert.equal(status.json().payment_status, 'PACN');
      assert.equal(status.json().success, false);
      const staff = await login(t.app, DEMO.admin.realm, DEMO.admin.username, DEMO.admin.password);
      const flagged = await t.app.inject({
        method: 'GET',
        url: '/api/admin/orders?flagged=true&limit=200',
        headers: bearer(staff),
      });
      const listed = flagged
        .json()
        .orders.find((o: { enrollment_no: string }) => o.enrollment_no === order.enrollment_no);
      assert.ok(listed, 'the order is in the staff list of flagged orders');
      assert.equal(listed.payment_status, 'PACN');
      assert.equal(listed.status, 'cancelled');
    });

    it('refuses unsigned, wrongly signed and unconfigured notices', async () => {
      const { order } = await newOrder();
      const body = {
        txn_id: 'X1',
        bill_number: order.enrollment_no,
        amount_cents: order.total_cents,
        paid_at: new Date().toISOString(),
      };
      assert.equal((await notify(body, 'wrong-secret')).statusCode, 401);
      const unsigned = await t.app.inject({ method: 'POST', url: '/api/payment/fps/notify', payload: body });
      assert.equal(unsigned.statusCode, 401);
      const bare = await startTestApp(kind);
      try {
        const raw = JSON.stringify(body);
        const response = await bare.app.inject({
          method: 'POST',
          url: '/api/payment/fps/notify',
          payload: raw,
          headers: { 'content-type': 'application/json', 'x-signature': signBody(SECRET, raw) },
        });
        assert.equal(response.statusCode, 503);
      } finally {
        await bare.close();
      }
      const status = await t.db.query<{ payment_status: string }>(
        'select payment_status from orders where enrollment_no = $1',
        [order.enrollment_no],
      );
      assert.equal(status.rows[0].payment_status, 'PEND');
    });

    it('a receipt upload moves the order to WAPL, says when it is processed, and is served to its owner and staff only', async () => {
      const { me, order } = await newOrder({ payment_method: 'bank' });
      const upload = multipart(
        { id: order.enrollment_no, agree: 'true' },
        { name: 'receipt.PNG', bytes: pngBytes(), type: 'image/png' },
      );
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/payment/supporting_doc/upload',
        payload: upload.payload,
        headers: { ...upload.headers, ...bearer(me.token) },
      });
      assert.equal(response.statusCode, 200, response.body);
      const body = ReceiptUploadResponse.parse(response.json());
      assert.equal(body.payment_status, 'WAPL');
      assert.match(body.processing_date, /^\d{4}-\d{2}-\d{2}$/);
      const image = await t.app.inject({
        method: 'GET',
        url: `/api/payment/receipts/${body.receipt_id}/image`,
        headers: bearer(me.token),
      });
      assert.equal(image.statusCode, 200);
      assert.equal(image.headers['content-type'], 'image/png');
      assert.equal(image.headers['x-content-type-options'], 'nosniff');
      assert.match(String(image.headers['content-disposition']), /^inline; filename="receipt-\d+\.png"$/);
      const other = await newCandidate(t.db);
      assert.equal(
        (
          await t.app.inject({
            method: 'GET',
            url: `/api/payment/receipts/${body.receipt_id}/image`,
            headers: bearer(other.token),
          })
        ).statusCode,
        404,
      );
      assert.equal(
        (await t.app.inject({ method: 'GET', url: `/api/payment/receipts/${body.receipt_id}/image` })).statusCode,
        401,
      );
      const sha = await t.db.query<{ sha256: string; storage_path: string }>(
        'select sha256, storage_path from receipts where id = $1',
        [body.receipt_id],
      );
      assert.match(sha.rows[0].sha256, /^[0-9a-f]{64}$/);
      assert.ok(!sha.rows[0].storage_path.includes('..'));
    });

    it('the same image for a second order is flagged for staff', async () => {
      const bytes = jpegBytes();
      for (const [index, flagged] of [
        [0, false],
        [1, true],
      ] as const) {
        const { me, order } = await newOrder({ payment_method: 'bank' });
        const upload = multipart({ id: order.enrollment_no, agree: 'true' }, { name: `r${index}.jpg`, bytes });
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/payment/supporting_doc/upload',
          payload: upload.payload,
          headers: { ...upload.headers, ...bearer(me.token) },
        });
        assert.equal(response.statusCode, 200, response.body);
        const row = await t.db.query<{ flagged_for_staff: boolean }>(
          'select flagged_for_staff from orders where enrollment_no = $1',
          [order.enrollment_no],
        );
        assert.equal(row.rows[0].flagged_for_staff, flagged);
      }
    });

    it('bad uploads: wrong first bytes, an SVG renamed .png, a PDF, empty, over 5 MB', async () => {
      const { me, order } = await newOrder({ payment_method: 'bank' });
      const FORMAT = 'The uploaded file is not in PNG, JPG, or JPEG format. Please upload an appropriate image.';
      const cases: [string, Buffer, number, string][] = [
        ['fake.png', Buffer.from('GIF89a not a png at all'), 400, FORMAT],
        [
          'drawing.png',
          Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
          400,
          FORMAT,
        ],
        ['receipt.pdf', Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj'), 400, FORMAT],
        ['receipt.pdf.png', Buffer.from('%PDF-1.7\n'), 400, FORMAT],
        ['photo.gif', pngBytes(), 400, FORMAT],
        ['empty.png', Buffer.alloc(0), 400, 'The uploaded file is empty'],
        [
          'huge.png',
          Buffer.concat([pngBytes(), Buffer.alloc(5 * 1024 * 1024)]),
          413,
          'The image is larger than 5 MB. Please upload a smaller image.',
        ],
      ];
      for (const [name, bytes, status, message] of cases) {
        const upload = multipart({ id: order.enrollment_no, agree: 'true' }, { name, bytes });
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/payment/supporting_doc/upload',
          payload: upload.payload,
          headers: { ...upload.headers, ...bearer(me.token), 'x-locale': 'en' },
        });
        assert.equal(response.statusCode, status, `${name}: ${response.body}`);
        assert.equal(response.json().msg, message, name);
      }
      const noFile = multipart({ id: order.enrollment_no });
      const missing = await t.app.inject({
        method: 'POST',
        url: '/api/payment/supporting_doc/upload',
        payload: noFile.payload,
        headers: { ...noFile.headers, ...bearer(me.token) },
      });
      assert.equal(missing.statusCode, 400);
      const disagree = multipart({ id: order.enrollment_no, agree: 'false' }, { name: 'a.png', bytes: pngBytes() });
      const refused = await t.app.inject({
        method: 'POST',
        url: '/api/payment/supporting_doc/upload',
        payload: disagree.payload,
        headers: { ...disagree.headers, ...bearer(me.token), 'x-locale': 'en' },
      });
      assert.equal(refused.json().msg, 'Please read and agree to the upload instructions.');
      const receipts = await t.db.query(
        'select 1 from receipts r join orders o on o.id = r.order_id where o.enrollment_no = $1',
        [order.enrollment_no],
      );
      assert.equal(receipts.rows.length, 0);
      const state = await t.db.query<{ payment_status: string }>(
        'select payment_status from orders where enrollment_no = $1',
        [order.enrollment_no],
      );
      assert.equal(state.rows[0].payment_status, 'PEND');
      const other = await newCandidate(t.db);
      const theirs = multipart({ id: order.enrollment_no, agree: 'true' }, { name: 'a.png', bytes: pngBytes() });
      const notMine = await t.app.inject({
        method: 'POST',
        url: '/api/payment/supporting_doc/upload',
        payload: theirs.payload,
        headers: { ...theirs.headers, ...bearer(other.token) },
      });
      assert.equal(notMine.statusCode, 404);
    });
  });
}
