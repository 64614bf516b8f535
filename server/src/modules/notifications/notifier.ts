// Writing a message: `notify` adds the reader's messages (an email and an SMS, where they have an
// address) to the outbox in the caller's transaction, with their texts filled in the reader's language,
// and their jobs (up to NOTICES_PER_JOB messages each) that the queue runs after commit. A rolled-back
// change leaves no message and no job; a `dedupeKey` makes a second notify of the same moment (another
// instance, a retried sweep) write nothing.
import {
  NOTICE_EVENTS,
  type Locale,
  type NoticeChannel,
  type NoticeEvent,
  type NoticeTexts,
} from '@mockexam/contracts';
import type { Queryable } from '../../db';
import type { JobQueue } from '../../lib/jobs';
import { fill, type NoticeData } from './placeholders';
import { firstSendTime } from './quiet-hours';
import { templateTexts } from './templates';

export const NOTICES_QUEUE = 'notifications';

/**
 * Messages per job of the notices queue. A worker takes a job's messages in one statement and sends
 * them at once, so a cohort of 10,000 is 500 jobs rather than 10,000: the queue's bookkeeping per
 * message (insert, take, complete) would otherwise cost more than the send.
 */
export const NOTICES_PER_JOB = 20;

/** A job of the notices queue: the messages it sends (`id` is the one-message form of earlier jobs). */
export interface NoticeJob {
  ids?: unknown;
  id?: unknown;
}

/** The jobs that send these messages: those due at the same time share a job, NOTICES_PER_JOB at most. */
export function noticeJobs(messages: readonly { id: number; due: Date }[]): { data: NoticeJob; startAfter: Date }[] {
  const byDue = new Map<number, number[]>();
  for (const message of messages) {
    const at = message.due.getTime();
    const ids = byDue.get(at);
    if (ids) ids.push(message.id);
    else byDue.set(at, [message.id]);
  }
  const jobs: { data: NoticeJob; startAfter: Date }[] = [];
  for (const [at, ids] of byDue) {
    for (let from = 0; from < ids.length; from += NOTICES_PER_JOB) {
      jobs.push({ data: { ids: ids.slice(from, from + NOTICES_PER_JOB) }, startAfter: new Date(at) });
    }
  }
  return jobs;
}

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

/** One reader of a notice sent to many (`notifyMany`). */
export interface NoticeReader {
  userId: number;
  orderId?: number | null;
  schoolId?: number | null;
  /** Written once per channel, as in `notify`. */
  dedupeKey?: string;
}

export interface NoticeBatch<R extends NoticeReader> {
  event: NoticeEvent;
  readers: readonly R[];
  /** The placeholders' values for one reader in their language (a title has one per language). */
  data: (reader: R, locale: Locale) => NoticeData;
  /** Not sent before this time (results written at publishing, readable from their release time). */
  notBefore?: Date;
}

export interface Notifier {
  /** Writes the reader's messages in the transaction `q`; answers the ids written. */
  notify(q: Queryable, request: NoticeRequest): Promise<number[]>;
}

