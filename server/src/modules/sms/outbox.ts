// The console provider's sent messages with a code, newest first (the demo's SMS outbox reads them).
import type { SmsPurpose } from '@mockexam/contracts';
import type { Queryable } from '../../db';

export async function consoleOutbox(q: Queryable, phone: string | null) {
  const { rows } = await q.query<{ phone: string; purpose: SmsPurpose; code: string; body: string; sent_at: Date }>(
    `select phone, purpose, code, body, sent_at from sms_messages
      where provider = 'console' and code is not null and ($1::text is null or phone = $1)
      order by id desc limit 50`,
    [phone],
  );
  return rows;
}
