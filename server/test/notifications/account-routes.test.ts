// A reader's own messages and reminder switches: each reader sees only the messages sent to them, and the
// switches they set decide which reminders are written (never a payment notice).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { MyNoticeList, NoticePreferences, type NoticeEvent } from '@mockexam/contracts';
import { DEMO } from '../../src/seed/demo-accounts';
import { dbKinds } from '../support/db';
import { bearer, form, login, startTestApp, type TestApp } from '../support/app';

const ORDER_DATA = { order_no: 'E2026000123', amount: 45000, due_time: new Date(), link: '/order-history' };

for (const kind of dbKinds()) {
  describe(`a reader's messages and reminder switches on ${kind}`, () => {
    let t: TestApp;
    const users: Record<'candidate' | 'candidate2' | 'teacher', number> = { candidate: 0, candidate2: 0, teacher: 0 };
    const tokens: Record<keyof typeof users, string> = { candidate: '', candidate2: '', teacher: '' };

    const userIdOf = async (realm: string, username: string) => {
      const { rows } = await t.db.query<{ id: number }>(
        'select id from users where realm = $1 and lower(username) = lower($2)',
        [realm, username],
      );
      return Number(rows[0].id);
    };
    const notify = (event: NoticeEvent, userId: number, data: Record<string, unknown> = ORDER_DATA) =>
      t.db.tx((q) => t.app.notices.notify(q, { event, userId, data: data as typeof ORDER_DATA }));
    const call = (token: string, method: 'GET' | 'PUT', url: string, payload?: object) =>
      t.app.inject({ method, url, payload, headers: bearer(token) });
    const myMessages = async (token: string, query = '') => {
      const response = await call(token, 'GET', `/api/account/notifications${query}`);
      assert.equal(response.statusCode, 200, response.body);
      return MyNoticeList.parse(response.json()).items;
    };
    const setPreferences = async (token: string, preferences: NoticePreferences) => {
      const response = await call(token, 'PUT', '/api/account/notification-preferences', preferences);
      assert.equal(response.statusCode, 200, response.body);
      return NoticePreferences.parse(response.json());
    };
    const rowsOf = async (userId: number, event: NoticeEvent) =>
      (
        await t.db.query<{ channel: string }>(
          'select channel from notifications where user_id = $1 and event = $2 order by channel',
          [userId, event],
        )
      ).rows.map((row) => row.channel);

    before(async () => {
      t = await startTestApp(kind);
      users.candidate = await userIdOf(DEMO.candidate.realm, DEMO.candidate.username);
      users.candidate2 = await userIdOf(DEMO.candidate2.realm, DEMO.candidate2.username);
      users.teacher = await userIdOf(DEMO.school.realm, DEMO.school.username);
      // The demo teacher has no address of their own; messages need one.
      await t.db.query(`update users set email = 'teacher@example.com', phone = '61234567' where id = $1`, [
        users.teacher,
      ]);
      tokens.candidate = await login(t.app, DEMO.candidate.realm, DEMO.candidate.username, DEMO.candidate.password);
      tokens.candidate2 = await login(t.app, DEMO.candidate2.realm, DEMO.candidate2.username, DEMO.candidate2.password);
      tokens.teacher = await login(t.app, DEMO.school.realm, DEMO.school.username, DEMO.school.password);
    });
    after(() => t.close());

    it('each reader sees only the messages sent to them, newest first', async () => {
      await notify('order.placed', users.candidate);
      await notify('payment.received', users.candidate2, { ...ORDER_DATA, order_no: 'E2026000999' });
      await notify('school.submitted', users.teacher, { school_name: "Queen's College", subject: 'Chinese' });
      await notify('payment.received', users.candidate);

      const mine = await myMessages(tokens.candidate);
      assert.deepEqual(
        mine.map((m) => `${m.event} ${m.channel} ${m.address}`),
        [
          `payment.received sms ${DEMO.candidate.username}`,
          `payment.received email ${DEMO.candidate.email}`,
          `order.placed sms ${DEMO.candidate.username}`,
          `order.placed email ${DEMO.candidate.email}`,
        ],
      );
      assert.ok(mine.every((m) => m.body.includes('E2026000123') && !m.body.includes('E2026000999')));
      assert.equal(mine[1].subject !== null && mine[1].subject.length > 0, true, 'an email has its subject');
      // Staff's fields (attempts, errors, the locale) stay in the back office.
      assert.deepEqual(Object.keys(mine[0]).sort(), [
        'address',
        'body',
        'channel',
        'created_at',
        'event',
        'id',
        'sent_at',
        'state',
        'subject',
      ]);

      const theirs = await myMessages(tokens.candidate2);
      assert.deepEqual(
        theirs.map((m) => `${m.event} ${m.address}`),
        [`payment.received ${DEMO.candidate2.username}`, `payment.received ${DEMO.candidate2.email}`],
      );
      const teacher = await myMessages(tokens.teacher);
      assert.deepEqual(
        teacher.map((m) => `${m.event} ${m.address}`),
        ['school.submitted 61234567', 'school.submitted teacher@example.com'],
      );
      assert.deepEqual(
        (await myMessages(tokens.candidate, '?limit=1')).map((m) => m.id),
        [mine[0].id],
      );
    });

    it('a school candidate signed in with number and name has no account: no messages, no switches', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/user/login_by_candidate',
        ...form({ candidate: DEMO.schoolCandidateByNumber.candidate_no, name: DEMO.schoolCandidateByNumber.name }),
      });
      assert.equal(response.statusCode, 200, response.body);
      const token = response.json().access_token as string;
      assert.deepEqual(await myMessages(token), []);
      assert.equal((await call(token, 'GET', '/api/account/notification-preferences')).statusCode, 404);
      const put = await call(token, 'PUT', '/api/account/notification-preferences', {
        email_reminders: false,
        sms_reminders: false,
      });
      assert.equal(put.statusCode, 404);
    });

    it('switches round-trip for the caller alone and are refused without both values', async () => {
      const read = async (token: string) =>
        NoticePreferences.parse((await call(token, 'GET', '/api/account/notification-preferences')).json());
      assert.deepEqual(await read(tokens.candidate), { email_reminders: true, sms_reminders: true });
      assert.deepEqual(await setPreferences(tokens.candidate, { email_reminders: false, sms_reminders: true }), {
        email_reminders: false,
        sms_reminders: true,
      });
      assert.deepEqual(await read(tokens.candidate), { email_reminders: false, sms_reminders: true });
      assert.deepEqual(await read(tokens.candidate2), { email_reminders: true, sms_reminders: true });
      const partial = await call(tokens.candidate2, 'PUT', '/api/account/notification-preferences', {
        email_reminders: false,
      });
      assert.equal(partial.statusCode, 400);
      assert.deepEqual(await read(tokens.candidate2), { email_reminders: true, sms_reminders: true });
    });

    it('a reminder skips the channel switched off; a payment notice still goes by both', async () => {
      await setPreferences(tokens.candidate, { email_reminders: false, sms_reminders: true });
      await notify('order.fps_expiring', users.candidate);
      assert.deepEqual(await rowsOf(users.candidate, 'order.fps_expiring'), ['sms']);

      await t.db.query(`delete from notifications where user_id = $1 and event = 'payment.received'`, [
        users.candidate,
      ]);
      await notify('payment.received', users.candidate);
      assert.deepEqual(await rowsOf(users.candidate, 'payment.received'), ['email', 'sms']);

      // Both off: a reminder writes nothing; the teacher's deadline reminder follows their own switches.
      await setPreferences(tokens.candidate, { email_reminders: false, sms_reminders: false });
      await notify('order.bank_due_soon', users.candidate);
      assert.deepEqual(await rowsOf(users.candidate, 'order.bank_due_soon'), []);
      await setPreferences(tokens.teacher, { email_reminders: true, sms_reminders: false });
      await notify('school.deadline_3d', users.teacher, { school_name: "Queen's College", subject: 'Chinese' });
      assert.deepEqual(await rowsOf(users.teacher, 'school.deadline_3d'), ['email']);
    });
  });
}
