// Writing a message: `notify` adds the reader's messages (an email and an SMS, where they have an
// address) to the outbox in the caller's transaction, with their texts filled in the reader's language,
// and a job for each that the queue runs after commit. A rolled-back change leaves no message and no job;
// a `dedupeKey` makes a second notify of the same moment (another instance, a retried sweep) write nothing.
import { NOTICE_EVENTS, type Locale, type NoticeChannel, type NoticeEvent } from '@mockexam/contracts';
import type { Queryable } from '../../db';
import type { JobQueue } from '../../lib/jobs';
import { fill, type NoticeData } from './placeholders';
import { firstSendTime } from './quiet-hours';
import { templateTexts } from './templates';

export const NOTICES_QUEUE = 'notifications';

export interface NoticeRequest {
  event: NoticeEvent;
  /** The reader: a candidate's, a teacher's or a staff member's account. */
  userId: number;
  orderId?: number | null;
  schoolId?: number | null;
  /** The placeholders' values; `name` defaults to the reader's name. */
  data: NoticeData;
  /** Written once: another notify with the same key writes nothing (per channel). */
  dedupeKey?: string;
  /** Default: both, where the reader has an address. */
  channels?: readonly NoticeChannel[];
}

export interface Notifier {
  /** Writes the reader's messages in the transaction `q`; answers the ids written. */
  notify(q: Queryable, request: NoticeRequest): Promise<number[]>;
}

interface Reader {
  display_name: string;
  email: string | null;
  phone: string | null;
  locale: Locale | null;
  email_reminders: boolean;
  sms_reminders: boolean;
  disabled: boolean;
}

/** The reader's address on a channel, or null when they have none or switched this reminder off. */
function addressOf(reader: Reader, channel: NoticeChannel, reminder: boolean): string | null {
  if (channel === 'email') return reminder && !reader.email_reminders ? null : reader.email?.trim() || null;
  return reminder && !reader.sms_reminders ? null : reader.phone?.trim() || null;
}

export function createNotifier(options: { jobs: JobQueue; baseUrl: string; now?: () => Date }): Notifier {
  const now = options.now ?? (() => new Date());
  return {
    async notify(q, request) {
      const { rows } = await q.query<Reader>(
        `select display_name, email, phone, locale, email_reminders, sms_reminders, disabled
           from users where id = $1`,
        [request.userId],
      );
      const reader = rows[0];
      if (!reader || reader.disabled) return [];
      const locale: Locale = reader.locale ?? 'zh-hk';
      const info = NOTICE_EVENTS[request.event];
      const texts = await templateTexts(q, request.event, locale);
      const data: NoticeData = { name: reader.display_name, ...request.data };
      const ids: number[] = [];
      for (const channel of request.channels ?? (['email', 'sms'] as const)) {
        const address = addressOf(reader, channel, info.reminder);
        if (!address) continue;
        const subject = channel === 'email' ? fill(texts.email_subject, data, locale, options.baseUrl) : null;
        const body = fill(channel === 'email' ? texts.email_body : texts.sms_body, data, locale, options.baseUrl);
        const sendAt = firstSendTime(channel, now());
        const written = await q.query<{ id: number }>(
          `insert into notifications (event, channel, user_id, order_id, school_id, address, locale, subject, body,
                                      next_attempt_at, dedupe_key)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
           on conflict (dedupe_key) do nothing
           returning id`,
          [
            request.event,
            channel,
            request.userId,
            request.orderId ?? null,
            request.schoolId ?? null,
            address,
            locale,
            subject,
            body,
            sendAt,
            request.dedupeKey ? `${request.dedupeKey}:${channel}` : null,
          ],
        );
        const id = written.rows[0]?.id;
        if (id === undefined) continue;
        await options.jobs.send(NOTICES_QUEUE, { id }, { db: q, startAfter: sendAt });
        ids.push(id);
      }
      return ids;
    },
  };
}
