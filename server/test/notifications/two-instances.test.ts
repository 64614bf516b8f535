// Two server instances on one database, both running the notices queue's workers: every message of a
// burst, each with two jobs, reaches the SMTP server exactly once, with its own Message-ID.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { buildApp } from '../../src/app';
import { NOTICES_QUEUE } from '../../src/modules/notifications/notifier';
import { startTestApp, type TestApp } from '../support/app';
import { dbKinds } from '../support/db';
import { startSecondApp } from '../support/second-app';
import { eventually, newReader, startTestSmtp, type TestSmtp } from './smtp-fixture';

const COUNT = 40;

for (const kind of dbKinds()) {
  describe(`two instances sending one outbox on ${kind}`, () => {
    let smtp: TestSmtp;
    let a: TestApp;
    let closeB: () => Promise<void>;
    let wakeB: () => void;
    before(async () => {
      smtp = await startTestSmtp();
      a = await startTestApp(kind, undefined, { mail: { smtpUrl: smtp.url, from: 'no-reply@mockexam.example' } });
      if (kind === 'postgres') {
        const b = await startSecondApp(a);
        closeB = b.close;
        wakeB = () => b.app.jobs.wake(NOTICES_QUEUE);
      } else {
        // PGlite is one process's database: the second instance shares its connection, with its own queue workers.
        const b = await buildApp({ db: a.db, logger: false, config: a.app.config });
        await b.ready();
        closeB = () => b.close();
        wakeB = () => b.jobs.wake(NOTICES_QUEUE);
      }
    });
    after(async () => {
      await closeB();
      await a.close();
      await smtp.close();
    });

    it(`delivers ${COUNT} messages written at once exactly once each`, async () => {
      const reader = await newReader(a.db, 'zh-hk');
      const ids = await a.db.tx(async (q) => {
        const written: number[] = [];
        for (let i = 1; i <= COUNT; i += 1) {
          const orderNo = `M2026-${String(i).padStart(6, '0')}`;
          written.push(
            ...(await a.app.notices.notify(q, {
              event: 'ticket.issued',
              userId: reader.id,
              data: { order_no: orderNo, link: '/tickets' },
              channels: ['email'],
            })),
          );
        }
        // A second job for every message (a sweep or a resend racing the first): the two instances take
        // the two jobs of one message at once, and only the message's row decides who sends it.
        for (const id of written) await a.app.jobs.send(NOTICES_QUEUE, { ids: [id] }, { db: q });
        return written;
      });
      assert.equal(ids.length, COUNT);
      a.app.jobs.wake(NOTICES_QUEUE);
      wakeB();
      const sent = async () =>
        (
          await a.db.query<{ n: number }>(
            `select count(*)::int as n from notifications where id = any($1) and state = 'sent'`,
            [ids],
          )
        ).rows[0].n;
      await eventually(async () => (await sent()) === COUNT, 60_000, `${COUNT} messages sent`);
      // Time for a second copy to arrive, were one on its way.
      await new Promise((resolve) => setTimeout(resolve, 2000));
      const mails = smtp.received.filter(
        (mail) => !Array.isArray(mail.to) && mail.to?.value[0]?.address === reader.email,
      );
      assert.equal(mails.length, COUNT);
      const subjects = mails.map((mail) => mail.subject).sort();
      assert.equal(new Set(subjects).size, COUNT, 'one message per order');
      assert.equal(subjects[0], '准考證已發出（訂單 M2026-000001）');
      assert.equal(new Set(mails.map((mail) => mail.messageId)).size, COUNT);
      const { rows } = await a.db.query<{ attempts: number; n: number }>(
        'select attempts, count(*)::int as n from notifications where id = any($1) group by attempts',
        [ids],
      );
      assert.deepEqual(rows, [{ attempts: 1, n: COUNT }]);
    });
  });
}
