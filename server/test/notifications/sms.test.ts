// SMS notices: through the console provider in demo mode they land in the demo outbox (not in the SMS
// outbox of one-time codes); none goes between 22:00 and 08:00 Hong Kong time, whether written then or
// retried into those hours; an HTTP gateway's answers are read as passing or permanent faults.
import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { DemoOutbox } from '@mockexam/contracts';
import { loadConfig } from '../../src/config';
import { addDays, hkDate, hkTime } from '../../src/lib/time';
import { createNotifier } from '../../src/modules/notifications/notifier';
import { createEmailChannel } from '../../src/modules/notifications/email-channel';
import { createSmsChannel } from '../../src/modules/notifications/sms-channel';
import { createSendWorker } from '../../src/modules/notifications/send-worker';
import { SendError } from '../../src/modules/notifications/send-errors';
import { createHttpSmsProvider } from '../../src/modules/sms/http-provider';
import { startTestApp, type TestApp } from '../support/app';
import { dbKinds } from '../support/db';
import { newReader, noticeRow } from './smtp-fixture';

/** A day in the past, so every time on it is already due by the database's clock. */
const DAY = addDays(hkDate(), -3);
const at = (day: string, time: string) => hkTime(day, time);

for (const kind of dbKinds()) {
  describe(`SMS notices on ${kind}`, () => {
    let t: TestApp;
    let clock: Date;
    before(async () => {
      t = await startTestApp(kind, undefined, { noticeWorkers: 0 });
    });
    after(() => t.close());

    const notifier = () => createNotifier({ jobs: t.app.jobs, baseUrl: t.app.config.publicUrl, now: () => clock });
    const worker = () =>
      createSendWorker({
        db: t.db,
        jobs: t.app.jobs,
        channels: {
          email: createEmailChannel({ demoMode: true, mail: { from: 'x@example.com' }, publicUrl: 'http://localhost' }),
          sms: createSmsChannel(t.app.sms),
        },
        now: () => clock,
      });
    const rejected = async (reader: { id: number }, channels: ('sms' | 'email')[] = ['sms']) =>
      t.db.tx((q) =>
        notifier().notify(q, {
          event: 'receipt.rejected',
          userId: reader.id,
          data: {
            order_no: 'M2026-000777',
            reason: '相片模糊',
            amount: 45_000,
            due_time: at(DAY, '18:00:00'),
            link: '/order-history',
          },
          channels,
        }),
      );

    it('sends through the console provider into the demo outbox, not the outbox of codes', async () => {
      clock = at(DAY, '12:00:00');
      const reader = await newReader(t.db, 'zh-hk');
      const [id] = await rejected(reader);
      assert.equal(await worker().sendNotice(id), 'sent');
      const row = await noticeRow(t.db, id);
      assert.equal(row.provider, 'console');
      assert.ok(row.provider_id);

      const outbox = await t.app.inject({ method: 'GET', url: `/api/dev/notifications?address=${reader.phone}` });
      assert.equal(outbox.statusCode, 200);
      const { items } = DemoOutbox.parse(outbox.json());
      assert.equal(items.length, 1);
      assert.equal(items[0].id, id);
      assert.equal(items[0].channel, 'sms');
      assert.equal(items[0].state, 'sent');
      assert.match(items[0].body, /^【HKDSE 模擬考試】訂單 M2026-000777 的入數紙未獲接納：相片模糊。/);

      const logged = await t.db.query<{ purpose: string; body: string }>(
        'select purpose, body from sms_messages where phone = $1',
        [reader.phone],
      );
      assert.deepEqual(logged.rows, [{ purpose: 'notice', body: items[0].body }]);
      const codes = await t.app.inject({ method: 'GET', url: `/api/dev/sms-outbox?phone=${reader.phone}` });
      assert.deepEqual(codes.json(), []);
    });

    it('lists the demo outbox newest first, at most 100', async () => {
      clock = at(DAY, '12:00:00');
      const reader = await newReader(t.db, 'en');
      const ids = await rejected(reader, ['email', 'sms']);
      const outbox = DemoOutbox.parse((await t.app.inject({ method: 'GET', url: '/api/dev/notifications' })).json());
      assert.deepEqual(
        outbox.items.slice(0, 2).map((item) => item.id),
        [...ids].reverse(),
      );
      assert.ok(outbox.items.length <= 100);
      const tooLong = await t.app.inject({ method: 'GET', url: `/api/dev/notifications?address=${'a'.repeat(255)}` });
      assert.equal(tooLong.statusCode, 400);
    });

    it('holds an SMS written at 23:00 until 08:00 the next morning; the email goes at once', async () => {
      clock = at(DAY, '23:00:00');
      const reader = await newReader(t.db, 'en');
      const [emailId, smsId] = await rejected(reader, ['email', 'sms']);
      assert.equal((await noticeRow(t.db, emailId)).next_attempt_at.getTime(), clock.getTime());
      const next = addDays(DAY, 1);
      assert.equal((await noticeRow(t.db, smsId)).next_attempt_at.getTime(), at(next, '08:00:00').getTime());

      // Its job comes early (a clock ahead, a duplicate): still quiet hours, so it waits.
      clock = at(next, '07:59:00');
      assert.equal(await worker().sendNotice(smsId), 'waiting');
      const held = await noticeRow(t.db, smsId);
      assert.equal(held.state, 'queued');
      assert.equal(held.attempts, 0);
      assert.equal(held.next_attempt_at.getTime(), at(next, '08:00:00').getTime());

      clock = at(next, '08:00:00');
      assert.equal(await worker().sendNotice(smsId), 'sent');
      assert.equal((await noticeRow(t.db, smsId)).attempts, 1);
    });

    it('holds a retry that falls due at 22:10 until 08:00, keeping its attempts', async () => {
      clock = at(DAY, '12:00:00');
      const reader = await newReader(t.db, 'en');
      const [id] = await rejected(reader);
      await t.db.query(`update notifications set attempts = 2, last_error = 'SMS gateway answered 503' where id = $1`, [
        id,
      ]);
      clock = at(DAY, '22:10:00');
      assert.equal(await worker().sendNotice(id), 'waiting');
      const row = await noticeRow(t.db, id);
      assert.equal(row.state, 'queued');
      assert.equal(row.attempts, 2);
      assert.equal(row.next_attempt_at.getTime(), at(addDays(DAY, 1), '08:00:00').getTime());
    });
  });
}

