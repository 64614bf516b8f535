import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ORDER_STATUSES, PAYMENT_STATUS_CODES } from '@mockexam/contracts';
import { sweepExpiredOrders } from '../../src/modules/orders/expiry';
import { lockOrder } from '../../src/modules/orders/queries';
import { canMoveOrder, canMovePayment, transitionOrder, TransitionError } from '../../src/modules/orders/state';
import { paymentDueAt } from '../../src/modules/orders/deadlines';
import { receiptProcessingDate } from '../../src/lib/working-days';
import { hkTime } from '../../src/lib/time';
import { dbKinds } from '../support/db';
import { bearer, startTestApp, type TestApp } from '../support/app';
import { currentProducts, draft, newCandidate, postOrder, venueSession } from '../support/orders';

describe('state machines', () => {
  it('cover every status and refuse what is not allowed', () => {
    // The real allow-list, status by status: a cancelled order cannot move anywhere, not even to itself.
    const reachable = Object.fromEntries(
      ORDER_STATUSES.map((s) => [s, ORDER_STATUSES.filter((t) => canMoveOrder(s, t))]),
    );
    assert.deepEqual(reachable, {
      pending: ['pending', 'awaiting_approval', 'confirmed', 'cancelled', 'expired'],
      awaiting_approval: ['pending', 'awaiting_approval', 'confirmed', 'cancelled'],
      confirmed: ['confirmed'],
      cancelled: [],
      expired: ['confirmed', 'expired'],
    });
    assert.equal(canMoveOrder('confirmed', 'pending'), false);
    assert.equal(canMoveOrder('confirmed', 'cancelled'), false);
    assert.equal(canMoveOrder('cancelled', 'confirmed'), false);
    assert.equal(canMoveOrder('expired', 'pending'), false);
    assert.equal(canMoveOrder('pending', 'expired'), true);
    assert.deepEqual(
      PAYMENT_STATUS_CODES.filter((p) => canMovePayment('PAID', p)),
      ['OVRP'],
    );
    assert.deepEqual(
      PAYMENT_STATUS_CODES.filter((p) => canMovePayment('PACN', p)),
      ['PACN'],
    );
    assert.equal(canMovePayment('PAID', 'PEND'), false);
    assert.equal(canMovePayment('PAID', 'REJD'), false);
    assert.equal(canMovePayment('WAPL', 'OVDU'), false);
    assert.equal(canMovePayment('REJD', 'WAPL'), true);
  });

  it('FPS is due in 30 minutes, bank in 3 days, never after enrolment closes', () => {
    const now = new Date('2026-01-05T02:00:00Z');
    assert.equal(paymentDueAt('fps', now, null).toISOString(), '2026-01-05T02:30:00.000Z');
    assert.equal(paymentDueAt('bank', now, null).toISOString(), '2026-01-08T02:00:00.000Z');
    const end = new Date('2026-01-06T15:59:59Z');
    assert.equal(paymentDueAt('bank', now, end).toISOString(), end.toISOString());
  });
});

