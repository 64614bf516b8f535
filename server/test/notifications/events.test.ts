// Each change a candidate or a teacher waits for writes its messages in the same transaction: the
// reader's channels and language, the order or school it is about, and the order's number in the text;
// a change that rolls back leaves no message and no job; a moment seen twice is written once.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Queryable } from '../../src/db';
import { runGrading } from '../../src/modules/grading/run';
import { marksChanged } from '../../src/modules/grading/marks-version';
import { publishRun } from '../../src/modules/grading/runs';
import { sweepExpiredOrders } from '../../src/modules/orders/expiry';
import { recordStaffPayment, staffCancel } from '../../src/modules/orders/staff-actions';
import { rejectReceipt } from '../../src/modules/payments/receipt-review';
import { importSchoolRows } from '../../src/modules/schools/import';
import { putRegistration } from '../../src/modules/schools/registration';
import { submitSchoolList } from '../../src/modules/schools/submit';
import { bearer, login, startTestApp, type TestApp } from '../support/app';
import { dbKinds } from '../support/db';
import { currentProducts, draft, newCandidate, postOrder, type TestCandidate } from '../support/orders';
import { newTeacher, rows } from '../support/school';
import { DEMO } from '../../src/seed/demo-accounts';

interface NoticeRow {
  id: number;
  event: string;
  channel: string;
  user_id: number;
  order_id: number | null;
  school_id: number | null;
  address: string;
  locale: string;
  subject: string | null;
  body: string;
  next_attempt_at: Date;
}

async function noticesWhere(q: Queryable, where: string, params: unknown[]): Promise<NoticeRow[]> {
  const { rows: found } = await q.query<NoticeRow>(
    `select id, event, channel, user_id, order_id, school_id, address, locale, subject, body, next_attempt_at
       from notifications where ${where} order by event, channel`,
    params,
  );
  return found;
}

const ofOrder = (q: Queryable, orderId: number, event: string) =>
  noticesWhere(q, 'order_id = $1 and event = $2', [orderId, event]);

