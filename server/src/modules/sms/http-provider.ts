// A generic HTTP SMS gateway: POST JSON { to, from, text } with a bearer token.
// SMS_PROVIDER=http, SMS_HTTP_URL, SMS_HTTP_TOKEN, SMS_HTTP_SENDER.
import type { AppConfig } from '../../config';
import type { Db } from '../../db';
import type { SmsProvider } from './provider';

export function createHttpSmsProvider(config: AppConfig, db: Db): SmsProvider {
  const { httpUrl, httpToken, httpSender } = config.sms;
  if (!httpUrl) throw new Error('SMS_PROVIDER=http needs SMS_HTTP_URL');
  return {
    name: 'http',
    async send(message) {
      const response = await fetch(httpUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(httpToken ? { authorization: `Bearer ${httpToken}` } : {}),
        },
        body: JSON.stringify({ to: `+852${message.phone}`, from: httpSender ?? 'MOCKEXAM', text: message.text }),
        signal: AbortSignal.timeout(10_000),
      });
      const status = response.ok ? 'sent' : 'failed';
      // Real messages are logged without their code.
      await db.query('insert into sms_messages (phone, purpose, provider, body, status) values ($1, $2, $3, $4, $5)', [
        message.phone,
        message.purpose,
        'http',
        message.text.replaceAll(message.code, '******'),
        status,
      ]);
      if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
    },
  };
}
