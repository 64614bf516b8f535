// Development / embedded default: log the message and keep it (with its code) in the outbox table.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db';
import type { SmsProvider } from './provider';

export function createConsoleSmsProvider(db: Db, log: FastifyBaseLogger): SmsProvider {
  return {
    name: 'console',
    async send(message) {
      log.info({ phone: message.phone, purpose: message.purpose, text: message.text }, 'SMS (console provider)');
      await db.query('insert into sms_messages (phone, purpose, provider, body, code) values ($1, $2, $3, $4, $5)', [
        message.phone,
        message.purpose,
        'console',
        message.text,
        message.code,
      ]);
    },
  };
}
