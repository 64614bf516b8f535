import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { CreateOrderResponse, EnrolmentInfo, Order, OrdersResponse, PaymentStatusResponse } from '@mockexam/contracts';
import { dbKinds } from '../support/db';
import { DEMO } from '../../src/seed/demo-accounts';
import { sweepExpiredOrders } from '../../src/modules/orders/expiry';
import { bearer, form, login, startTestApp, type TestApp } from '../support/app';
import { currentProducts, draft, newCandidate, postOrder, venueSession } from '../support/orders';

for (const kind of dbKinds()) {
  describe(`orders and seats on ${kind}`, () => {
    let t: TestApp;
    let products: { code: string; subject_code: string; price_cents: number }[];
    const code = (subject: string) => products.find((p) => p.subject_code === subject)!.code;
    const seatsTaken = async (sessionId: number) =>
      (await t.db.query<{ n: number }>('select seats_taken as n from venue_sessions where id = $1', [sessionId]))
        .rows[0].n;

    before(async () => {
      t = await startTestApp(kind);
      products = await currentProducts(t.db);
    });
    after(() => t.close());

    it('a venue order reserves a seat per item, answers the enrolment number and a 30-minute FPS deadline', async () => {
      const me = await newCandidate(t.db);
      const chi = await venueSession(t.db, 'chi');
      const eng = await venueSession(t.db, 'eng');
      const before = Date.now();
      const response = await postOrder(
        t.app,
        me.token,
        draft([code('chi'), code('eng')], { exam_mode: 'venue', venue_id: chi.venueId }),
      );
      assert.equal(response.statusCode, 201, response.body);
      const created = CreateOrderResponse.parse(response.json());
      assert.match(created.enrollment_no, /^\d+$/);
      assert.equal(created.payment_status, 'PEND');
      const dueIn = Date.parse(created.due_at) - before;
      assert.ok(dueIn > 29 * 60_000 && dueIn <= 30 * 60_000 + 5000, `due in ${dueIn} ms`);
      const fee = 0; // ordinary post
      assert.equal(
        created.total_cents,
        products.filter((p) => ['chi', 'eng'].includes(p.subject_code)).reduce((s, p) => s + p.price_cents, fee),
      );
      assert.equal(await seatsTaken(chi.sessionId), chi.seatsTaken + 1);
      assert.equal(await seatsTaken(eng.sessionId), eng.seatsTaken + 1);

      const list = OrdersResponse.parse(
        (await t.app.inject({ method: 'GET', url: '/api/orders', headers: bearer(me.token) })).json(),
      );
      assert.equal(list.length, 1);
      assert.deepEqual(list[0].items.map((i) => i.venue_session_id).sort(), [chi.sessionId, eng.sessionId].sort());
      assert.equal(list[0].shipping?.method, 'ordinary_post');
      const one = await t.app.inject({
        method: 'GET',
        url: `/api/orders/${created.enrollment_no}`,
        headers: bearer(me.token),
      });
      assert.equal(Order.parse(one.json()).enrollment_no, created.enrollment_no);
      const other = await newCandidate(t.db);
      const theirs = await t.app.inject({
        method: 'GET',
        url: `/api/orders/${created.enrollment_no}`,
        headers: bearer(other.token),
      });
      assert.equal(theirs.statusCode, 404);
      const theirInfo = await t.app.inject({
        method: 'POST',
        url: '/api/enrollment',
        ...form({ id: created.enrollment_no }),
        headers: { ...form({}).headers, ...bearer(other.token) },
      });
      assert.equal(theirInfo.statusCode, 404);
    });

    it('the same Idempotency-Key returns the same order; another body under it is refused; none at all is refused', async () => {
      const me = await newCandidate(t.db);
      const body = draft([code('hist')]);
      const first = await postOrder(t.app, me.token, body, 'key-1');
      const second = await postOrder(t.app, me.token, body, 'key-1');
      assert.equal(first.statusCode, 201);
      assert.equal(second.statusCode, 200);
      assert.equal(second.headers['idempotent-replayed'], 'true');
      assert.equal(first.json().enrollment_no, second.json().enrollment_no);
      const changed = await postOrder(t.app, me.token, draft([code('csd')]), 'key-1');
      assert.equal(changed.statusCode, 409);
      assert.equal(changed.json().code, 'IDEMPOTENCY_KEY_REUSED');
      const count = await t.db.query<{ n: number }>('select count(*)::int as n from orders where user_id = $1', [
        me.userId,
      ]);
      assert.equal(count.rows[0].n, 1);
      const noKey = await t.app.inject({
        method: 'POST',
        url: '/api/orders',
        payload: body,
        headers: bearer(me.token),
      });
      assert.equal(noKey.statusCode, 400);
      assert.equal(noKey.json().code, 'VALIDATION_ERROR');
      assert.ok(noKey.json().fields['Idempotency-Key']);
    });

    it('checkout messages of spec section 5, in both languages', async () => {
      const me = await newCandidate(t.db);
      const cases: [Record<string, unknown>, string, string][] = [
        [{ payment_method: 'credit_card' }, 'payment_method', 'Credit card is not supported'],
        [{ payment_method: undefined }, 'payment_method', 'Please choose a payment method'],
        [{ exam_mode: undefined }, 'exam_mode', 'Please choose an exam method'],
        [{ exam_mode: 'venue', venue_id: null }, 'venue_id', 'Please choose an exam venue'],
        [
          { shipping: { method: 'ordinary_post', recipient_name: '', recipient_phone: '91234567', address: 'x' } },
          'shipping.recipient_name',
          'Please enter the recipient name',
        ],
        [
          { shipping: { method: 'ordinary_post', recipient_name: 'A', recipient_phone: '', address: 'x' } },
          'shipping.recipient_phone',
          'Please enter the recipient mobile number',
        ],
        [
          { shipping: { recipient_name: 'A', recipient_phone: '91234567', address: 'x' } },
          'shipping.method',
          'Please choose a postage method',
        ],
        [
          { shipping: { method: 'smart_locker', recipient_name: 'A', recipient_phone: '91234567' } },
          'shipping.parameter1',
          'Please fill in the details of the postage method',
        ],
        [
          { shipping: { method: 'courier_to_door', recipient_name: 'A', recipient_phone: '91234567' } },
          'shipping.address',
          'Please enter the mailing address',
        ],
        [{ product_ids: [] }, 'product_ids', 'Please select at least one subject'],
        [{ product_ids: ['2024-25-chi'] }, 'product_ids', 'This subject is not available'],
      ];
      for (const [over, field, english] of cases) {
        const response = await postOrder(t.app, me.token, draft([code('chi')], over));
        assert.equal(response.statusCode, 400, `${field}: ${response.body}`);
        const body = response.json();
        assert.equal(body.fields?.[field]?.en, english, `${field}: ${response.body}`);
        assert.ok(body.fields[field]['zh-hk'], field);
      }
      const card = await postOrder(t.app, me.token, draft([code('chi')], { payment_method: 'credit_card' }));
      assert.equal(card.json().msg, 'Credit card is not supported');
      assert.equal(card.json().msg_zh, '不接受信用卡付款');
      const none = await t.db.query('select 1 from orders where user_id = $1', [me.userId]);
      assert.equal(none.rows.length, 0);
    });

    it('one live order per subject', async () => {
      const me = await newCandidate(t.db);
      assert.equal((await postOrder(t.app, me.token, draft([code('chi')]))).statusCode, 201);
      const again = await postOrder(t.app, me.token, draft([code('chi'), code('eng')]));
      assert.equal(again.statusCode, 409);
      assert.equal(again.json().msg_en, 'You have already enrolled in this subject');
    });

    it("'Fully booked!' when a session has no seat left, and nothing is kept of the order", async () => {
      const me = await newCandidate(t.db);
      const chi = await venueSession(t.db, 'chi');
      const eng = await venueSession(t.db, 'eng');
      await t.db.query('update venue_sessions set seats_taken = capacity where id = $1', [eng.sessionId]);
      const chiBefore = await seatsTaken(chi.sessionId);
      const lastNo = async () =>
        (await t.db.query<{ n: string }>('select last_value::text as n from enrollment_no_seq')).rows[0].n;
      const noBefore = await lastNo();
      const response = await postOrder(
        t.app,
        me.token,
        draft([code('chi'), code('eng')], { exam_mode: 'venue', venue_id: chi.venueId }),
      );
      assert.equal(response.statusCode, 409);
      assert.equal(response.json().msg_en, 'Fully booked!');
      assert.equal(response.json().msg_zh, '已滿額！');
      assert.equal(await seatsTaken(chi.sessionId), chiBefore, 'the first seat was rolled back');
      const none = await t.db.query('select 1 from orders where user_id = $1', [me.userId]);
      assert.equal(none.rows.length, 0);
      assert.equal(await lastNo(), noBefore, 'a session seen full costs no enrolment number');
      await t.db.query('update venue_sessions set seats_taken = $2 where id = $1', [eng.sessionId, eng.seatsTaken]);
    });

    it('bank transfer is due in 3 days but never after enrolment closes; closed and not-yet-open windows refuse', async () => {
      const me = await newCandidate(t.db);
      const bank = await postOrder(t.app, me.token, draft([code('csd')], { payment_method: 'bank' }));
      assert.equal(bank.statusCode, 201);
      const dueIn = Date.parse(bank.json().due_at) - Date.now();
      assert.ok(dueIn > 71 * 3600_000 && dueIn <= 72 * 3600_000, `${dueIn}`);

      const end = await t.db.query<{ at: Date }>(
        `select e.at from cycle_events e join exam_cycles c on c.id = e.cycle_id where c.is_current and e.key = 'person_enrol_end'`,
      );
      const soon = new Date(Date.now() + 3600_000);
      const setEnd = (at: Date) =>
        t.db.query(
          `update cycle_events set at = $1 where key = 'person_enrol_end' and cycle_id = (select id from exam_cycles where is_current)`,
          [at],
        );
      await setEnd(soon);
      const capped = await postOrder(
        t.app,
        (await newCandidate(t.db)).token,
        draft([code('csd')], { payment_method: 'bank' }),
      );
      assert.equal(capped.json().due_at, soon.toISOString());
      await setEnd(new Date(Date.now() - 1000));
      const closed = await postOrder(t.app, (await newCandidate(t.db)).token, draft([code('csd')]));
      assert.equal(closed.statusCode, 409);
      assert.equal(closed.json().msg_en, 'Enrolment has closed');
      await setEnd(end.rows[0].at);
    });

    it('the spec calls: enrolment info, payment status, cancel (seats come back, once)', async () => {
      const me = await newCandidate(t.db);
      const chi = await venueSession(t.db, 'chi');
      const created = (
        await postOrder(t.app, me.token, draft([code('chi')], { exam_mode: 'venue', venue_id: chi.venueId }))
      ).json();
      const taken = await seatsTaken(chi.sessionId);
      const call = (url: string) =>
        t.app.inject({
          method: 'POST',
          url,
          payload: new URLSearchParams({ id: created.enrollment_no }).toString(),
          headers: { ...form({}).headers, ...bearer(me.token) },
        });
      const info = EnrolmentInfo.parse((await call('/api/enrollment')).json());
      assert.equal(info.payment_status, 'PEND');
      assert.equal(info.success, false);
      const status = PaymentStatusResponse.parse((await call('/api/enrollment/payment/status')).json());
      assert.equal(status.payment_status, 'PEND');
      const cancel = await call('/api/enrollment/cancel');
      assert.equal(cancel.statusCode, 200, cancel.body);
      assert.equal(await seatsTaken(chi.sessionId), taken - 1);
      assert.equal((await call('/api/enrollment/cancel')).statusCode, 409);
      assert.equal(await seatsTaken(chi.sessionId), taken - 1);
      const order = Order.parse(
        (
          await t.app.inject({ method: 'GET', url: `/api/orders/${created.enrollment_no}`, headers: bearer(me.token) })
        ).json(),
      );
      assert.equal(order.status, 'cancelled');
      const audit = await t.db.query<{ action: string; actor_user_id: number }>(
        `select action, actor_user_id from audit_log where entity = 'order' and entity_id = (select id::text from orders where enrollment_no = $1) order by id`,
        [created.enrollment_no],
      );
      assert.deepEqual(
        audit.rows.map((r) => r.action),
        ['order.created', 'order.cancelled'],
      );
      assert.equal(audit.rows[1].actor_user_id, me.userId);
      const ticket = await t.app.inject({ method: 'GET', url: '/api/candidate_info', headers: bearer(me.token) });
      assert.equal(ticket.json().status, 'none');
    });

    it("the order list says why an order ended (the candidate, the payment window, staff with staff's words) and itemises postage", async () => {
      const me = await newCandidate(t.db);
      const place = async (subject: string, shipping?: Record<string, unknown>) => {
        const body = draft([code(subject)]);
        const response = await postOrder(
          t.app,
          me.token,
          shipping ? { ...body, shipping: { ...body.shipping, ...shipping } } : body,
        );
        assert.equal(response.statusCode, 201, response.body);
        return CreateOrderResponse.parse(response.json()).enrollment_no;
      };
      const byMe = await place('chi', { method: 'smart_locker', parameter1: 'LOCKER-1' });
      const late = await place('eng');
      const byStaffWithWords = await place('hist');
      const byStaffSilently = await place('csd');

      const cancel = await t.app.inject({
        method: 'POST',
        url: '/api/enrollment/cancel',
        payload: new URLSearchParams({ id: byMe }).toString(),
        headers: { ...form({}).headers, ...bearer(me.token) },
      });
      assert.equal(cancel.statusCode, 200, cancel.body);
      const open = await place('chi');
      await t.db.query(`update orders set due_at = now() - interval '1 minute' where enrollment_no = $1`, [late]);
      assert.ok((await sweepExpiredOrders(t.db, t.app.notices)) >= 1);
      const staff = await login(t.app, DEMO.admin.realm, DEMO.admin.username, DEMO.admin.password);
      const staffCancel = (no: string, payload: Record<string, string>) =>
        t.app.inject({ method: 'POST', url: `/api/admin/orders/${no}/cancel`, payload, headers: bearer(staff) });
      assert.equal((await staffCancel(byStaffWithWords, { reason: 'Duplicate enrolment' })).statusCode, 200);
      assert.equal((await staffCancel(byStaffSilently, {})).statusCode, 200);

      const list = OrdersResponse.parse(
        (await t.app.inject({ method: 'GET', url: '/api/orders', headers: bearer(me.token) })).json(),
      );
      const of = (no: string) => list.find((o) => o.enrollment_no === no)!;
      const why = (no: string) => [of(no).status, of(no).cancel_reason, of(no).cancel_note, of(no).can_reselect];
      assert.deepEqual(why(byMe), ['cancelled', 'by_candidate', null, false]);
      assert.deepEqual(why(late), ['expired', 'payment_timeout', null, true]);
      assert.deepEqual(why(byStaffWithWords), ['cancelled', 'by_staff', 'Duplicate enrolment', false]);
      assert.deepEqual(why(byStaffSilently), ['cancelled', 'by_staff', null, false]);
      assert.deepEqual(why(open), ['pending', null, null, false]);

      // The postage line: the method's names and its fee, which with the subjects make the total.
      const { rows } = await t.db.query<{ name_zh: string; name_en: string; fee_cents: number }>(
        `select name_zh, name_en, fee_cents from postage_methods where code = 'smart_locker'`,
      );
      const locker = of(byMe);
      assert.equal(locker.shipping?.name_en, rows[0].name_en);
      assert.equal(locker.shipping?.name_zh, rows[0].name_zh);
      assert.equal(locker.shipping?.fee_cents, rows[0].fee_cents);
      assert.ok(rows[0].fee_cents > 0, 'the demo locker is not free, so the test can tell the fee is counted');
      assert.equal(
        locker.items.reduce((sum, item) => sum + item.price_cents, locker.shipping!.fee_cents!),
        locker.total_cents,
      );
    });
  });
}
