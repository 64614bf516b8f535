// How a text message leaves the system. The console provider is demo mode's default (it logs and
// keeps an outbox for the dev route); the HTTP provider talks to a real gateway.
import type { FastifyBaseLogger } from 'fastify';
import type { SmsPurpose } from '@mockexam/contracts';
import { smsProviderName, type AppConfig } from '../../config';
import type { Db } from '../../db';
import { createConsoleSmsProvider } from './console-provider';
import { createHttpSmsProvider } from './http-provider';

export interface SmsMessage {
  phone: string;
  purpose: SmsPurpose;
  text: string;
  /** Only the console provider in demo mode keeps it (for the dev outbox). */
  code: string;
}

/** A service message (a notice, not a code): `reference` is ours, stable across resends of one message. */
export interface SmsNotice {
  phone: string;
  text: string;
  reference: string;
}

export interface SmsProvider {
  readonly name: 'console' | 'http';
  /** A one-time code. */
  send(message: SmsMessage): Promise<void>;
  /** A notice; answers the provider's id of the message (our reference when it gives none). */
  sendNotice(message: SmsNotice): Promise<{ providerId: string }>;
}

export function createSmsProvider(config: AppConfig, db: Db, log: FastifyBaseLogger): SmsProvider {
  return smsProviderName(config) === 'http'
    ? createHttpSmsProvider(config, db)
    : createConsoleSmsProvider(db, log, { keepCodes: config.demoMode });
}

/** The bilingual text of a one-time code. */
export function codeText(code: string, minutes: number): string {
  return `【HKDSE 模擬考試】你的驗證碼是 ${code}，${minutes} 分鐘內有效。Your verification code is ${code}, valid for ${minutes} minutes.`;
}
