// Scheduled reminders: the minute's sweep warns FPS orders about to expire, bank orders due within a day
// and teachers of registrations not submitted three days and one day before the deadline; the 08:00 run
// sends staff administrators the day's summary. Each message is written once, across runs, across a run
// cut off half-way and across two instances sweeping at once; the schedules are registered once.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Queryable } from '../../src/db';
import type { Notifier } from '../../src/modules/notifications/notifier';
import { summaryCounts } from '../../src/modules/notifications/reminder-queries';
import {
  DAILY_SUMMARY_CRON,
  DAILY_SUMMARY_QUEUE,
  REMINDERS_CRON,
  REMINDERS_QUEUE,
  sendDailySummary,
  sweepReminders,
} from '../../src/modules/notifications/reminders';
import { hkTime } from '../../src/lib/time';
import { startTestApp, type TestApp } from '../support/app';
import { dbKinds } from '../support/db';
import { newCandidate, type TestCandidate } from '../support/orders';
import { newTeacher } from '../support/school';
import { startSecondApp, type SecondApp } from '../support/second-app';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** A candidate who reads English and has both an email address and a phone. */
async function reader(q: Queryable, over: { email_reminders?: boolean; sms_reminders?: boolean } = {}) {
  const me = await newCandidate(q);
  await q.query(`update users set email = $2, locale = 'en', email_reminders = $3, sms_reminders = $4 where id = $1`, [
    me.userId,
    `c${me.userId}@example.com`,
    over.email_reminders ?? true,
    over.sms_reminders ?? true,
  ]);
  return me;
}

interface OrderOver {
  status?: string;
  payment_status?: string;
  paid_cents?: number;
}

async function order(q: Queryable, me: TestCandidate, method: 'fps' | 'bank', dueAt: Date, over: OrderOver = {}) {
  const { rows } = await q.query<{ id: number; enrollment_no: string }>(
    `insert into orders (enrollment_no, user_id, candidate_id, cycle_id, status, payment_status, exam_mode,
                         payment_method, total_cents, paid_cents, due_at)
     values ('R' || nextval('enrollment_no_seq'), $1, $2, (select id from exam_cycles where is_current),
             $3, $4, 'home', $5, 36000, $6, $7)
     returning id, enrollment_no`,
    [
      me.userId,
      me.candidateId,
      over.status ?? 'pending',
      over.payment_status ?? 'PEND',
      method,
      over.paid_cents ?? 0,
      dueAt,
    ],
  );
  return rows[0];
}

/** The messages written for an order, as `event:channel` strings, sorted. */
async function orderNotices(q: Queryable, orderId: number): Promise<string[]> {
  const { rows } = await q.query<{ what: string }>(
    `select event || ':' || channel as what from notifications where order_id = $1 order by 1`,
    [orderId],
  );
  return rows.map((row) => row.what);
}

async function userNotices(q: Queryable, userId: number): Promise<string[]> {
  const { rows } = await q.query<{ what: string }>(
    `select event || ':' || channel as what from notifications where user_id = $1 order by 1`,
    [userId],
  );
  return rows.map((row) => row.what);
}

let cycles = 0;

/** A cycle of its own whose school registration deadline is `deadline`. */
async function cycleEnding(q: Queryable, deadline: Date): Promise<number> {
  cycles += 1;
  const code = `R${process.pid}-${cycles}-${Date.now() % 100000}`;
  const { rows } = await q.query<{ id: number }>(
    `insert into exam_cycles (code, name_zh, name_en) values ($1, $1, $1) returning id`,
    [code],
  );
  await q.query(`insert into cycle_events (cycle_id, key, at) values ($1, 'school_reg_end', $2)`, [
    rows[0].id,
    deadline,
  ]);
  return rows[0].id;
}

