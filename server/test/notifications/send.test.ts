// Sending email from the outbox to an SMTP server in the test's process: a message is delivered once
// with its subject, text and stable Message-ID; a server's 4xx is retried with back-off, a 550 fails the
// message at once, an unreachable server is retried until the last try; a message left 'sending' by a
// dead instance goes after the send timeout, once; a message whose job is gone gets a new one.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { NOTICE_RETRY_SECONDS } from '@mockexam/contracts';
import { startTestApp, type TestApp } from '../support/app';
import { dbKinds } from '../support/db';
import { NOTICES_QUEUE } from '../../src/modules/notifications/notifier';
import { createEmailChannel } from '../../src/modules/notifications/email-channel';
import { createSmsChannel } from '../../src/modules/notifications/sms-channel';
import { createSendWorker } from '../../src/modules/notifications/send-worker';
import { requeueStranded } from '../../src/modules/notifications/stranded';
import type { NoticeChannelSender } from '../../src/modules/notifications/channels';
import { eventually, newReader, noticeRow, startTestSmtp, unreachableSmtpUrl, type TestSmtp } from './smtp-fixture';

const FROM = '"HKDSE Mock Exam" <no-reply@mockexam.example>';

/** Writes one email of `payment.received` to a new reader, as a payment's approval would. */
async function queueEmail(t: TestApp, orderNo = 'M2026-000123') {
  const reader = await newReader(t.db, 'en');
  const [id] = await t.db.tx((q) =>
    t.app.notices.notify(q, {
      event: 'payment.received',
      userId: reader.id,
      data: { order_no: orderNo, amount: 45_000, link: '/order-history' },
      channels: ['email'],
    }),
  );
  assert.ok(id, 'the email was written');
  return { id, reader };
}

const to = (smtp: TestSmtp, address: string) =>
  smtp.received.filter((mail) => mail.to && !Array.isArray(mail.to) && mail.to.value[0]?.address === address);

