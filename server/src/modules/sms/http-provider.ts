// A generic HTTP SMS gateway: POST JSON { to, from, text } with a bearer token.
// SMS_PROVIDER=http, SMS_HTTP_URL, SMS_HTTP_TOKEN, SMS_HTTP_SENDER.
import type { AppConfig } from '../../config';
import type { Db } from '../../db';
import type { SmsProvider } from './provider';

/** The gateway answered with an error status (429 and 5xx pass; other 4xx will not). */
export class SmsGatewayError extends Error {
  constructor(readonly status: number) {
    super(`SMS gateway answered ${status}`);
    this.name = 'SmsGatewayError';
  }
}

/** The gateway's id of the message, where its JSON answer names one. */
async function gatewayId(response: Response): Promise<string | null> {
  if (!response.headers.get('content-type')?.includes('json')) return null;
  const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  const id = body?.id ?? body?.message_id ?? body?.messageId;
  return typeof id === 'string' || typeof id === 'number' ? String(id).slice(0, 200) : null;
}

export function createHttpSmsProvider(config: AppConfig, db: Db): SmsProvider {
  const { httpUrl, httpToken, httpSender } = config.sms;
  if (!httpUrl) throw new Error('SMS_PROVIDER=http needs SMS_HTTP_URL');
  const post = (phone: string, text: string, headers: Record<string, string> = {}) =>
    fetch(httpUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(httpToken ? { authorization: `Bearer ${httpToken}` } : {}),
        ...headers,
      },
      body: JSON.stringify({ to: `+852${phone}`, from: httpSender ?? 'MOCKEXAM', text }),
      signal: AbortSignal.timeout(10_000),
    });
  const record = (phone: string, purpose: string, body: string, ok: boolean) =>
    db.query('insert into sms_messages (phone, purpose, provider, body, status) values ($1, $2, $3, $4, $5)', [
      phone,
      purpose,
      'http',
      body,
      ok ? 'sent' : 'failed',
    ]);
  return {
    name: 'http',
    async send(message) {
      const response = await post(message.phone, message.text);
      // Real messages are logged without their code.
      await record(message.phone, message.purpose, message.text.replaceAll(message.code, '******'), response.ok);
      if (!response.ok) throw new SmsGatewayError(response.status);
    },
    async sendNotice(message) {
      // Gateways that keep idempotency keys send one message however often a crashed send is repeated.
      const response = await post(message.phone, message.text, { 'idempotency-key': message.reference });
      await record(message.phone, 'notice', message.text, response.ok);
      if (!response.ok) throw new SmsGatewayError(response.status);
      return { providerId: (await gatewayId(response)) ?? message.reference };
    },
  };
}