/** A teacher (with an email address, reading English) of a fresh school registered in `cycleId`. */
async function registration(q: Queryable, cycleId: number, state: 'open' | 'submitted' | 'cancelled' = 'open') {
  const teacher = await newTeacher(q, 'chi');
  await q.query(`update users set email = $2, locale = 'en' where id = $1`, [
    teacher.userId,
    `t${teacher.userId}@example.com`,
  ]);
  await q.query(
    `insert into school_registrations (school_id, subject_code, cycle_id, status, arrangement, expected_candidates)
     values ($1, 'chi', $2, $3, 'school', 30)`,
    [teacher.schoolId, cycleId, state === 'cancelled' ? 'cancelled' : 'registered'],
  );
  if (state === 'submitted') {
    await q.query(
      `insert into school_import_batches (school_id, subject_code, cycle_id, status, submitted_at)
       values ($1, 'chi', $2, 'submitted', now())`,
      [teacher.schoolId, cycleId],
    );
  }
  return teacher;
}

async function schoolNotices(q: Queryable, schoolId: number): Promise<string[]> {
  const { rows } = await q.query<{ what: string }>(
    `select event || ':' || channel as what from notifications where school_id = $1 order by 1`,
    [schoolId],
  );
  return rows.map((row) => row.what);
}