for (const kind of dbKinds()) {
  describe(`email from the outbox on ${kind}`, () => {
    let smtp: TestSmtp;
    let t: TestApp;
    before(async () => {
      smtp = await startTestSmtp();
      t = await startTestApp(kind, undefined, { mail: { smtpUrl: smtp.url, from: FROM } });
    });
    after(async () => {
      await t.close();
      await smtp.close();
    });

    it('delivers a queued email once, with its subject, text and a Message-ID made from its row', async () => {
      const { id, reader } = await queueEmail(t);
      t.app.jobs.wake(NOTICES_QUEUE);
      await eventually(async () => (await noticeRow(t.db, id)).state === 'sent', 20_000, 'the email sent');
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const mails = to(smtp, reader.email);
      assert.equal(mails.length, 1);
      const [mail] = mails;
      assert.equal(mail.subject, 'Payment received for order M2026-000123');
      assert.match(mail.text ?? '', /^Dear Chan Tai Man,/);
      assert.ok(mail.text?.includes('We have received HK$450.00 for your order M2026-000123'), mail.text);
      assert.ok(mail.text?.includes(`${t.app.config.publicUrl}/en/order-history`), mail.text);
      assert.equal(mail.from?.value[0]?.address, 'no-reply@mockexam.example');
      const row = await noticeRow(t.db, id);
      assert.equal(row.attempts, 1);
      assert.equal(row.provider, 'smtp');
      assert.ok(row.sent_at);
      assert.match(mail.messageId ?? '', new RegExp(`^<notice-${id}\\.[0-9a-z]+@localhost>$`));
      assert.equal(row.provider_id, mail.messageId);
    });
  });

  describe(`email faults on ${kind}`, () => {
    let smtp: TestSmtp;
    let t: TestApp;
    before(async () => {
      smtp = await startTestSmtp();
      // No workers: each test runs the send itself, as a job would.
      t = await startTestApp(kind, undefined, { noticeWorkers: 0, mail: { smtpUrl: smtp.url, from: FROM } });
    });
    after(async () => {
      await t.close();
      await smtp.close();
    });

    const due = (id: number) => t.db.query('update notifications set next_attempt_at = now() where id = $1', [id]);
    const workerWith = (email: NoticeChannelSender) =>
      createSendWorker({ db: t.db, jobs: t.app.jobs, channels: { email, sms: createSmsChannel(t.app.sms) } });
    /** The schema of the queue's tables. */
    const jobsSchema = async () => {
      const { rows: schema } = await t.db.query<{ s: string }>('select current_schema() as s');
      return schema[0].s === 'public' ? 'pgboss' : `${schema[0].s}_jobs`;
    };
    /** Waiting jobs of the notices queue for message `id`, with seconds to their start. */
    const jobsFor = async (id: number) => {
      const { rows } = await t.db.query<{ wait: number }>(
        `select extract(epoch from start_after - now())::float8 as wait from ${await jobsSchema()}.job
          where name = $1 and state = 'created' and data->'ids' @> jsonb_build_array($2::bigint) order by start_after`,
        [NOTICES_QUEUE, id],
      );
      return rows.map((row) => row.wait);
    };

    it('retries a 4xx of the server after 10 s, then 30 s, with a job for each try; sends once it passes', async () => {
      const { id, reader } = await queueEmail(t);
      smtp.refuse = { code: 451, text: '4.3.0 Mailbox busy, try again later' };
      try {
        assert.equal(await t.app.noticeSender.sendNotice(id), 'retry');
        let row = await noticeRow(t.db, id);
        assert.equal(row.state, 'queued');
        assert.equal(row.attempts, 1);
        assert.ok(row.wait > 8 && row.wait <= 10.5, `next try in ${row.wait} s`);
        assert.match(row.last_error ?? '', /^SMTP 451: .*Mailbox busy/);
        assert.ok(!row.last_error?.includes('s3cret-pass'));
        assert.ok(
          (await jobsFor(id)).some((wait) => wait > 8 && wait <= 10.5),
          'a job for the next try',
        );

        // Not yet due: a second job for it does nothing.
        assert.equal(await t.app.noticeSender.sendNotice(id), 'nothing');
        assert.equal((await noticeRow(t.db, id)).attempts, 1);

        await due(id);
        assert.equal(await t.app.noticeSender.sendNotice(id), 'retry');
        row = await noticeRow(t.db, id);
        assert.equal(row.attempts, 2);
        assert.ok(row.wait > 28 && row.wait <= 30.5, `next try in ${row.wait} s`);
      } finally {
        smtp.refuse = null;
      }
      await due(id);
      assert.equal(await t.app.noticeSender.sendNotice(id), 'sent');
      const row = await noticeRow(t.db, id);
      assert.equal(row.state, 'sent');
      assert.equal(row.attempts, 3);
      assert.equal(row.last_error, null);
      assert.equal(to(smtp, reader.email).length, 1);
    });

    it('fails a message at once when the server answers 550, keeping its error', async () => {
      const { id, reader } = await queueEmail(t);
      smtp.refuse = { code: 550, text: '5.1.1 Unknown mailbox' };
      try {
        assert.equal(await t.app.noticeSender.sendNotice(id), 'failed');
      } finally {
        smtp.refuse = null;
      }
      const row = await noticeRow(t.db, id);
      assert.equal(row.state, 'failed');
      assert.equal(row.attempts, 1);
      assert.match(row.last_error ?? '', /^SMTP 550: .*Unknown mailbox/);
      assert.equal(row.sent_at, null);
      // The job of its first try is there (no worker took it); none waits for a later one.
      assert.deepEqual(
        (await jobsFor(id)).filter((wait) => wait > 1),
        [],
        'no further try',
      );
      assert.equal(await t.app.noticeSender.sendNotice(id), 'nothing');
      assert.equal(to(smtp, reader.email).length, 0);
    });

    it('retries an unreachable server after 10, 30, 60, 300 and 900 s, then fails the message', async () => {
      const worker = workerWith(
        createEmailChannel({
          demoMode: false,
          mail: { smtpUrl: await unreachableSmtpUrl(), from: FROM },
          publicUrl: t.app.config.publicUrl,
        }),
      );
      const { id } = await queueEmail(t);
      for (const [index, wait] of NOTICE_RETRY_SECONDS.entries()) {
        if (index > 0) await due(id);
        assert.equal(await worker.sendNotice(id), 'retry');
        const row = await noticeRow(t.db, id);
        assert.equal(row.state, 'queued');
        assert.equal(row.attempts, index + 1);
        assert.ok(
          row.wait > wait - 2 && row.wait <= wait + 0.5,
          `try ${index + 1}: next in ${row.wait} s, not ${wait}`,
        );
      }
      await due(id);
      assert.equal(await worker.sendNotice(id), 'failed');
      const row = await noticeRow(t.db, id);
      assert.equal(row.state, 'failed');
      assert.equal(row.attempts, NOTICE_RETRY_SECONDS.length + 1);
      assert.match(row.last_error ?? '', /^SMTP server unreachable \(ECONNREFUSED\)/);
      assert.ok(!row.last_error?.includes('s3cret-pass'), row.last_error ?? '');
    });

    it("sends a message left 'sending' by a dead instance once its send timeout has passed, once", async () => {
      const { id, reader } = await queueEmail(t);
      const abandon = (minutes: number) =>
        t.db.query(
          `update notifications set state = 'sending', attempts = 1, updated_at = now() - make_interval(mins => $2)
            where id = $1`,
          [id, minutes],
        );
      await abandon(2);
      assert.equal(await t.app.noticeSender.sendNotice(id), 'nothing', 'another instance may still be sending it');
      assert.equal(to(smtp, reader.email).length, 0);
      await abandon(6);
      assert.equal(await t.app.noticeSender.sendNotice(id), 'sent');
      assert.equal(await t.app.noticeSender.sendNotice(id), 'nothing');
      const row = await noticeRow(t.db, id);
      assert.equal(row.state, 'sent');
      assert.equal(row.attempts, 2);
      assert.equal(to(smtp, reader.email).length, 1);
    });

    it("sends a job's messages together: one that fails does not hold back the others, and a second run sends none again", async () => {
      const first = await queueEmail(t, 'M2026-000201');
      const second = await queueEmail(t, 'M2026-000202');
      const third = await queueEmail(t, 'M2026-000203');
      await t.db.query(`update notifications set address = 'nobody' where id = $1`, [second.id]);
      const outcomes = await t.app.noticeSender.sendNotices([first.id, second.id, third.id, first.id]);
      assert.deepEqual(
        [first.id, second.id, third.id].map((id) => outcomes.get(id)),
        ['sent', 'failed', 'sent'],
      );
      const again = await t.app.noticeSender.sendNotices([first.id, second.id, third.id]);
      assert.deepEqual([...again.values()], ['nothing', 'nothing', 'nothing']);
      assert.equal(to(smtp, first.reader.email).length, 1);
      assert.equal(to(smtp, third.reader.email).length, 1);
      assert.equal(to(smtp, third.reader.email)[0].subject, 'Payment received for order M2026-000203');
    });

    it('gives a new job to a message whose job is gone, once it is 15 minutes late; it is then sent once', async () => {
      const late = await queueEmail(t, 'M2026-000301');
      const recent = await queueEmail(t, 'M2026-000302');
      const stuck = await queueEmail(t, 'M2026-000303');
      const all = [late.id, recent.id, stuck.id];
      // The queue gave up on their jobs (for example, every retry ran while the database was away).
      await t.db.query(
        `delete from ${await jobsSchema()}.job j where j.name = $1
            and exists (select 1 from jsonb_array_elements_text(j.data->'ids') m where m::bigint = any($2::bigint[]))`,
        [NOTICES_QUEUE, all],
      );
      await t.db.query(`update notifications set next_attempt_at = now() - interval '16 minutes' where id = $1`, [
        late.id,
      ]);
      await t.db.query(`update notifications set next_attempt_at = now() - interval '5 minutes' where id = $1`, [
        recent.id,
      ]);
      // Left 'sending' by an instance that died 25 minutes ago: past the send timeout and the 15 minutes.
      await t.db.query(
        `update notifications set state = 'sending', attempts = 1, updated_at = now() - interval '25 minutes' where id = $1`,
        [stuck.id],
      );
      for (const id of all) assert.deepEqual(await jobsFor(id), [], 'no job left');

      assert.equal(await requeueStranded(t.db, t.app.jobs), 2);
      assert.equal((await jobsFor(late.id)).length, 1);
      assert.equal((await jobsFor(stuck.id)).length, 1);
      assert.deepEqual(await jobsFor(recent.id), [], 'five minutes late is only a busy queue');

      const outcomes = await t.app.noticeSender.sendNotices([late.id, stuck.id]);
      assert.deepEqual([outcomes.get(late.id), outcomes.get(stuck.id)], ['sent', 'sent']);
      assert.equal(to(smtp, late.reader.email).length, 1);
      assert.equal(to(smtp, stuck.reader.email).length, 1);
      assert.equal(await requeueStranded(t.db, t.app.jobs), 0, 'sent messages are not stranded');
    });

    it('fails an address that is not an email address at once', async () => {
      const { id } = await queueEmail(t);
      await t.db.query(`update notifications set address = 'reader at example.com' where id = $1`, [id]);
      assert.equal(await t.app.noticeSender.sendNotice(id), 'failed');
      assert.equal((await noticeRow(t.db, id)).last_error, 'Not a valid email address');
    });

    it('without SMTP_URL: demo mode puts the email in the demo outbox; outside it the message fails, saying why', async () => {
      const noSmtp = (demoMode: boolean) =>
        workerWith(createEmailChannel({ demoMode, mail: { from: FROM }, publicUrl: t.app.config.publicUrl }));
      const demo = await queueEmail(t);
      assert.equal(await noSmtp(true).sendNotice(demo.id), 'sent');
      const sent = await noticeRow(t.db, demo.id);
      assert.equal(sent.provider, 'demo');
      assert.match(sent.provider_id ?? '', new RegExp(`^<notice-${demo.id}\\.`));

      const real = await queueEmail(t);
      assert.equal(await noSmtp(false).sendNotice(real.id), 'failed');
      const failed = await noticeRow(t.db, real.id);
      assert.equal(failed.state, 'failed');
      assert.equal(failed.last_error, 'SMTP_URL is not set');
    });
  });
}
