// Races that must not break the money and seat rules. On PostgreSQL the app's pool (20 connections)
// really runs the requests side by side; PGlite has one connection and serialises them.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sweepExpiredOrders } from '../../src/modules/orders/expiry';
import { paymentStatusLabels } from '@mockexam/contracts';
import { txRetryCounts } from '../../src/db/retry';
import type { AppError } from '../../src/lib/app-error';
import { reserveSeat, takeSeatsAndCommit } from '../../src/modules/orders/seats';
import { signBody } from '../../src/modules/payments/signature';
import { dbKinds } from '../support/db';
import { bearer, startTestApp, type TestApp } from '../support/app';
import { currentProducts, draft, newCandidate, postOrder, venueSession } from '../support/orders';

const SECRET = 'race-secret';

for (const kind of dbKinds()) {
  describe(`concurrency on ${kind}`, () => {
    let t: TestApp;
    let codes: Record<string, string>;
    before(async () => {
      t = await startTestApp(kind, undefined, { fpsNotifySecret: SECRET });
      codes = Object.fromEntries((await currentProducts(t.db)).map((p) => [p.subject_code, p.code]));
    });
    after(() => t.close());

    const seatCheck = async (sessionId: number) => {
      const { rows } = await t.db.query<{ taken: number; capacity: number; held: number }>(
        `select s.seats_taken as taken, s.capacity,
                (select count(*)::int from order_items i where i.venue_session_id = s.id and i.seat_held) as held
           from venue_sessions s where s.id = $1`,
        [sessionId],
      );
      return rows[0];
    };
    const notify = (body: Record<string, unknown>) => {
      const raw = JSON.stringify(body);
      return t.app.inject({
        method: 'POST',
        url: '/api/payment/fps/notify',
        payload: raw,
        headers: { 'content-type': 'application/json', 'x-signature': signBody(SECRET, raw) },
      });
    };

    it('the last seats: of 25 concurrent orders for 5 seats exactly 5 succeed, the rest are Fully booked!', async () => {
      const session = await venueSession(t.db, 'csd');
      await t.db.query('update venue_sessions set capacity = seats_taken + 5 where id = $1', [session.sessionId]);
      const candidates = await Promise.all(Array.from({ length: 25 }, () => newCandidate(t.db)));
      const answers = await Promise.all(
        candidates.map((c) =>
          postOrder(t.app, c.token, draft([codes.csd], { exam_mode: 'venue', venue_id: session.venueId })),
        ),
      );
      const codesSeen = answers.map((a) => a.statusCode);
      assert.equal(codesSeen.filter((c) => c === 201).length, 5, codesSeen.join(','));
      assert.equal(codesSeen.filter((c) => c === 409).length, 20);
      assert.ok(answers.filter((a) => a.statusCode === 409).every((a) => a.json().msg_en === 'Fully booked!'));
      const seats = await seatCheck(session.sessionId);
      assert.equal(seats.taken, seats.capacity);
      assert.equal(seats.held, seats.taken);
    });

    it('a double submit with one Idempotency-Key makes one order', async () => {
      const me = await newCandidate(t.db);
      const body = draft([codes.eng]);
      const answers = await Promise.all(Array.from({ length: 8 }, () => postOrder(t.app, me.token, body, 'same-key')));
      assert.ok(
        answers.every((a) => a.statusCode === 201 || a.statusCode === 200),
        answers.map((a) => a.body).join('\n'),
      );
      assert.equal(new Set(answers.map((a) => a.json().enrollment_no)).size, 1);
      assert.equal(answers.filter((a) => a.statusCode === 201).length, 1);
      const { rows } = await t.db.query<{ n: number }>('select count(*)::int as n from orders where user_id = $1', [
        me.userId,
      ]);
      assert.equal(rows[0].n, 1);
    });

    it('a bank notification delivered 8 times at once is one payment', async () => {
      const me = await newCandidate(t.db);
      const order = (await postOrder(t.app, me.token, draft([codes.hist]))).json();
      const notice = {
        txn_id: `DUP-${order.enrollment_no}`,
        bill_number: order.enrollment_no,
        amount_cents: order.total_cents,
        paid_at: new Date().toISOString(),
      };
      const answers = await Promise.all(Array.from({ length: 8 }, () => notify(notice)));
      assert.ok(
        answers.every((a) => a.statusCode === 200),
        answers.map((a) => a.body).join('\n'),
      );
      assert.equal(answers.filter((a) => a.json().duplicate === false).length, 1);
      const { rows } = await t.db.query<{ n: number; paid: number }>(
        `select count(p.id)::int as n, max(o.paid_cents) as paid from orders o join payments p on p.order_id = o.id where o.enrollment_no = $1`,
        [order.enrollment_no],
      );
      assert.deepEqual(rows[0], { n: 1, paid: order.total_cents });
    });

    it('a payment racing the expiry sweep: never both paid and cancelled, seats stay right', async () => {
      const session = await venueSession(t.db, 'chi');
      await t.db.query('update venue_sessions set capacity = seats_taken + 20 where id = $1', [session.sessionId]);
      for (let round = 0; round < 6; round += 1) {
        const me = await newCandidate(t.db);
        const order = (
          await postOrder(t.app, me.token, draft([codes.chi], { exam_mode: 'venue', venue_id: session.venueId }))
        ).json();
        await t.db.query(`update orders set due_at = now() - interval '1 minute' where enrollment_no = $1`, [
          order.enrollment_no,
        ]);
        const [paid] = await Promise.all([
          notify({
            txn_id: `RACE-${order.enrollment_no}`,
            bill_number: order.enrollment_no,
            amount_cents: order.total_cents,
            paid_at: new Date().toISOString(),
          }),
          sweepExpiredOrders(t.db, t.app.notices),
        ]);
        assert.equal(paid.statusCode, 200, paid.body);
        const { rows } = await t.db.query<{ status: string; payment_status: string; held: boolean }>(
          `select o.status, o.payment_status, bool_and(i.seat_held) as held from orders o join order_items i on i.order_id = o.id
            where o.enrollment_no = $1 group by o.id`,
          [order.enrollment_no],
        );
        const state = rows[0];
        // Seats were free, so whichever ran first the paid order ends confirmed with its seat.
        assert.deepEqual(state, { status: 'confirmed', payment_status: 'PAID', held: true }, `round ${round}`);
        const seats = await seatCheck(session.sessionId);
        assert.equal(seats.held, seats.taken);
      }
    });

    it('a payment after expiry with no seat left keeps the order expired, shows PACN and flags it for staff', async () => {
      const session = await venueSession(t.db, 'eng');
      const me = await newCandidate(t.db);
      const order = (
        await postOrder(t.app, me.token, draft([codes.eng], { exam_mode: 'venue', venue_id: session.venueId }))
      ).json();
      await t.db.query(`update orders set due_at = now() - interval '1 minute' where enrollment_no = $1`, [
        order.enrollment_no,
      ]);
      assert.ok((await sweepExpiredOrders(t.db, t.app.notices)) >= 1);
      await t.db.query('update venue_sessions set capacity = seats_taken where id = $1', [session.sessionId]);
      const paid = await notify({
        txn_id: `LATE-${order.enrollment_no}`,
        bill_number: order.enrollment_no,
        amount_cents: order.total_cents,
        paid_at: new Date().toISOString(),
      });
      assert.equal(paid.json().payment_status, 'PACN');
      const { rows } = await t.db.query<{ status: string; flagged_for_staff: boolean; paid_cents: number }>(
        'select status, flagged_for_staff, paid_cents from orders where enrollment_no = $1',
        [order.enrollment_no],
      );
      assert.deepEqual(rows[0], { status: 'expired', flagged_for_staff: true, paid_cents: order.total_cents });
      // The candidate is told plainly, and is not offered a second selection that would pay twice.
      const mine = await t.app.inject({ method: 'GET', url: '/api/orders', headers: bearer(me.token) });
      const seen = mine.json().find((o: { enrollment_no: string }) => o.enrollment_no === order.enrollment_no);
      assert.equal(seen.payment_status, 'PACN');
      assert.equal(seen.can_reselect, false);
      assert.equal(paymentStatusLabels.PACN.en, 'Paid after cancellation: the publisher will contact you');
      const seats = await seatCheck(session.sessionId);
      assert.equal(seats.held, seats.taken);
    });

    if (kind === 'postgres') {
      it("the race is real: a read-then-write seat counter oversells; order creation's seat step does not", async () => {
        const session = await venueSession(t.db, 'hist');
        const reset = () =>
          t.db.query('update venue_sessions set capacity = 5, seats_taken = 0 where id = $1', [session.sessionId]);
        await t.db.query('update order_items set seat_held = false where venue_session_id = $1', [session.sessionId]);

        await reset();
        // Without the lock: read, think, write back. Concurrent takers all see a free seat.
        const naive = await Promise.all(
          Array.from({ length: 12 }, () =>
            t.db.tx(async (q) => {
              const { rows } = await q.query<{ taken: number; capacity: number }>(
                'select seats_taken as taken, capacity from venue_sessions where id = $1',
                [session.sessionId],
              );
              if (rows[0].taken >= rows[0].capacity) return false;
              await q.query('select pg_sleep(0.05)');
              await q.query('update venue_sessions set seats_taken = $2 where id = $1', [
                session.sessionId,
                rows[0].taken + 1,
              ]);
              return true;
            }),
          ),
        );
        const naiveSold = naive.filter(Boolean).length;
        assert.ok(naiveSold > 5, `the unlocked counter sold ${naiveSold} of 5 seats`);

        // The step POST /api/orders ends with (increment + CHECK + COMMIT), after the same pause.
        await reset();
        const real = await Promise.all(
          Array.from({ length: 12 }, () =>
            t.db
              .tx(async (q) => {
                await q.query('select pg_sleep(0.05)');
                await takeSeatsAndCommit(q, [session.sessionId]);
                return true;
              })
              .catch((error) => {
                assert.equal((error as AppError).code, 'VENUE_FULL');
                return false;
              }),
          ),
        );
        assert.equal(real.filter(Boolean).length, 5);
        assert.equal((await seatCheck(session.sessionId)).taken, 5);

        // A late payment re-takes seats with the guarded update: the same rule.
        await reset();
        const guarded = await Promise.all(
          Array.from({ length: 12 }, () =>
            t.db.tx(async (q) => {
              const ok = await reserveSeat(q, session.sessionId);
              if (ok) await q.query('select pg_sleep(0.05)');
              return ok;
            }),
          ),
        );
        assert.equal(guarded.filter(Boolean).length, 5);
        assert.equal((await seatCheck(session.sessionId)).taken, 5);
      });

      it('create-and-pay on shared sessions, 2,000 pairs in waves: every answer 2xx, no deadlock, seats right', async () => {
        // Each candidate orders csd, then (next wave) orders eng while the csd order is paid, then the eng
        // order is paid: creations and ticket issues of one candidate and of one session meet all the time.
        const csd = await venueSession(t.db, 'csd');
        const eng = await venueSession(t.db, 'eng');
        for (const s of [csd, eng]) {
          await t.db.query('update venue_sessions set capacity = seats_taken + 5000 where id = $1', [s.sessionId]);
        }
        const WAVE = 40;
        const WAVES = 26; // about 2,000 create-and-pay pairs
        const retriesBefore = { ...txRetryCounts };
        const failures: string[] = [];
        const deadline = Date.now() + 150_000;
        type Placed = { enrollment_no: string; total_cents: number };
        let orderedCsd: { token: string; order: Placed }[] = [];
        let orderedEng: Placed[] = [];
        let pairs = 0;
        const pay = (o: Placed) =>
          notify({
            txn_id: `PAIR-${o.enrollment_no}`,
            bill_number: o.enrollment_no,
            amount_cents: o.total_cents,
            paid_at: new Date().toISOString(),
          });
        const check = (answers: { statusCode: number; body: string }[]) => {
          for (const a of answers) if (a.statusCode >= 300) failures.push(`${a.statusCode} ${a.body}`);
        };
        for (let wave = 0; wave < WAVES && Date.now() < deadline; wave += 1) {
          const fresh = await Promise.all(Array.from({ length: WAVE }, () => newCandidate(t.db)));
          const venue = (s: typeof csd, code: string) => draft([code], { exam_mode: 'venue', venue_id: s.venueId });
          const [newCsd, newEng, paidCsd, paidEng] = await Promise.all([
            Promise.all(fresh.map((c) => postOrder(t.app, c.token, venue(csd, codes.csd)))),
            Promise.all(orderedCsd.map((c) => postOrder(t.app, c.token, venue(eng, codes.eng)))),
            Promise.all(orderedCsd.map((c) => pay(c.order))),
            Promise.all(orderedEng.map(pay)),
          ]);
          [newCsd, newEng, paidCsd, paidEng].forEach(check);
          pairs += paidCsd.length + paidEng.length;
          orderedEng = newEng.filter((a) => a.statusCode === 201).map((a) => a.json());
          orderedCsd = fresh.flatMap((c, i) =>
            newCsd[i].statusCode === 201 ? [{ token: c.token, order: newCsd[i].json() }] : [],
          );
        }
        assert.deepEqual(failures, []);
        assert.ok(pairs >= 1800, `only ${pairs} pairs ran before the deadline`);
        assert.equal(txRetryCounts.deadlock - retriesBefore.deadlock, 0, 'no transaction was a deadlock victim');
        for (const s of [csd, eng]) {
          const seats = await seatCheck(s.sessionId);
          assert.equal(seats.held, seats.taken);
          const tickets = await t.db.query<{ n: number; distinct_seats: number }>(
            `select count(*)::int as n, count(distinct seat_no)::int as distinct_seats
               from admission_tickets where venue_session_id = $1`,
            [s.sessionId],
          );
          assert.equal(tickets.rows[0].n, tickets.rows[0].distinct_seats, 'no seat number given twice');
        }
      });
    }
  });
}