describe('state changes write their messages', () => {
  for (const kind of dbKinds()) {
    describe(kind, () => {
      let t: TestApp;
      let staffId: number;
      let jobsSchema: string;
      const staff = () => ({ userId: staffId, role: 'staff' });

      /** How many of these messages a job of the queue sends (all, or none when the change rolled back). */
      async function jobsOf(ids: number[]): Promise<number> {
        const { rows: found } = await t.db.query<{ n: number }>(
          `select count(distinct m.id)::int as n
             from ${jobsSchema}.job j cross join lateral jsonb_array_elements_text(j.data->'ids') as m(id)
            where j.name = 'notifications' and m.id::bigint = any($1::bigint[])`,
          [ids],
        );
        return found[0].n;
      }

      /** A candidate with an email address and, when given, a language. */
      async function reader(locale: 'en' | 'zh-hk' | null, email = true): Promise<TestCandidate & { email: string }> {
        const candidate = await newCandidate(t.db);
        const address = `c${candidate.userId}@example.com`;
        await t.db.query('update users set email = $2, locale = $3 where id = $1', [
          candidate.userId,
          email ? address : null,
          locale,
        ]);
        return { ...candidate, email: address };
      }

      /** An order placed from a page in `locale` (null: a client that states no language). */
      async function placeOrder(
        who: TestCandidate,
        method: 'fps' | 'bank' = 'fps',
        subject = 0,
        locale: 'en' | 'zh-hk' | null = 'en',
      ) {
        const products = await currentProducts(t.db);
        const response = await postOrder(
          t.app,
          who.token,
          draft([products[subject].code], { payment_method: method }),
          undefined,
          locale,
        );
        assert.equal(response.statusCode, 201, response.body);
        const body = response.json<{ enrollment_no: string; total_cents: number }>();
        const { rows: found } = await t.db.query<{ id: number }>('select id from orders where enrollment_no = $1', [
          body.enrollment_no,
        ]);
        return { id: found[0].id, no: body.enrollment_no, total: body.total_cents };
      }

      before(async () => {
        t = await startTestApp(kind, undefined, { noticeWorkers: 0, publicUrl: 'https://mock.example' });
        const found = await t.db.query<{ id: number }>('select user_id as id from staff limit 1');
        staffId = found.rows[0].id;
        const schema = await t.db.query<{ s: string }>('select current_schema() as s');
        jobsSchema = schema.rows[0].s === 'public' ? 'pgboss' : `${schema.rows[0].s}_jobs`;
      });
      after(() => t.close());

      it('order placed: an email and an SMS in English with the number, the amount, and the payment page', async () => {
        const me = await reader('en');
        const order = await placeOrder(me, 'bank');
        const written = await ofOrder(t.db, order.id, 'order.placed');
        assert.deepEqual(
          written.map((n) => [n.channel, n.address, n.locale, n.user_id]),
          [
            ['email', me.email, 'en', me.userId],
            ['sms', me.phone, 'en', me.userId],
          ],
        );
        for (const notice of written) {
          assert.match(notice.body, new RegExp(`order ${order.no}`, 'i'));
          assert.ok(notice.body.includes(`https://mock.example/en/csh_payment/${order.no}`), notice.body);
          assert.ok(notice.body.includes(`HK$${(order.total / 100).toFixed(2)}`), notice.body);
        }
        assert.equal(written[0].subject, `Order ${order.no} placed`);
        assert.equal(await jobsOf(written.map((n) => n.id)), 2);
      });

      it('a reader of unknown language reads Chinese; one without an email gets only the SMS', async () => {
        const me = await reader(null, false);
        const order = await placeOrder(me, 'fps', 0, null);
        const written = await ofOrder(t.db, order.id, 'order.placed');
        assert.deepEqual(
          written.map((n) => [n.channel, n.locale]),
          [['sms', 'zh-hk']],
        );
        assert.ok(written[0].body.includes(`訂單 ${order.no} 已建立`), written[0].body);
        assert.ok(written[0].body.includes(`/zh-hk/fps_payment/${order.no}`), written[0].body);
      });

      it('paid in full: payment received and tickets issued, once; a part payment tells nothing yet', async () => {
        const me = await reader('en');
        const order = await placeOrder(me);
        const part = { method: 'bank' as const, amountCents: 100, receivedAt: new Date() };
        await recordStaffPayment(t.db, t.app.notices, staff(), order.no, part);
        assert.deepEqual(await ofOrder(t.db, order.id, 'payment.received'), []);
        await recordStaffPayment(t.db, t.app.notices, staff(), order.no, { ...part, amountCents: order.total - 100 });
        const paid = await ofOrder(t.db, order.id, 'payment.received');
        assert.deepEqual(
          paid.map((n) => n.channel),
          ['email', 'sms'],
        );
        assert.ok(paid[0].body.includes(order.no) && paid[0].body.includes('/en/order-history'), paid[0].body);
        const tickets = await ofOrder(t.db, order.id, 'ticket.issued');
        assert.equal(tickets.length, 2);
        assert.ok(tickets[0].body.includes('/en/admission-ticket'), tickets[0].body);
        // More money on a confirmed order (overpaid) is no second "received".
        await recordStaffPayment(t.db, t.app.notices, staff(), order.no, part);
        assert.equal((await ofOrder(t.db, order.id, 'payment.received')).length, 2);
        assert.equal(await jobsOf([...paid, ...tickets].map((n) => n.id)), 4);
      });

      it('a payment that fails after its messages were written leaves no message and no job', async () => {
        const me = await reader('en');
        const order = await placeOrder(me);
        const jobsBefore = await t.db.query<{ n: number }>(`select count(*)::int as n from ${jobsSchema}.job`);
        // Issuing the tickets (after the payment's message) fails: the whole approval rolls back.
        await t.db.exec(`
          create function refuse_ticket() returns trigger language plpgsql as $$
          begin raise exception 'no tickets today'; end $$;
          create trigger refuse_ticket before insert on admission_tickets for each row execute function refuse_ticket();`);
        try {
          await assert.rejects(
            recordStaffPayment(t.db, t.app.notices, staff(), order.no, {
              method: 'bank',
              amountCents: order.total,
              receivedAt: new Date(),
            }),
            /no tickets today/,
          );
        } finally {
          await t.db.exec('drop trigger refuse_ticket on admission_tickets; drop function refuse_ticket();');
        }
        assert.deepEqual(await ofOrder(t.db, order.id, 'payment.received'), []);
        const afterwards = await t.db.query<{ n: number }>(`select count(*)::int as n from ${jobsSchema}.job`);
        assert.equal(afterwards.rows[0].n, jobsBefore.rows[0].n);
      });

      it('a transaction aborted after notify leaves nothing', async () => {
        const me = await reader('zh-hk');
        await assert.rejects(
          t.db.tx(async (q) => {
            await t.app.notices.notify(q, {
              event: 'payment.received',
              userId: me.userId,
              data: { order_no: 'X1' },
              dedupeKey: `aborted:${me.userId}`,
            });
            throw new Error('changed my mind');
          }),
          /changed my mind/,
        );
        assert.deepEqual(await noticesWhere(t.db, 'user_id = $1', [me.userId]), []);
      });

      it("receipt rejected: staff's reason, the amount due and the upload page", async () => {
        const me = await reader('en');
        const order = await placeOrder(me, 'bank');
        const receipt = await t.db.query<{ id: number }>(
          `insert into receipts (order_id, uploaded_by, sha256, storage_path, mime, size_bytes)
           values ($1, $2, 'x', 'x', 'image/png', 1) returning id`,
          [order.id, me.userId],
        );
        await t.db.query(`update orders set status = 'awaiting_approval', payment_status = 'WAPL' where id = $1`, [
          order.id,
        ]);
        await rejectReceipt(t.db, t.app.notices, staff(), receipt.rows[0].id, 'The amount is not readable');
        const written = await ofOrder(t.db, order.id, 'receipt.rejected');
        assert.deepEqual(
          written.map((n) => n.channel),
          ['email', 'sms'],
        );
        for (const notice of written) {
          assert.ok(notice.body.includes(order.no), notice.body);
          assert.ok(notice.body.includes('The amount is not readable'), notice.body);
          assert.ok(notice.body.includes(`/en/csh_payment/${order.no}`), notice.body);
        }
      });

      it('order expired: one message per order with the re-select link, however often the sweep runs', async () => {
        const me = await reader('en');
        const order = await placeOrder(me);
        const late = new Date(Date.now() + 40 * 60_000);
        assert.ok((await sweepExpiredOrders(t.db, t.app.notices, late)) >= 1);
        const written = await ofOrder(t.db, order.id, 'order.expired');
        assert.deepEqual(
          written.map((n) => [n.channel, n.locale, n.address]),
          [
            ['email', 'en', me.email],
            ['sms', 'en', me.phone],
          ],
        );
        assert.ok(written[0].body.includes(order.no) && written[0].body.includes('/en/enrolment'), written[0].body);
        assert.equal(await jobsOf(written.map((n) => n.id)), 2);
        // A sweep that sees the order again (another instance's retry) writes nothing twice.
        await t.db.query(`update orders set status = 'pending', payment_status = 'PEND' where id = $1`, [order.id]);
        await sweepExpiredOrders(t.db, t.app.notices, late);
        assert.equal((await ofOrder(t.db, order.id, 'order.expired')).length, 2);
      });

      it('money for a cancelled order: paid after cancellation', async () => {
        const me = await reader('en');
        const order = await placeOrder(me);
        await staffCancel(t.db, staff(), order.no, 'Duplicate enrolment');
        const outcome = await recordStaffPayment(t.db, t.app.notices, staff(), order.no, {
          method: 'bank',
          amountCents: order.total,
          receivedAt: new Date(),
        });
        assert.equal(outcome.paymentStatus, 'PACN');
        const written = await ofOrder(t.db, order.id, 'order.paid_after_cancel');
        assert.equal(written.length, 2);
        assert.ok(written[0].body.includes(order.no), written[0].body);
        assert.deepEqual(await ofOrder(t.db, order.id, 'payment.received'), []);
      });

      it("a school's registration and its submission tell the subject's teachers", async () => {
        const teacher = await newTeacher(t.db, 'chi');
        await t.db.query(`update users set email = 'teacher@example.com', locale = 'en' where id = $1`, [
          teacher.userId,
        ]);
        const request = { arrangement: 'school' as const, expected_candidates: 3 };
        await putRegistration(t.db, t.app.notices, teacher.scope, teacher.actor, request);
        // A change of the number is no new registration.
        await putRegistration(t.db, t.app.notices, teacher.scope, teacher.actor, {
          ...request,
          expected_candidates: 4,
        });
        const school = await t.db.query<{ name_en: string }>('select name_en from schools where id = $1', [
          teacher.schoolId,
        ]);
        const confirmed = await noticesWhere(t.db, 'school_id = $1 and event = $2', [
          teacher.schoolId,
          'school.registration_confirmed',
        ]);
        assert.deepEqual(
          confirmed.map((n) => [n.channel, n.address, n.locale, n.user_id]),
          [['email', 'teacher@example.com', 'en', teacher.userId]],
        );
        assert.ok(confirmed[0].body.includes(school.rows[0].name_en), confirmed[0].body);
        assert.ok(confirmed[0].body.includes('Chinese'), confirmed[0].body);
        await importSchoolRows(t.db, teacher.scope, teacher.actor, rows(3));
        const outcome = await submitSchoolList(t.db, t.app.notices, teacher.scope, teacher.actor);
        assert.equal(outcome.response.result, 'completed');
        const submitted = await noticesWhere(t.db, 'school_id = $1 and event = $2', [
          teacher.schoolId,
          'school.submitted',
        ]);
        assert.equal(submitted.length, 1);
        assert.ok(submitted[0].body.includes('/en/school/home'), submitted[0].body);
      });

      it('publishing results tells every candidate with an account and the teachers of their schools, once', async () => {
        const { rows: exams } = await t.db.query<{ id: number; subject_code: string; title1_en: string }>(
          `select e.id, e.subject_code, e.title1_en from exams e
            where e.published_run_id is not null
              and exists (select 1 from candidate_exam_results r join candidates c on c.id = r.candidate_id
                           join school_accounts sa on sa.school_id = r.school_id and sa.subject_code = e.subject_code
                           where r.grading_run_id = e.published_run_id and c.user_id is not null)
            order by e.id limit 1`,
        );
        const exam = exams[0];
        assert.ok(exam, 'the demo data has a published exam with school candidates');
        await t.db.query(
          `update users set email = 'u' || id || '@example.com', locale = 'en'
            where id in (select user_id from school_accounts where subject_code = $1)`,
          [exam.subject_code],
        );
        const readers = await t.db.query<{ user_id: number }>(
          `select distinct c.user_id from candidate_exam_results r join candidates c on c.id = r.candidate_id
            join exams e on e.id = r.exam_id and r.grading_run_id = e.published_run_id
           where e.id = $1 and c.user_id is not null`,
          [exam.id],
        );
        const run = await runGrading(t.db, exam.id, staffId);
        await publishRun(t.db, t.app.notices, staff(), exam.id, run.runId);
        const released = await noticesWhere(t.db, 'event = $1 and user_id = any($2::bigint[])', [
          'results.released',
          readers.rows.map((r) => r.user_id),
        ]);
        const told = new Set(released.map((n) => Number(n.user_id)));
        // Every reader with an address is told (accounts without email or phone have no channel).
        const reachable = await t.db.query<{ id: number }>(
          `select id from users where id = any($1::bigint[]) and (coalesce(email, '') <> '' or coalesce(phone, '') <> '')`,
          [readers.rows.map((r) => r.user_id)],
        );
        assert.deepEqual([...told].sort(), reachable.rows.map((r) => Number(r.id)).sort());
        for (const notice of released) {
          assert.ok(notice.body.includes(`/${notice.locale}/exam-result-list`), notice.body);
        }
        const teachers = await noticesWhere(t.db, 'event = $1', ['school.results_released']);
        assert.ok(teachers.length >= 1, 'a teacher of the subject is told');
        assert.ok(teachers[0].body.includes(exam.title1_en) && teachers[0].body.includes('/en/school/report'));
        assert.equal(await jobsOf([...released, ...teachers].map((n) => n.id)), released.length + teachers.length);
        const statesOf = async (ids: number[]) =>
          (
            await t.db.query<{ state: string }>(
              'select distinct state from notifications where id = any($1::bigint[])',
              [ids],
            )
          ).rows.map((row) => row.state);
        const firstIds = [...released, ...teachers].map((n) => n.id);
        // A new run unpublishes the exam before the messages went: they are withdrawn, not sent.
        const regraded = await runGrading(t.db, exam.id, staffId);
        assert.deepEqual(await statesOf(firstIds), ['cancelled']);
        // Published again: its readers are told, by new messages.
        await publishRun(t.db, t.app.notices, staff(), exam.id, regraded.runId);
        const live = async (event: string) =>
          (await noticesWhere(t.db, 'event = $1 and id <> all($2::bigint[])', [event, firstIds])).map((n) => n.id);
        const second = [...(await live('results.released')), ...(await live('school.results_released'))];
        assert.equal(second.length, firstIds.length);
        // Once sent, a message stays sent: another run and publish tell nobody twice.
        await t.db.query(`update notifications set state = 'sent', sent_at = now() where id = any($1::bigint[])`, [
          second,
        ]);
        const again = await runGrading(t.db, exam.id, staffId);
        await publishRun(t.db, t.app.notices, staff(), exam.id, again.runId);
        assert.deepEqual(await statesOf(second), ['sent']);
        const after = [...(await live('results.released')), ...(await live('school.results_released'))];
        assert.deepEqual(after.sort(), second.sort(), 'nobody is told twice');
      });

      it('a change of marks withdraws the release messages still held, and only those', async () => {
        const { rows: exams } = await t.db.query<{ id: number }>(
          `select e.id from exams e where e.published_run_id is not null order by e.id limit 1`,
        );
        const exam = exams[0];
        const held = await t.db.tx((q) =>
          t.app.notices.notify(q, {
            event: 'results.released',
            userId: staffId,
            data: { exam_title: 'Mock', link: '/exam-result-list' },
            dedupeKey: `exam:${exam.id}:results:${staffId}`,
          }),
        );
        const otherExam = await t.db.tx((q) =>
          t.app.notices.notify(q, {
            event: 'results.released',
            userId: staffId,
            data: { exam_title: 'Mock', link: '/exam-result-list' },
            dedupeKey: `exam:${exam.id}0:results:${staffId}`,
          }),
        );
        await t.db.tx(async (q) => {
          await q.query('select id from exams where id = $1 for update', [exam.id]);
          await marksChanged(q, exam.id);
        });
        const states = await t.db.query<{ id: number; state: string; dedupe_key: string | null }>(
          'select id, state, dedupe_key from notifications where id = any($1::bigint[]) order by id',
          [[...held, ...otherExam]],
        );
        assert.deepEqual(
          states.rows.map((row) => [row.state, row.dedupe_key === null]),
          [...held.map(() => ['cancelled', true]), ...otherExam.map(() => ['queued', false])],
        );
        // Unpublished already: the next change of marks withdraws nothing more.
        await t.db.tx((q) => marksChanged(q, exam.id));
        assert.equal(
          (
            await t.db.query(`select 1 from notifications where id = any($1::bigint[]) and state = 'queued'`, [
              otherExam,
            ])
          ).rows.length,
          otherExam.length,
        );
      });

      it('a cohort is written in one pass: many readers, each in their own language', async () => {
        const readers = [await reader('en'), await reader(null), await reader('zh-hk', false)];
        const written = await t.db.tx((q) =>
          t.app.notices.notifyMany(q, {
            event: 'results.released',
            readers: readers.map((r) => ({ userId: r.userId, dedupeKey: `cohort-test:${r.userId}` })),
            data: (_, locale) => ({ exam_title: locale === 'en' ? 'Mock A' : '模擬甲', link: '/exam-result-list' }),
          }),
        );
        assert.equal(written, 5);
        const rowsOf = await noticesWhere(t.db, 'user_id = any($1::bigint[]) and event = $2', [
          readers.map((r) => r.userId),
          'results.released',
        ]);
        assert.deepEqual(
          rowsOf
            .map((n) => [
              Number(n.user_id),
              n.channel,
              n.locale,
              n.body.includes(n.locale === 'en' ? 'Mock A' : '模擬甲'),
            ])
            .sort(),
          [
            [readers[0].userId, 'email', 'en', true],
            [readers[0].userId, 'sms', 'en', true],
            [readers[1].userId, 'email', 'zh-hk', true],
            [readers[1].userId, 'sms', 'zh-hk', true],
            [readers[2].userId, 'sms', 'zh-hk', true],
          ].sort(),
        );
        assert.equal(await jobsOf(rowsOf.map((n) => n.id)), 5);
      });

      it("the reader's language follows the site: login, session resume and any signed-in call with X-Locale", async () => {
        const user = await t.db.query<{ id: number }>('select id from users where realm = $1 and username = $2', [
          DEMO.candidate2.realm,
          DEMO.candidate2.username,
        ]);
        const localeOf = async () =>
          (await t.db.query<{ locale: string | null }>('select locale from users where id = $1', [user.rows[0].id]))
            .rows[0].locale;
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/user/login',
          payload: new URLSearchParams({
            realm: DEMO.candidate2.realm,
            username: DEMO.candidate2.username,
            password: DEMO.candidate2.password,
          }).toString(),
          headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-locale': 'en' },
        });
        assert.equal(response.statusCode, 200, response.body);
        assert.equal(await localeOf(), 'en');
        const token = response.json<{ access_token: string }>().access_token;
        const resume = (locale?: string) =>
          t.app.inject({
            method: 'GET',
            url: '/api/user/session/resume',
            headers: { ...bearer(token), ...(locale ? { 'x-locale': locale } : {}) },
          });
        assert.equal((await resume('zh-hk')).statusCode, 200);
        assert.equal(await localeOf(), 'zh-hk');
        // A client that states no language changes nothing.
        assert.equal((await resume()).statusCode, 200);
        assert.equal(await localeOf(), 'zh-hk');
        await login(t.app, DEMO.candidate2.realm, DEMO.candidate2.username, DEMO.candidate2.password);
        assert.equal(await localeOf(), 'zh-hk');
        // Switching language mid-visit: the next signed-in call stores it, before anything it writes.
        const messages = (locale: string) =>
          t.app.inject({
            method: 'GET',
            url: '/api/account/notifications',
            headers: { ...bearer(token), 'x-locale': locale },
          });
        assert.equal((await messages('en')).statusCode, 200);
        assert.equal(await localeOf(), 'en');
        assert.equal((await messages('en')).statusCode, 200);
        assert.equal(await localeOf(), 'en');
        assert.equal((await messages('zh-hk')).statusCode, 200);
        assert.equal(await localeOf(), 'zh-hk');
      });
    });
  }
});
