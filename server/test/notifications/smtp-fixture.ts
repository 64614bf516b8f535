// An SMTP server in the test's process (smtp-server), keeping every message it accepts, parsed; it can
// be told to refuse recipients with a reply code. And an address where nothing listens.
import net, { type AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';
import type { Db } from '../../src/db';

export interface TestSmtp {
  /** SMTP_URL of the server (with a user and password it does not check). */
  url: string;
  received: ParsedMail[];
  /** The reply to every RCPT TO while set: 451 (try later), 550 (no such mailbox). */
  refuse: { code: number; text: string } | null;
  close(): Promise<void>;
}

export async function startTestSmtp(): Promise<TestSmtp> {
  const fixture: TestSmtp = {
    url: '',
    received: [],
    refuse: null,
    close: async () => {},
  };
  const server = new SMTPServer({
    authOptional: true,
    // Plain SMTP on loopback: nodemailer would otherwise upgrade to TLS with the server's self-signed certificate.
    disabledCommands: ['STARTTLS'],
    disableReverseLookup: true,
    logger: false,
    onAuth: (_auth, _session, callback) => callback(null, { user: 'mailer' }),
    onRcptTo(_address, _session, callback) {
      if (!fixture.refuse) return callback();
      const error = Object.assign(new Error(fixture.refuse.text), { responseCode: fixture.refuse.code });
      callback(error);
    },
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          fixture.received.push(mail);
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  fixture.url = `smtp://mailer:s3cret-pass@127.0.0.1:${port}`;
  fixture.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return fixture;
}

/** An SMTP_URL where nothing listens (a port taken and given back). */
export async function unreachableSmtpUrl(): Promise<string> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', () => resolve()));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return `smtp://mailer:s3cret-pass@127.0.0.1:${port}`;
}

/** A reader with an email address and a phone number of their own, in `locale`. */
export async function newReader(db: Db, locale: 'en' | 'zh-hk' = 'en') {
  const tag = Math.random().toString(36).slice(2, 10);
  const phone = String(60_000_000 + Math.floor(Math.random() * 9_999_999));
  const email = `reader-${tag}@example.com`;
  const { rows } = await db.query<{ id: number }>(
    `insert into users (realm, username, display_name, email, phone, locale)
     values ('candidate-realm', $1, 'Chan Tai Man', $2, $3, $4) returning id`,
    [`reader-${tag}`, email, phone, locale],
  );
  return { id: rows[0].id, email, phone };
}

export interface NoticeRow {
  id: number;
  state: string;
  attempts: number;
  next_attempt_at: Date;
  last_error: string | null;
  provider: string | null;
  provider_id: string | null;
  sent_at: Date | null;
  created_at: Date;
  /** Seconds from now to next_attempt_at, by the database's clock. */
  wait: number;
}

export async function noticeRow(db: Db, id: number): Promise<NoticeRow> {
  const { rows } = await db.query<NoticeRow>(
    `select id, state, attempts, next_attempt_at, last_error, provider, provider_id, sent_at, created_at,
            extract(epoch from next_attempt_at - now())::float8 as wait
       from notifications where id = $1`,
    [id],
  );
  return rows[0];
}

/** Waits until `check` holds (polling), or fails after `ms`. */
export async function eventually(check: () => Promise<boolean> | boolean, ms = 20_000, what = 'condition') {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}
