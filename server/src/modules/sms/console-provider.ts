// Sends nothing. In demo mode it logs the message and keeps it, code included, in the outbox table
// that the dev route reads. Chosen on purpose outside demo mode (SMS_PROVIDER=console) it keeps
// neither: a code in a log or a readable table is an account takeover.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db';
import type { SmsProvider } from './provider';

export function createConsoleSmsProvider(db: Db, log: FastifyBaseLogger, options: { keepCodes: boolean }): SmsProvider {
  return {
    name: 'console',
    async send(message) {
      const text = options.keepCodes ? message.text : message.text.replaceAll(message.code, '******');
      log.info({ phone: message.phone, purpose: message.purpose, text }, 'SMS (console provider, not sent)');
      await db.query('insert into sms_messages (phone, purpose, provider, body, code) values ($1, $2, $3, $4, $5)', [
        message.phone,
        message.purpose,
        'console',
        text,
        options.keepCodes ? message.code : null,
      ]);
    },
    async sendNotice(message) {
      // A notice holds no secret, but a reader's name and order: only demo mode puts its text in the log.
      log.info(
        { phone: message.phone, reference: message.reference, ...(options.keepCodes ? { text: message.text } : {}) },
        'SMS notice (console provider, not sent)',
      );
      const { rows } = await db.query<{ id: number }>(
        `insert into sms_messages (phone, purpose, provider, body) values ($1, 'notice', 'console', $2) returning id`,
        [message.phone, message.text],
      );
      return { providerId: `console-${rows[0]?.id ?? message.reference}` };
    },
  };
}
