// The bare peer of `npm run bench:notifications`: nodemailer alone sending the messages the product
// wrote (the same addresses, subjects and bodies, read from its outbox), with the product's connection
// budget: two pooled transports of 5 connections each (the product's two instances' pools), 8 sends in
// flight on each. Run as BARE_PARTS processes (the transports shared among them), process BARE_PART
// sending the messages whose id leaves BARE_PART when divided by BARE_PARTS. No outbox, no queue, no
// state: the floor of the machine and the SMTP server.
//   parent → { pass, from, to }   read messages with ids from..to, answer 'ready'
//   parent → 'go'                 send them all, answer 'done'
import nodemailer from 'nodemailer';
import pg from 'pg';

const { DATABASE_URL, DATABASE_SCHEMA, SMTP_URL, MAIL_FROM } = process.env;
const PART = Number(process.env.BARE_PART ?? 0);
const PARTS = Number(process.env.BARE_PARTS ?? 1);
const TRANSPORTS = Math.max(1, Math.round(2 / PARTS));
const IN_FLIGHT = 8;
const pool = new pg.Pool({ connectionString: DATABASE_URL, max: 2, options: `-c search_path=${DATABASE_SCHEMA}` });
const transports = Array.from({ length: TRANSPORTS }, () =>
  nodemailer.createTransport({ url: SMTP_URL, pool: true, maxConnections: 5 }),
);
let messages = [];
let pass = 0;

async function sendAll() {
  let next = 0;
  const lane = async (transport) => {
    while (next < messages.length) {
      const m = messages[next++];
      await transport.sendMail({
        from: MAIL_FROM,
        to: m.address,
        subject: m.subject ?? '',
        text: m.body,
        messageId: `<bare-${pass}-${m.id}@mockexam.test>`,
        headers: { 'Auto-Submitted': 'auto-generated' },
      });
    }
  };
  await Promise.all(transports.flatMap((transport) => Array.from({ length: IN_FLIGHT }, () => lane(transport))));
}

process.on('message', (message) => {
  if (message === 'go') {
    sendAll().then(
      () => process.send('done'),
      (error) => {
        console.error(error);
        process.exit(1);
      },
    );
    return;
  }
  if (message === 'exit') {
    for (const transport of transports) transport.close();
    pool.end().then(() => process.exit(0));
    return;
  }
  pass = message.pass;
  pool
    .query(
      `select id, address, subject, body from notifications
        where id between $1 and $2 and channel = 'email' and id % $3 = $4 order by id`,
      [message.from, message.to, PARTS, PART],
    )
    .then(({ rows }) => {
      messages = rows;
      process.send('ready');
    });
});
