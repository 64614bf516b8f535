import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  AdminDashboard,
  AdminOrderDetail,
  AdminOrdersResponse,
  AdminReceiptsResponse,
  AuditResponse,
  CandidateInfoResponse,
  Order,
} from '@mockexam/contracts';
import { DEMO } from '../../src/seed/demo-accounts';
import { dbKinds } from '../support/db';
import { bearer, login, startTestApp, type TestApp } from '../support/app';
import {
  currentProducts,
  draft,
  multipart,
  newCandidate,
  pngBytes,
  postOrder,
  venueSession,
  type TestCandidate,
} from '../support/orders';

for (const kind of dbKinds()) {
  describe(`back office on ${kind}`, () => {
    let t: TestApp;
    let staff: string;
    let codes: Record<string, string>;
    before(async () => {
      t = await startTestApp(kind);
      staff = await login(t.app, DEMO.admin.realm, DEMO.admin.username, DEMO.admin.password);
      codes = Object.fromEntries((await currentProducts(t.db)).map((p) => [p.subject_code, p.code]));
    });
    after(() => t.close());

    const asStaff = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: Record<string, unknown>) =>
      t.app.inject({ method, url, payload, headers: bearer(staff) });
    const newOrder = async (over: Record<string, unknown> = {}, subject = 'chi') => {
      const me = await newCandidate(t.db);
      const response = await postOrder(t.app, me.token, draft([codes[subject]], over));
      assert.equal(response.statusCode, 201, response.body);
      return { me, no: response.json().enrollment_no as string };
    };
    const upload = async (me: TestCandidate, no: string) => {
      const body = multipart({ id: no, agree: 'true' }, { name: 'r.png', bytes: pngBytes() });
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/payment/supporting_doc/upload',
        payload: body.payload,
        headers: { ...body.headers, ...bearer(me.token) },
      });
      assert.equal(response.statusCode, 200, response.body);
      return response.json().receipt_id as number;
    };
    const myOrder = async (me: TestCandidate, no: string) =>
      Order.parse((await t.app.inject({ method: 'GET', url: `/api/orders/${no}`, headers: bearer(me.token) })).json());

    it('bank transfer: reject with a reason the candidate sees, upload again, approve -> PAID and tickets', async () => {
      const { me, no } = await newOrder({ payment_method: 'bank' });
      const first = await upload(me, no);
      const queue = AdminReceiptsResponse.parse((await asStaff('GET', '/api/admin/receipts')).json());
      assert.ok(queue.some((r) => r.receipt_id === first && r.enrollment_no === no));
      const image = await asStaff('GET', `/api/payment/receipts/${first}/image`);
      assert.equal(image.statusCode, 200);

      assert.equal(
        (await asStaff('POST', `/api/admin/receipts/${first}/reject`, { reason: 'The amount is not visible' }))
          .statusCode,
        200,
      );
      const rejected = await myOrder(me, no);
      assert.equal(rejected.payment_status, 'REJD');
      assert.equal(rejected.reject_reason, 'The amount is not visible');
      assert.equal((await asStaff('POST', `/api/admin/receipts/${first}/reject`, { reason: 'again' })).statusCode, 409);

      const second = await upload(me, no);
      assert.equal((await myOrder(me, no)).payment_status, 'WAPL');
      const approved = await asStaff('POST', `/api/admin/receipts/${second}/approve`, {});
      assert.equal(approved.statusCode, 200, approved.body);
      const paid = await myOrder(me, no);
      assert.equal(paid.payment_status, 'PAID');
      assert.equal(paid.status, 'confirmed');
      const info = CandidateInfoResponse.parse(
        (await t.app.inject({ method: 'GET', url: '/api/candidate_info', headers: bearer(me.token) })).json(),
      );
      assert.equal(info.tickets.length, 1);
      assert.equal(info.tickets[0].exam_mode, 'home');
      assert.equal(info.tickets[0].seat_no, null);

      const detail = AdminOrderDetail.parse((await asStaff('GET', `/api/admin/orders/${no}`)).json());
      assert.equal(detail.payments.length, 1);
      assert.equal(detail.receipts.length, 2);
      assert.deepEqual(
        detail.history.map((h) => h.action),
        ['order.created', 'receipt.uploaded', 'receipt.rejected', 'receipt.uploaded', 'payment.recorded'],
      );
      const staffEntries = detail.history.filter((h) => h.actor_role === 'staff');
      assert.equal(staffEntries.length, 2);
      assert.ok(staffEntries.every((h) => h.actor === DEMO.admin.name));
    });

    it('staff record an FPS payment, cancel (seats back) and extend due times; search finds orders', async () => {
      const { no: paidNo } = await newOrder();
      const recorded = await asStaff('POST', `/api/admin/orders/${paidNo}/payments`, {
        method: 'fps',
        amount_cents: 38000,
        reference: 'FPS123',
      });
      assert.equal(recorded.statusCode, 200, recorded.body);
      assert.equal(recorded.json().order.payment_status, 'PAID');

      const venue = await venueSession(t.db, 'eng');
      const { me, no } = await newOrder({ exam_mode: 'venue', venue_id: venue.venueId }, 'eng');
      const due = new Date(Date.now() + 5 * 24 * 3600_000).toISOString();
      const extended = await asStaff('POST', `/api/admin/orders/${no}/extend`, { due_at: due });
      assert.equal(extended.json().order.due_at, due);
      assert.equal(
        (await asStaff('POST', `/api/admin/orders/${no}/extend`, { due_at: new Date(Date.now() - 1000).toISOString() }))
          .statusCode,
        400,
      );
      const taken = (await venueSession(t.db, 'eng')).seatsTaken;
      const cancelled = await asStaff('POST', `/api/admin/orders/${no}/cancel`, { reason: 'asked by phone' });
      assert.equal(cancelled.json().order.status, 'cancelled');
      assert.equal((await venueSession(t.db, 'eng')).seatsTaken, taken - 1);

      const byNo = AdminOrdersResponse.parse((await asStaff('GET', `/api/admin/orders?q=${no}`)).json());
      assert.deepEqual(
        byNo.orders.map((o) => o.enrollment_no),
        [no],
      );
      const byPhone = AdminOrdersResponse.parse((await asStaff('GET', `/api/admin/orders?q=${me.phone}`)).json());
      assert.ok(byPhone.orders.some((o) => o.enrollment_no === no));
      const byName = AdminOrdersResponse.parse(
        (await asStaff('GET', `/api/admin/orders?q=${encodeURIComponent(byNo.orders[0].candidate_name)}`)).json(),
      );
      assert.ok(byName.orders.some((o) => o.enrollment_no === no));
      const byStatus = AdminOrdersResponse.parse((await asStaff('GET', '/api/admin/orders?status=cancelled')).json());
      assert.ok(
        byStatus.orders.every((o) => o.status === 'cancelled') && byStatus.orders.some((o) => o.enrollment_no === no),
      );

      // The same receipt image for two orders: the second is flagged, and staff can list flagged orders.
      const a = await newOrder({ payment_method: 'bank' }, 'hist');
      const b = await newOrder({ payment_method: 'bank' }, 'hist');
      const image = pngBytes();
      for (const { me: who, no: which } of [a, b]) {
        const body = multipart({ id: which, agree: 'true' }, { name: 'same.png', bytes: image });
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/payment/supporting_doc/upload',
          payload: body.payload,
          headers: { ...body.headers, ...bearer(who.token) },
        });
        assert.equal(response.statusCode, 200);
      }
      // b is then paid by FPS: approving its waiting receipt records no second payment.
      const bTotal = AdminOrderDetail.parse((await asStaff('GET', `/api/admin/orders/${b.no}`)).json()).order
        .total_cents;
      await asStaff('POST', `/api/admin/orders/${b.no}/payments`, { method: 'fps', amount_cents: bTotal });
      const waiting = AdminReceiptsResponse.parse((await asStaff('GET', '/api/admin/receipts')).json()).find(
        (r) => r.enrollment_no === b.no,
      )!;
      assert.equal((await asStaff('POST', `/api/admin/receipts/${waiting.receipt_id}/approve`, {})).statusCode, 200);
      const settled = AdminOrderDetail.parse((await asStaff('GET', `/api/admin/orders/${b.no}`)).json());
      assert.equal(settled.payments.length, 1);
      assert.equal(settled.order.payment_status, 'PAID');
      const flagged = AdminOrdersResponse.parse((await asStaff('GET', '/api/admin/orders?flagged=true')).json());
      assert.deepEqual(
        flagged.orders.map((o) => o.enrollment_no),
        [b.no],
      );
      assert.match(flagged.orders[0].flag_reason ?? '', new RegExp(a.no));
      assert.equal(waiting.duplicate_of_other_order, true);

      const dash = AdminDashboard.parse((await asStaff('GET', '/api/admin/dashboard')).json());
      assert.equal(dash.flagged_orders, 1);
      assert.ok(dash.orders_by_status.cancelled >= 1 && dash.orders_by_status.confirmed >= 1);
      const session = dash.sessions.find((s) => s.session_id === venue.sessionId)!;
      assert.equal(session.seats_left, session.capacity - (taken - 1));
    });

    it('cycle set-up: dates, products and prices, venues and sessions, postage, payee details; all in the audit log', async () => {
      const cycles = (await asStaff('GET', '/api/admin/cycles')).json();
      const current = cycles.find((c: { is_current: boolean }) => c.is_current);
      const product = current.products.find((p: { subject: string }) => p.subject === 'hist');
      assert.equal(
        (await asStaff('PUT', `/api/admin/products/${product.product_db_id}`, { price_cents: 33300 })).statusCode,
        200,
      );
      const products = (await t.app.inject({ method: 'GET', url: '/api/products' })).json();
      assert.equal(
        products.find((p: { product_id: string }) => p.product_id === product.product_id).price_cents,
        33300,
      );

      const end = new Date(Date.now() + 40 * 24 * 3600_000).toISOString();
      assert.equal(
        (await asStaff('PUT', `/api/admin/cycles/${current.cycle_id}/events`, { events: { person_enrol_end: end } }))
          .statusCode,
        200,
      );
      assert.equal((await t.app.inject({ method: 'GET', url: '/api/events' })).json().person_enrol_end, end);

      const venue = await asStaff('POST', '/api/admin/venues', {
        name_zh: '測試中心',
        name_en: 'Test Centre',
        address_zh: '香港',
        address_en: 'Hong Kong',
      });
      const venueId = venue.json().id;
      const session = await asStaff('POST', `/api/admin/venues/${venueId}/sessions`, {
        subject: 'hist',
        starts_at: '2030-12-31T00:00:00Z',
        ends_at: '2030-12-31T05:00:00Z',
        capacity: 2,
      });
      assert.equal(session.statusCode, 200, session.body);
      const { me } = { me: await newCandidate(t.db) };
      assert.equal(
        (await postOrder(t.app, me.token, draft([codes.hist], { exam_mode: 'venue', venue_id: venueId }))).statusCode,
        201,
      );
      assert.equal(
        (await asStaff('PUT', `/api/admin/venue_sessions/${session.json().id}`, { capacity: 0 })).statusCode,
        409,
      );
      assert.equal(
        (await asStaff('PUT', `/api/admin/venue_sessions/${session.json().id}`, { capacity: 1 })).statusCode,
        200,
      );
      const full = await postOrder(
        t.app,
        (await newCandidate(t.db)).token,
        draft([codes.hist], { exam_mode: 'venue', venue_id: venueId }),
      );
      assert.equal(full.json().msg_en, 'Fully booked!');

      assert.equal((await asStaff('PUT', '/api/admin/postage_methods/post', { fee_cents: 1800 })).statusCode, 200);
      const settings = {
        fps_id: '1234567',
        fps_name: 'Mock Exams Ltd',
        bank_name_zh: '銀行',
        bank_name_en: 'Bank',
        bank_account_no: '012-345-678',
        bank_account_name: 'Mock Exams Ltd',
      };
      assert.equal((await asStaff('PUT', '/api/admin/settings/payment', settings)).statusCode, 200);
      assert.deepEqual((await t.app.inject({ method: 'GET', url: '/api/payment/settings' })).json(), settings);

      const audit = AuditResponse.parse((await asStaff('GET', '/api/admin/audit?limit=50')).json());
      const actions = new Set(audit.filter((a) => a.actor === DEMO.admin.name).map((a) => a.action));
      for (const action of [
        'product.updated',
        'cycle.events_updated',
        'venue.created',
        'venue_session.created',
        'venue_session.updated',
        'postage_method.updated',
        'settings.payment_updated',
      ]) {
        assert.ok(actions.has(action), action);
      }
    });
  });
}