for (const kind of dbKinds()) {
  describe(`outside demo mode on ${kind}`, () => {
    let t: TestApp;
    before(async () => {
      t = await startTestApp(kind, undefined, { demoMode: false, sms: { provider: 'console' }, noticeWorkers: 0 });
    });
    after(() => t.close());

    it('has no demo outbox', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/dev/notifications' });
      assert.equal(response.statusCode, 404);
    });
  });
}

describe('an HTTP SMS gateway', () => {
  let server: http.Server;
  let status = 200;
  let answer: unknown = { id: 'gw-42' };
  const seen: { key: string | undefined; body: unknown }[] = [];
  const db = { query: async () => ({ rows: [], rowCount: 1 }) } as never;
  const channel = (url: string) =>
    createSmsChannel(createHttpSmsProvider({ ...loadConfig({}), sms: { provider: 'http', httpUrl: url } }, db));
  const notice = {
    id: 7,
    channel: 'sms' as const,
    address: '91234567',
    subject: null,
    body: 'Hello',
    created_at: new Date(),
  };
  let url = '';
  before(async () => {
    server = http.createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => {
        seen.push({ key: request.headers['idempotency-key'] as string | undefined, body: JSON.parse(body) });
        response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/send`;
  });
  after(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const failure = async (target = url) => {
    try {
      await channel(target).send(notice);
    } catch (error) {
      assert.ok(error instanceof SendError);
      return { kind: error.kind, message: error.message };
    }
    throw new Error('sent');
  };

  it("sends the text with the message's reference as its idempotency key; keeps the gateway's id", async () => {
    status = 200;
    answer = { id: 'gw-42' };
    assert.deepEqual(await channel(url).send(notice), { provider: 'http', providerId: 'gw-42' });
    assert.deepEqual(seen.at(-1), { key: 'notice-7', body: { to: '+85291234567', from: 'MOCKEXAM', text: 'Hello' } });
  });

  it('retries a 5xx and a 429, fails a 400 at once, retries an unreachable gateway', async () => {
    answer = { error: 'x' };
    status = 503;
    assert.deepEqual(await failure(), { kind: 'passing', message: 'SMS gateway answered 503' });
    status = 429;
    assert.deepEqual(await failure(), { kind: 'passing', message: 'SMS gateway answered 429' });
    status = 400;
    assert.deepEqual(await failure(), { kind: 'permanent', message: 'SMS gateway answered 400' });
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', () => resolve()));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    assert.deepEqual(await failure(`http://127.0.0.1:${port}/send`), {
      kind: 'passing',
      message: 'SMS gateway unreachable (ECONNREFUSED)',
    });
  });

  it('fails a number that is not a Hong Kong mobile number without calling the gateway', async () => {
    const before = seen.length;
    await assert.rejects(channel(url).send({ ...notice, address: '12345' }), { kind: 'permanent' });
    assert.equal(seen.length, before);
  });
});