for (const kind of dbKinds()) {
  describe(`scheduled reminders, on ${kind}`, () => {
    let t: TestApp;
    // A Tuesday morning in Hong Kong, away from the real clock.
    const now = hkTime('2031-03-11', '10:00:00');
    before(async () => {
      t = await startTestApp(kind);
    });
    after(async () => {
      await t.close();
    });

    it('warns FPS orders 10 minutes before they expire and bank orders a day before, once', async () => {
      const q = t.db;
      const fps = await order(q, await reader(q), 'fps', new Date(now.getTime() + 8 * MINUTE));
      const fpsEarly = await order(q, await reader(q), 'fps', new Date(now.getTime() + 11 * MINUTE));
      const fpsPast = await order(q, await reader(q), 'fps', new Date(now.getTime() - MINUTE));
      const fpsPaid = await order(q, await reader(q), 'fps', new Date(now.getTime() + 5 * MINUTE), {
        status: 'confirmed',
        payment_status: 'PAID',
        paid_cents: 36000,
      });
      const fpsCancelled = await order(q, await reader(q), 'fps', new Date(now.getTime() + 5 * MINUTE), {
        status: 'cancelled',
      });
      const bank = await order(q, await reader(q), 'bank', new Date(now.getTime() + 20 * HOUR));
      const bankEarly = await order(q, await reader(q), 'bank', new Date(now.getTime() + 25 * HOUR));
      const bankWaiting = await order(q, await reader(q), 'bank', new Date(now.getTime() + 20 * HOUR), {
        status: 'awaiting_approval',
        payment_status: 'WAPL',
      });
      const bankPart = await order(q, await reader(q), 'bank', new Date(now.getTime() + 20 * HOUR), {
        payment_status: 'PART',
        paid_cents: 10000,
      });
      const expired = await order(q, await reader(q), 'bank', new Date(now.getTime() + 20 * HOUR), {
        status: 'expired',
        payment_status: 'OVDU',
      });
      const noSms = await order(q, await reader(q, { sms_reminders: false }), 'bank', new Date(now.getTime() + HOUR));

      await sweepReminders(t.app, now);
      assert.deepEqual(await orderNotices(q, fps.id), ['order.fps_expiring:email', 'order.fps_expiring:sms']);
      assert.deepEqual(await orderNotices(q, bank.id), ['order.bank_due_soon:email', 'order.bank_due_soon:sms']);
      assert.deepEqual(await orderNotices(q, noSms.id), ['order.bank_due_soon:email']);
      for (const quiet of [fpsEarly, fpsPast, fpsPaid, fpsCancelled, bankEarly, bankWaiting, bankPart, expired]) {
        assert.deepEqual(await orderNotices(q, quiet.id), [], `order ${quiet.enrollment_no}`);
      }
      const { rows } = await q.query<{ subject: string; body: string }>(
        `select subject, body from notifications where order_id = $1 and channel = 'email'`,
        [fps.id],
      );
      assert.equal(rows[0].subject, `Order ${fps.enrollment_no} expires soon`);
      assert.match(rows[0].body, /HK\$360\.00/);

      // The next minutes' runs write nothing more for these orders; the early ones come due in their turn.
      await sweepReminders(t.app, new Date(now.getTime() + MINUTE));
      await sweepReminders(t.app, new Date(now.getTime() + 2 * MINUTE));
      assert.deepEqual(await orderNotices(q, fps.id), ['order.fps_expiring:email', 'order.fps_expiring:sms']);
      assert.deepEqual(await orderNotices(q, bank.id), ['order.bank_due_soon:email', 'order.bank_due_soon:sms']);
      assert.deepEqual(await orderNotices(q, fpsEarly.id), ['order.fps_expiring:email', 'order.fps_expiring:sms']);
      assert.deepEqual(await orderNotices(q, bankEarly.id), []);
      await sweepReminders(t.app, new Date(now.getTime() + 2 * HOUR));
      assert.deepEqual(await orderNotices(q, bankEarly.id), ['order.bank_due_soon:email', 'order.bank_due_soon:sms']);
    });

    it('gives an order whose time staff extended a reminder before its new time', async () => {
      const q = t.db;
      const me = await reader(q);
      const fps = await order(q, me, 'fps', new Date(now.getTime() + 5 * MINUTE));
      await sweepReminders(t.app, now);
      await q.query('update orders set due_at = $2 where id = $1', [fps.id, new Date(now.getTime() + 40 * MINUTE)]);
      await sweepReminders(t.app, new Date(now.getTime() + 10 * MINUTE));
      assert.equal((await orderNotices(q, fps.id)).length, 2);
      await sweepReminders(t.app, new Date(now.getTime() + 31 * MINUTE));
      assert.equal((await orderNotices(q, fps.id)).length, 4);
    });

    it('reminds each teacher of a registration not submitted three days and one day before the deadline', async () => {
      const q = t.db;
      const in2days = await cycleEnding(q, new Date(now.getTime() + 2 * DAY));
      const in12hours = await cycleEnding(q, new Date(now.getTime() + 12 * HOUR));
      const in5days = await cycleEnding(q, new Date(now.getTime() + 5 * DAY));
      const past = await cycleEnding(q, new Date(now.getTime() - HOUR));
      const threeDay = await registration(q, in2days);
      const colleague = await newTeacher(q, 'chi', threeDay.schoolId);
      const otherSubject = await newTeacher(q, 'eng', threeDay.schoolId);
      const oneDay = await registration(q, in12hours);
      const submitted = await registration(q, in2days, 'submitted');
      const cancelled = await registration(q, in12hours, 'cancelled');
      const early = await registration(q, in5days);
      const late = await registration(q, past);

      await sweepReminders(t.app, now);
      await sweepReminders(t.app, new Date(now.getTime() + MINUTE));
      assert.deepEqual(await userNotices(q, threeDay.userId), ['school.deadline_3d:email']);
      // The colleague has no email address or phone: nothing to write. A teacher of another subject is not told.
      assert.deepEqual(await userNotices(q, colleague.userId), []);
      assert.deepEqual(await userNotices(q, otherSubject.userId), []);
      // A registration a day from its deadline gets the one-day reminder only.
      assert.deepEqual(await schoolNotices(q, oneDay.schoolId), ['school.deadline_1d:email']);
      for (const quiet of [submitted, cancelled, early, late]) {
        assert.deepEqual(await schoolNotices(q, quiet.schoolId), [], `school ${quiet.schoolId}`);
      }
      const { rows } = await q.query<{ subject: string; body: string }>(
        `select subject, body from notifications where user_id = $1`,
        [threeDay.userId],
      );
      assert.match(rows[0].subject, /^Three days left: .+ \(Chinese Language\)$/);
      assert.match(rows[0].body, /13 Mar 2031, 10:00/);

      // The colleague adds a phone: the next run writes theirs, once.
      await q.query(`update users set phone = '61234000' where id = $1`, [colleague.userId]);
      await sweepReminders(t.app, new Date(now.getTime() + 2 * MINUTE));
      await sweepReminders(t.app, new Date(now.getTime() + 3 * MINUTE));
      assert.deepEqual(await userNotices(q, colleague.userId), ['school.deadline_3d:sms']);
      // A day before, the one-day reminder follows the three-day one.
      await sweepReminders(t.app, new Date(now.getTime() + 25 * HOUR));
      await sweepReminders(t.app, new Date(now.getTime() + 26 * HOUR));
      assert.deepEqual(await userNotices(q, threeDay.userId), ['school.deadline_1d:email', 'school.deadline_3d:email']);
    });

    it('finishes in the next run what a run cut off half-way left', async () => {
      const q = t.db;
      const orders = [];
      for (let i = 0; i < 5; i += 1)
        orders.push(await order(q, await reader(q), 'fps', new Date(now.getTime() + 3 * DAY + 5 * MINUTE)));
      const at = new Date(now.getTime() + 3 * DAY);
      let calls = 0;
      const failing: Notifier = {
        async notify(tx, request) {
          calls += 1;
          if (calls === 3) throw new Error('instance stopped');
          return t.app.notices.notify(tx, request);
        },
      };
      await assert.rejects(sweepReminders({ db: t.db, jobs: t.app.jobs, notices: failing }, at), /instance stopped/);
      const counts = await Promise.all(orders.map(async (each) => (await orderNotices(q, each.id)).length));
      assert.deepEqual(counts, [2, 2, 0, 0, 0]);
      await sweepReminders(t.app, new Date(at.getTime() + MINUTE));
      for (const each of orders) {
        assert.deepEqual(await orderNotices(q, each.id), ['order.fps_expiring:email', 'order.fps_expiring:sms']);
      }
    });

    it("sends each staff administrator the day's summary at 08:00, once, with the counts", async () => {
      const q = t.db;
      const eight = hkTime('2031-03-12', '08:00:00');
      const before = await summaryCounts(q, eight);
      const staffUser = async (role: 'admin' | 'marker') => {
        const { rows } = await q.query<{ id: number }>(
          `insert into users (realm, username, display_name, email, locale)
           values ('staff-realm', $1, 'Staff', $2, 'en') returning id`,
          [`summary-${role}-${process.pid}-${Date.now()}`, `${role}-${process.pid}@example.com`],
        );
        await q.query('insert into staff (user_id, role) values ($1, $2)', [rows[0].id, role]);
        return rows[0].id;
      };
      const admin = await staffUser('admin');
      const marker = await staffUser('marker');
      const me = await reader(q);
      const waiting = () =>
        order(q, me, 'bank', new Date(eight.getTime() + 2 * DAY), {
          status: 'awaiting_approval',
          payment_status: 'WAPL',
        });
      const receipt = async (status: string, orderId?: number) =>
        q.query(
          `insert into receipts (order_id, uploaded_by, sha256, storage_path, mime, size_bytes, status)
           values ($1, $2, md5(random()::text), 'r', 'image/jpeg', 10, $3)`,
          [orderId ?? (await waiting()).id, me.userId, status],
        );
      const reviewed = (await waiting()).id;
      await receipt('pending');
      await receipt('pending');
      await receipt('approved', reviewed);
      await receipt('rejected', reviewed);
      const failed = (state: string, hoursAgo: number) =>
        q.query(
          `insert into notifications (event, channel, user_id, address, locale, body, state, updated_at)
           values ('order.placed', 'sms', $1, '61230000', 'en', 'x', $2, $3)`,
          [me.userId, state, new Date(eight.getTime() - hoursAgo * HOUR)],
        );
      await failed('failed', 1);
      await failed('failed', 23);
      await failed('failed', 30);
      await failed('sent', 1);
      const counts = await summaryCounts(q, eight);
      assert.deepEqual(counts, {
        receiptsWaiting: before.receiptsWaiting + 2,
        failedMessages: before.failedMessages + 2,
      });

      await sendDailySummary(t.app, eight);
      await sendDailySummary(t.app, new Date(eight.getTime() + 5 * MINUTE));
      assert.deepEqual(await userNotices(q, admin), ['staff.daily_summary:email']);
      assert.deepEqual(await userNotices(q, marker), []);
      const { rows } = await q.query<{ subject: string; body: string }>(
        `select subject, body from notifications where user_id = $1`,
        [admin],
      );
      assert.equal(
        rows[0].subject,
        `Daily summary: ${counts.receiptsWaiting} receipts waiting, ${counts.failedMessages} failed messages`,
      );
      assert.match(rows[0].body, new RegExp(`Receipts waiting for review: ${counts.receiptsWaiting}\\n`));
      // The next morning is another summary.
      await sendDailySummary(t.app, new Date(eight.getTime() + DAY));
      assert.equal((await userNotices(q, admin)).length, 2);
    });

    it('registers no schedule where the timed sweeps are off (tests call the sweeps)', async () => {
      const { rows } = await t.db.query<{ schema: string }>('select current_schema() as schema');
      const jobs = rows[0].schema === 'public' ? 'pgboss' : `${rows[0].schema}_jobs`;
      const schedules = await t.db.query(`select name from ${jobs}.schedule`);
      assert.equal(schedules.rows.length, 0);
    });
  });
}

