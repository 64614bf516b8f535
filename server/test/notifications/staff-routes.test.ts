// The back office's messages: the history with its filters, sending a sent or failed message again (a new
// message and its job), and the templates: saved only with the event's placeholders, followed by the next
// message, reset to the default, and previewed with the newest real data.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  messages,
  Notice,
  NoticeList,
  NoticePreview,
  NoticeTemplateList,
  type NoticeEvent,
  type NoticeState,
} from '@mockexam/contracts';
import { DEMO } from '../../src/seed/demo-accounts';
import { DEFAULT_TEMPLATES } from '../../src/modules/notifications/default-templates';
import { dbKinds } from '../support/db';
import { bearer, login, startTestApp, type TestApp } from '../support/app';
import { currentProducts, draft, newCandidate, postOrder } from '../support/orders';

const ORDER_DATA = { order_no: 'E2026000777', amount: 45000, due_time: new Date(), link: '/order-history' };
const TEXTS = {
  sms_body: 'Order {order_no}: pay {amount} by {due_time}',
  email_subject: 'Your order {order_no}',
  email_body: 'Dear {name}, please pay {amount} for {order_no}: {link}',
};

for (const kind of dbKinds()) {
  describe(`the back office's messages and templates on ${kind}`, () => {
    let t: TestApp;
    let staff: string;
    let staffId: number;
    let candidate: number;
    let candidateToken: string;

    const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token = staff) =>
      t.app.inject({ method, url, payload, headers: { ...bearer(token), 'x-locale': 'en' } });
    const history = async (query: string) => {
      const response = await call('GET', `/api/admin/notifications?${query}`);
      assert.equal(response.statusCode, 200, response.body);
      return NoticeList.parse(response.json());
    };
    const notify = async (event: NoticeEvent, userId: number, extra: { orderId?: number; schoolId?: number } = {}) =>
      t.db.tx((q) => t.app.notices.notify(q, { event, userId, data: ORDER_DATA, channels: ['email'], ...extra }));
    /** A message written straight in the outbox in a given state, with no job (no worker changes it). */
    const message = async (
      state: NoticeState,
      over: { event?: NoticeEvent; userId?: number; orderId?: number; schoolId?: number; lastError?: string } = {},
    ) => {
      const { rows } = await t.db.query<{ id: number }>(
        `insert into notifications (event, channel, user_id, order_id, school_id, address, locale, subject, body,
                                    state, attempts, last_error, sent_at)
         values ($1, 'email', $2, $3, $4, 'reader@example.com', 'en', 'Order E2026000777', 'Dear reader', $5,
                 case when $5 = 'queued' then 0 else 1 end, $6, case when $5 = 'sent' then now() end)
         returning id`,
        [
          over.event ?? 'order.placed',
          over.userId ?? candidate,
          over.orderId ?? null,
          over.schoolId ?? null,
          state,
          over.lastError ?? null,
        ],
      );
      return Number(rows[0].id);
    };
    const setState = (id: number, state: NoticeState) =>
      t.db.query('update notifications set state = $2 where id = $1', [id, state]);
    const jobsOf = async (id: number) => {
      const { rows } = await t.db.query<{ schema: string }>('select current_schema() as schema');
      const schema = rows[0].schema === 'public' ? 'pgboss' : `${rows[0].schema}_jobs`;
      const jobs = await t.db.query<{ n: number }>(
        `select count(*)::int as n from ${schema}.job where name = 'notifications' and data->'ids' @> jsonb_build_array($1::bigint)`,
        [id],
      );
      return jobs.rows[0].n;
    };

    before(async () => {
      t = await startTestApp(kind);
      staff = await login(t.app, DEMO.admin.realm, DEMO.admin.username, DEMO.admin.password);
      const { rows } = await t.db.query<{ id: number }>(
        'select id from users where realm = $1 and lower(username) = lower($2)',
        [DEMO.admin.realm, DEMO.admin.username],
      );
      staffId = Number(rows[0].id);
      const reader = await newCandidate(t.db);
      candidate = reader.userId;
      candidateToken = reader.token;
      await t.db.query(`update users set email = 'reader@example.com', locale = 'en' where id = $1`, [candidate]);
    });
    after(() => t.close());

    it('lists messages newest first, filtered by order, reader, school, state and event, with the total', async () => {
      const other = await newCandidate(t.db);
      const products = await currentProducts(t.db);
      const placed = await postOrder(t.app, other.token, draft([products[0].code]));
      assert.equal(placed.statusCode, 201, placed.body);
      const { rows: orders } = await t.db.query<{ id: number }>('select id from orders where user_id = $1', [
        other.userId,
      ]);
      const { rows: schools } = await t.db.query<{ id: number }>('select id from schools order by id limit 1');
      const orderId = Number(orders[0].id);
      const schoolId = Number(schools[0].id);
      const first = await message('sent', { orderId });
      const second = await message('failed', {
        event: 'payment.received',
        orderId,
        lastError: 'SMTP 550 mailbox unavailable',
      });
      const third = await message('queued', { userId: other.userId, schoolId });

      const mine = await history(`user_id=${candidate}`);
      assert.deepEqual(
        mine.items.map((n) => n.id),
        [second, first],
      );
      assert.equal(mine.total, 2);
      // The order's own messages (placing it wrote its notice too) and no other's.
      const ofOrder = await history(`order_id=${orderId}`);
      assert.deepEqual(
        ofOrder.items.slice(0, 2).map((n) => n.id),
        [second, first],
      );
      assert.ok(ofOrder.items.every((n) => n.order_id === orderId));
      assert.equal(ofOrder.total, ofOrder.items.length);
      const { rows: numbered } = await t.db.query<{ no: string }>(
        'select enrollment_no as no from orders where id = $1',
        [orderId],
      );
      assert.deepEqual(
        (await history(`order_no=${numbered[0].no}`)).items.map((n) => n.id),
        ofOrder.items.map((n) => n.id),
      );
      assert.deepEqual(
        (await history(`school_id=${schoolId}`)).items.map((n) => n.id),
        [third],
      );
      const failed = await history(`state=failed&user_id=${candidate}`);
      assert.deepEqual(
        failed.items.map((n) => [n.id, n.last_error]),
        [[second, 'SMTP 550 mailbox unavailable']],
      );
      assert.deepEqual(
        (await history(`event=order.placed&user_id=${candidate}`)).items.map((n) => n.id),
        [first],
      );
      assert.equal((await history(`channel=sms&user_id=${candidate}`)).total, 0);
      assert.equal((await history(`channel=email&user_id=${candidate}`)).total, 2);
      const page = await history(`user_id=${candidate}&limit=1&offset=1`);
      assert.deepEqual([page.items.map((n) => n.id), page.total], [[first], 2]);
      assert.equal(mine.items[1].subject, 'Order E2026000777');
      assert.equal((await call('GET', '/api/admin/notifications?state=lost')).statusCode, 400);
    });

    it('sends a sent or failed message again as a new one with its job; any other state is refused', async () => {
      const id = await message('queued', { event: 'receipt.rejected' });
      for (const state of ['queued', 'sending', 'cancelled'] as const) {
        await setState(id, state);
        const refused = await call('POST', `/api/admin/notifications/${id}/resend`);
        assert.equal(refused.statusCode, 409, refused.body);
        assert.equal(refused.json().code, 'NOTICE_NOT_RESENDABLE');
        assert.equal(refused.json().msg_zh, messages.NOTICE_NOT_RESENDABLE['zh-hk']);
      }
      assert.equal((await call('POST', '/api/admin/notifications/999999999/resend')).statusCode, 404);
      assert.equal((await call('POST', `/api/admin/notifications/${id}/resend`, {}, candidateToken)).statusCode, 403);

      for (const state of ['sent', 'failed'] as const) {
        await setState(id, state);
        const response = await call('POST', `/api/admin/notifications/${id}/resend`);
        assert.equal(response.statusCode, 200, response.body);
        const copy = Notice.parse(response.json());
        assert.notEqual(copy.id, id);
        assert.deepEqual([copy.state, copy.attempts, copy.resent_from], ['queued', 0, id]);
        const { rows } = await t.db.query<Record<string, unknown>>(
          `select n.event, n.channel, n.address, n.locale, n.subject, n.body, n.user_id, n.resent_from, n.resent_by, o.state as original_state
             from notifications n join notifications o on o.id = n.resent_from where n.id = $1`,
          [copy.id],
        );
        const original = (
          await t.db.query<Record<string, unknown>>(
            'select event, channel, address, locale, subject, body, user_id from notifications where id = $1',
            [id],
          )
        ).rows[0];
        assert.deepEqual(rows[0], {
          ...original,
          resent_from: id,
          resent_by: staffId,
          original_state: state,
        });
        assert.equal(await jobsOf(copy.id), 1, 'the new message has its job');
        const audit = await t.db.query<{ data: { resent_from: number } }>(
          `select data from audit_log where action = 'notification.resent' and entity_id = $1`,
          [String(copy.id)],
        );
        assert.equal(audit.rows[0]?.data.resent_from, id);
      }
    });

    it('lists every event in both languages with its defaults, placeholders and whether staff edited it', async () => {
      const response = await call('GET', '/api/admin/notification-templates');
      assert.equal(response.statusCode, 200, response.body);
      const { items } = NoticeTemplateList.parse(response.json());
      const events = Object.keys(DEFAULT_TEMPLATES);
      assert.equal(items.length, events.length * 2);
      const rejected = items.find((i) => i.event === 'receipt.rejected' && i.locale === 'zh-hk');
      assert.ok(rejected);
      assert.deepEqual(rejected.defaults, DEFAULT_TEMPLATES['receipt.rejected']['zh-hk']);
      assert.ok(rejected.placeholders.includes('reason'));
    });

    it('refuses a template with an unknown or unclosed placeholder, naming the field in both languages', async () => {
      const url = '/api/admin/notification-templates/order.placed/en';
      const unknown = await call('PUT', url, { ...TEXTS, email_body: 'Dear {name}, your seat is {seat_no}' });
      assert.equal(unknown.statusCode, 400, unknown.body);
      assert.deepEqual(unknown.json().fields, { email_body: messages.NOTICE_PLACEHOLDER_UNKNOWN });
      // The reason belongs to a rejected receipt, not to a placed order.
      const elsewhere = await call('PUT', url, { ...TEXTS, sms_body: 'Order {order_no}: {reason}' });
      assert.deepEqual(elsewhere.json().fields, { sms_body: messages.NOTICE_PLACEHOLDER_UNKNOWN });
      const broken = await call('PUT', url, { ...TEXTS, email_subject: 'Order {order_no' });
      assert.equal(broken.statusCode, 400, broken.body);
      assert.deepEqual(broken.json().fields, { email_subject: messages.NOTICE_PLACEHOLDER_BROKEN });
      const { rows } = await t.db.query('select 1 from notification_templates where event = $1', ['order.placed']);
      assert.equal(rows.length, 0, 'nothing saved');
    });

    it('the next message follows a saved template; a reset brings the default back', async () => {
      const url = '/api/admin/notification-templates/order.placed/en';
      const saved = await call('PUT', url, TEXTS);
      assert.equal(saved.statusCode, 200, saved.body);
      const listed = NoticeTemplateList.parse((await call('GET', '/api/admin/notification-templates')).json());
      const edited = listed.items.find((i) => i.event === 'order.placed' && i.locale === 'en');
      assert.equal(edited?.edited, true);
      assert.equal(edited?.email_subject, TEXTS.email_subject);
      assert.equal(listed.items.find((i) => i.event === 'order.placed' && i.locale === 'zh-hk')?.edited, false);

      const [email] = await notify('order.placed', candidate);
      const after = (await history(`user_id=${candidate}&event=order.placed`)).items.find((n) => n.id === email);
      assert.equal(after?.subject, 'Your order E2026000777');
      assert.match(after?.body ?? '', /^Dear Candidate \d+, please pay HK\$450\.00 for E2026000777: http/);

      const reset = await call('DELETE', url);
      assert.equal(reset.statusCode, 200, reset.body);
      const [again] = await notify('order.placed', candidate);
      const restored = (await history(`user_id=${candidate}&event=order.placed`)).items.find((n) => n.id === again);
      assert.equal(restored?.subject, 'Order E2026000777 placed');
      const audit = await t.db.query<{ action: string }>(
        `select action from audit_log where entity = 'notification_template' and entity_id = 'order.placed/en'
          order by id`,
      );
      assert.deepEqual(
        audit.rows.map((r) => r.action),
        ['notification_template.saved', 'notification_template.reset'],
      );
    });

    it('previews texts with the newest real order, and checks their placeholders as a save does', async () => {
      const order = await newCandidate(t.db);
      await t.db.query(`update users set display_name = 'Preview Reader' where id = $1`, [order.userId]);
      const products = await currentProducts(t.db);
      const placed = await postOrder(t.app, order.token, draft([products[0].code]));
      assert.equal(placed.statusCode, 201, placed.body);
      const { rows } = await t.db.query<{ enrollment_no: string; total_cents: number }>(
        'select enrollment_no, total_cents from orders where user_id = $1',
        [order.userId],
      );
      const url = '/api/admin/notification-templates/order.placed/en/preview';
      const response = await call('POST', url, { sms_body: '{name} owes {amount} on {order_no}' });
      assert.equal(response.statusCode, 200, response.body);
      const preview = NoticePreview.parse(response.json());
      const amount = `HK$${(rows[0].total_cents / 100).toFixed(2)}`;
      assert.equal(preview.sms_body, `Preview Reader owes ${amount} on ${rows[0].enrollment_no}`);
      // The texts not given are the saved (here the default) ones.
      assert.equal(preview.email_subject, `Order ${rows[0].enrollment_no} placed`);

      const bad = await call('POST', url, { email_body: '{seat_no}' });
      assert.equal(bad.statusCode, 400, bad.body);
      assert.deepEqual(bad.json().fields, { email_body: messages.NOTICE_PLACEHOLDER_UNKNOWN });

      const summary = await call('POST', '/api/admin/notification-templates/staff.daily_summary/zh-hk/preview', {
        sms_body: '{name}: {receipts_waiting}/{failed_messages}',
      });
      assert.equal(summary.statusCode, 200, summary.body);
      const counts = await t.db.query<{ receipts: number; failed: number }>(
        `select (select count(*)::int from receipts where status = 'pending') as receipts,
                (select count(*)::int from notifications where state = 'failed') as failed`,
      );
      const { receipts, failed } = counts.rows[0];
      assert.ok(failed > 0, 'the failed message of the history test is counted');
      assert.equal(NoticePreview.parse(summary.json()).sms_body, `${DEMO.admin.name}: ${receipts}/${failed}`);
    });

    it('says there is nothing to preview with when the event has no data yet', async () => {
      await t.db.query('delete from school_registrations');
      const response = await call('POST', '/api/admin/notification-templates/school.deadline_3d/en/preview', {});
      assert.equal(response.statusCode, 409, response.body);
      assert.equal(response.json().code, 'NOTICE_NO_SAMPLE');
      assert.deepEqual(
        [response.json().msg_en, response.json().msg_zh],
        [messages.NOTICE_NO_SAMPLE.en, messages.NOTICE_NO_SAMPLE['zh-hk']],
      );
    });
  });
}