/** The app's notifier (app.notices): one reader at a time, or many in a few statements. */
export interface Notices extends Notifier {
  /**
   * The same event to many readers (results to a cohort) in a fixed number of statements however many
   * they are: one read of the readers, one of each language's texts, one insert per 5,000 messages and
   * one of their jobs. Answers how many messages were written.
   */
  notifyMany<R extends NoticeReader>(q: Queryable, batch: NoticeBatch<R>): Promise<number>;
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

/** Messages per insert: eleven arrays of this length stay well within a statement's size. */
const MANY_CHUNK = 5000;

type Row = (string | number | Date | null)[];

const BOTH = ['email', 'sms'] as const;

export function createNotifier(options: { jobs: JobQueue; baseUrl: string; now?: () => Date }): Notices {
  const now = options.now ?? (() => new Date());

  /** One reader's messages as rows: a channel each where they have an address, texts filled in `locale`. */
  function messageRows(
    event: NoticeEvent,
    reader: Reader,
    entry: NoticeReader,
    locale: Locale,
    text: NoticeTexts,
    data: NoticeData,
    channels: readonly NoticeChannel[],
    start: Date,
  ): Row[] {
    const filled: NoticeData = { name: reader.display_name, ...data };
    const rows: Row[] = [];
    for (const channel of channels) {
      const address = addressOf(reader, channel, NOTICE_EVENTS[event].reminder);
      if (!address) continue;
      rows.push([
        channel,
        entry.userId,
        entry.orderId ?? null,
        entry.schoolId ?? null,
        address,
        locale,
        channel === 'email' ? fill(text.email_subject, filled, locale, options.baseUrl) : null,
        fill(channel === 'email' ? text.email_body : text.sms_body, filled, locale, options.baseUrl),
        firstSendTime(channel, start),
        entry.dedupeKey ? `${entry.dedupeKey}:${channel}` : null,
      ]);
    }
    return rows;
  }

  /** Inserts the rows (one statement per MANY_CHUNK, a dedupe key written once) and their jobs; answers the ids. */
  async function writeRows(q: Queryable, event: NoticeEvent, rows: Row[]): Promise<number[]> {
    const ids: number[] = [];
    for (let from = 0; from < rows.length; from += MANY_CHUNK) {
      const chunk = rows.slice(from, from + MANY_CHUNK);
      const column = (index: number) => chunk.map((row) => row[index]);
      const inserted = await q.query<{ id: number; next_attempt_at: Date }>(
        `insert into notifications (event, channel, user_id, order_id, school_id, address, locale, subject, body,
                                    next_attempt_at, dedupe_key)
         select $1, * from unnest($2::text[], $3::bigint[], $4::bigint[], $5::bigint[], $6::text[], $7::text[],
                                  $8::text[], $9::text[], $10::timestamptz[], $11::text[])
         on conflict (dedupe_key) do nothing
         returning id, next_attempt_at`,
        [event, ...Array.from({ length: 10 }, (_, index) => column(index))],
      );
      if (inserted.rows.length === 0) continue;
      await options.jobs.sendMany(
        NOTICES_QUEUE,
        noticeJobs(inserted.rows.map((row) => ({ id: Number(row.id), due: row.next_attempt_at }))),
        { db: q },
      );
      ids.push(...inserted.rows.map((row) => Number(row.id)));
    }
    return ids;
  }

  return {
    async notifyMany(q, batch) {
      if (batch.readers.length === 0) return 0;
      const { rows: found } = await q.query<Reader & { id: number }>(
        `select id, display_name, email, phone, locale, email_reminders, sms_reminders, disabled
           from users where id = any($1::bigint[])`,
        [[...new Set(batch.readers.map((r) => r.userId))]],
      );
      const readers = new Map(found.map((row) => [Number(row.id), row]));
      const texts = new Map<Locale, NoticeTexts>();
      const start = batch.notBefore && batch.notBefore > now() ? batch.notBefore : now();
      const rows: Row[] = [];
      for (const entry of batch.readers) {
        const reader = readers.get(entry.userId);
        if (!reader || reader.disabled) continue;
        const locale: Locale = reader.locale ?? 'zh-hk';
        if (!texts.has(locale)) texts.set(locale, await templateTexts(q, batch.event, locale));
        const text = texts.get(locale) as NoticeTexts;
        rows.push(...messageRows(batch.event, reader, entry, locale, text, batch.data(entry, locale), BOTH, start));
      }
      return (await writeRows(q, batch.event, rows)).length;
    },
    async notify(q, request) {
      const { rows } = await q.query<Reader>(
        `select display_name, email, phone, locale, email_reminders, sms_reminders, disabled
           from users where id = $1`,
        [request.userId],
      );
      const reader = rows[0];
      if (!reader || reader.disabled) return [];
      const locale: Locale = reader.locale ?? 'zh-hk';
      const text = await templateTexts(q, request.event, locale);
      const channels = request.channels ?? BOTH;
      const messages = messageRows(request.event, reader, request, locale, text, request.data, channels, now());
      return writeRows(q, request.event, messages);
    },
  };
}