for (const kind of dbKinds().filter((each) => each === 'postgres')) {
  describe(`scheduled reminders with two instances, on ${kind}`, () => {
    let a: TestApp;
    let b: SecondApp;
    const now = hkTime('2031-04-15', '10:00:00');
    before(async () => {
      // Timed sweeps on (an hour apart, so the expiry timer stays out of the way): both instances schedule.
      a = await startTestApp(kind, undefined, { expirySweepSeconds: 3600 });
      b = await startSecondApp(a);
    });
    after(async () => {
      await b.close();
      await a.close();
    });

    it('registers each schedule once, in Hong Kong time', async () => {
      const { rows } = await a.db.query<{ schema: string }>('select current_schema() as schema');
      const schedules = await a.db.query<{ name: string; cron: string; timezone: string }>(
        `select name, cron, timezone from ${rows[0].schema}_jobs.schedule order by name`,
      );
      assert.deepEqual(schedules.rows, [
        { name: DAILY_SUMMARY_QUEUE, cron: DAILY_SUMMARY_CRON, timezone: 'Asia/Hong_Kong' },
        { name: REMINDERS_QUEUE, cron: REMINDERS_CRON, timezone: 'Asia/Hong_Kong' },
      ]);
    });

    it('writes each reminder once when both instances sweep at once', async () => {
      const q = a.db;
      const orders = [];
      for (let i = 0; i < 20; i += 1) {
        orders.push(
          await order(q, await reader(q), i % 2 ? 'fps' : 'bank', new Date(now.getTime() + ((i % 9) + 1) * MINUTE)),
        );
      }
      const deadline = await cycleEnding(q, new Date(now.getTime() + 2 * DAY));
      const teacher = await registration(q, deadline);
      await Promise.all([
        sweepReminders(a.app, now),
        sweepReminders(b.app, now),
        sweepReminders(a.app, now),
        sweepReminders(b.app, now),
      ]);
      for (const [i, each] of orders.entries()) {
        const event = i % 2 ? 'order.fps_expiring' : 'order.bank_due_soon';
        assert.deepEqual(await orderNotices(q, each.id), [`${event}:email`, `${event}:sms`]);
      }
      assert.deepEqual(await userNotices(q, teacher.userId), ['school.deadline_3d:email']);

      const admin = await q.query<{ id: number }>(
        `insert into users (realm, username, display_name, email) values ('staff-realm', $1, 'Staff', $2) returning id`,
        [`two-instances-${process.pid}`, `admin-${process.pid}@example.com`],
      );
      await q.query('insert into staff (user_id) values ($1)', [admin.rows[0].id]);
      const eight = hkTime('2031-04-16', '08:00:00');
      await Promise.all([sendDailySummary(a.app, eight), sendDailySummary(b.app, eight)]);
      const { rows } = await q.query<{ user_id: number; n: number }>(
        `select user_id, count(*)::int as n from notifications where event = 'staff.daily_summary'
          group by user_id, channel having count(*) > 1`,
      );
      assert.deepEqual(rows, []);
      assert.deepEqual(await userNotices(q, admin.rows[0].id), ['staff.daily_summary:email']);
    });
  });
}