for (const kind of dbKinds()) {
  describe(`expiry sweep and receipt days on ${kind}`, () => {
    let t: TestApp;
    let codes: Record<string, string>;
    before(async () => {
      t = await startTestApp(kind);
      codes = Object.fromEntries((await currentProducts(t.db)).map((p) => [p.subject_code, p.code]));
    });
    after(() => t.close());

    it('cancels unpaid orders past due, gives their seats back, audits as system, and offers re-selection', async () => {
      const session = await venueSession(t.db, 'chi');
      const me = await newCandidate(t.db);
      const order = (
        await postOrder(t.app, me.token, draft([codes.chi], { exam_mode: 'venue', venue_id: session.venueId }))
      ).json();
      const taken = (await venueSession(t.db, 'chi')).seatsTaken;
      assert.equal(await sweepExpiredOrders(t.db, t.app.notices), 0, 'nothing is due yet');
      const late = new Date(Date.now() + 31 * 60_000);
      assert.ok((await sweepExpiredOrders(t.db, t.app.notices, late)) >= 1);
      assert.equal(await sweepExpiredOrders(t.db, t.app.notices, late), 0, 'a second sweep finds nothing');
      assert.equal((await venueSession(t.db, 'chi')).seatsTaken, taken - 1);
      const mine = (
        await t.app.inject({ method: 'GET', url: `/api/orders/${order.enrollment_no}`, headers: bearer(me.token) })
      ).json();
      assert.equal(mine.status, 'expired');
      assert.equal(mine.payment_status, 'OVDU');
      assert.equal(mine.can_reselect, true);
      const audit = await t.db.query<{
        actor_role: string;
        data: { from: { status: string }; to: { status: string } };
      }>(
        `select actor_role, data from audit_log where entity = 'order' and action = 'order.expired' and entity_id = (select id::text from orders where enrollment_no = $1)`,
        [order.enrollment_no],
      );
      assert.equal(audit.rows[0].actor_role, 'system');
      assert.deepEqual([audit.rows[0].data.from.status, audit.rows[0].data.to.status], ['pending', 'expired']);
      // The subject is free again: the candidate can re-select it.
      assert.equal((await postOrder(t.app, me.token, draft([codes.chi]))).statusCode, 201);
    });

    it('a full payment after expiry re-takes the seat when one is left and issues the ticket', async () => {
      const session = await venueSession(t.db, 'csd');
      const me = await newCandidate(t.db);
      const order = (
        await postOrder(t.app, me.token, draft([codes.csd], { exam_mode: 'venue', venue_id: session.venueId }))
      ).json();
      await sweepExpiredOrders(t.db, t.app.notices, new Date(Date.now() + 31 * 60_000));
      const afterExpiry = (await venueSession(t.db, 'csd')).seatsTaken;
      const { recordStaffPayment } = await import('../../src/modules/orders/staff-actions');
      const staffUser = await t.db.query<{ id: number }>(`select user_id as id from staff limit 1`);
      const outcome = await recordStaffPayment(
        t.db,
        t.app.notices,
        { userId: staffUser.rows[0].id, role: 'staff' },
        order.enrollment_no,
        {
          method: 'bank',
          amountCents: order.total_cents,
          receivedAt: new Date(),
        },
      );
      assert.equal(outcome.paymentStatus, 'PAID');
      assert.equal((await venueSession(t.db, 'csd')).seatsTaken, afterExpiry + 1);
      const info = (
        await t.app.inject({ method: 'GET', url: '/api/candidate_info', headers: bearer(me.token) })
      ).json();
      assert.equal(info.status, 'issued');
      assert.ok(info.tickets[0].seat_no);
    });

    it('a refused transition changes nothing and writes no audit entry', async () => {
      const me = await newCandidate(t.db);
      const order = (await postOrder(t.app, me.token, draft([codes.eng]))).json();
      await assert.rejects(
        t.db.tx(async (q) => {
          const locked = await lockOrder(q, { enrollmentNo: order.enrollment_no });
          await transitionOrder(q, { userId: null, role: 'system' }, locked!, {
            paymentStatus: 'PAID',
            status: 'cancelled',
            action: 'x',
          });
          await transitionOrder(
            q,
            { userId: null, role: 'system' },
            { ...locked!, status: 'cancelled', payment_status: 'PAID' },
            { status: 'pending', action: 'bad' },
          );
        }),
        TransitionError,
      );
      const { rows } = await t.db.query<{ status: string; n: number }>(
        `select o.status, (select count(*)::int from audit_log a where a.entity = 'order' and a.entity_id = o.id::text) as n from orders o where enrollment_no = $1`,
        [order.enrollment_no],
      );
      assert.deepEqual(rows[0], { status: 'pending', n: 1 });
    });

    it('receipts after 17:00, at weekends and on public holidays are processed the next working day', async () => {
      await t.db.query(
        `insert into public_holidays (date, name_zh, name_en) values ('2030-01-01', '元旦', 'New Year') on conflict do nothing`,
      );
      // 2029-12-31 is a Monday.
      assert.deepEqual(await receiptProcessingDate(t.db, hkTime('2029-12-31', '16:59:00'), 17), {
        date: '2029-12-31',
        afterCutoff: false,
      });
      assert.deepEqual(await receiptProcessingDate(t.db, hkTime('2029-12-31', '17:00:00'), 17), {
        date: '2030-01-02',
        afterCutoff: true,
      });
      assert.deepEqual(await receiptProcessingDate(t.db, hkTime('2030-01-01', '09:00:00'), 17), {
        date: '2030-01-02',
        afterCutoff: true,
      });
      assert.deepEqual(await receiptProcessingDate(t.db, hkTime('2030-01-05', '09:00:00'), 17), {
        date: '2030-01-07',
        afterCutoff: true,
      });
    });
  });
}
