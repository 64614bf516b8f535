// Sending messages: the handler of the notices queue's jobs ({ ids }), run by every instance. The rows'
// state decides, not the job: a job's messages are taken in one statement (queued and due, or left
// 'sending' by an instance that died mid-send) so two instances never send one at once, and a stale or
// duplicate job finds nothing to do and ends. Each message is recorded sent the moment its provider took
// it, so an instance killed mid-job leaves as few as can be in doubt. A passing fault puts the message
// back with its next try and that try's job in one transaction; a permanent one, or the last retry,
// fails it where staff see its error.
import type { FastifyBaseLogger } from 'fastify';
import { NOTICE_RETRY_SECONDS, type NoticeChannel, type NoticeState } from '@mockexam/contracts';
import type { Db } from '../../db';
import type { JobQueue } from '../../lib/jobs';
import type { Delivered, NoticeChannels, OutgoingNotice } from './channels';
import { NOTICES_QUEUE, noticeJobs, type NoticeJob } from './notifier';
import { firstSendTime } from './quiet-hours';
import { SendError, shortError } from './send-errors';

/**
 * How long a send may take before its message counts as abandoned (its instance died) and is taken
 * again; well past the SMTP and gateway timeouts. The queue's jobs expire after the same time, so the
 * job of a dead instance runs again and finds the message ready to take.
 */
export const SEND_TIMEOUT_SECONDS = 5 * 60;

/** What one run did with the message (tests read it; the queue does not). */
export type SendOutcome = 'sent' | 'retry' | 'failed' | 'waiting' | 'nothing';

export interface SendWorkerOptions {
  db: Db;
  jobs: JobQueue;
  channels: NoticeChannels;
  log?: FastifyBaseLogger;
  /** The clock of quiet hours (tests set it). */
  now?: () => Date;
  sendTimeoutSeconds?: number;
}

interface Claimed extends OutgoingNotice {
  attempts: number;
}

interface Unclaimed {
  id: number;
  state: NoticeState;
  channel: NoticeChannel;
  due: boolean;
  stale: boolean;
  stale_at: Date;
}

export function createSendWorker(options: SendWorkerOptions) {
  const { db, jobs, channels, log } = options;
  const now = options.now ?? (() => new Date());
  const timeout = options.sendTimeoutSeconds ?? SEND_TIMEOUT_SECONDS;

  /** Takes the messages for this run: attempts + 1. SMS is taken only outside quiet hours. */
  async function claim(ids: number[], smsAllowed: boolean): Promise<Claimed[]> {
    const { rows } = await db.query<Claimed>(
      `update notifications
          set state = 'sending', attempts = attempts + 1, updated_at = now()
        where id = any($1::bigint[])
          and next_attempt_at <= now()
          and (state = 'queued' or (state = 'sending' and updated_at < now() - make_interval(secs => $2)))
          and (channel <> 'sms' or $3::boolean)
        returning id, channel, address, subject, body, created_at, attempts`,
      [ids, timeout, smsAllowed],
    );
    return rows.map((row) => ({ ...row, id: Number(row.id) }));
  }

  /** Why messages were not taken, and the jobs that come back to them when one is needed. */
  async function notTaken(ids: number[], smsFrom: Date): Promise<Map<number, SendOutcome>> {
    const outcomes = new Map<number, SendOutcome>(ids.map((id) => [id, 'nothing']));
    const { rows } = await db.query<Unclaimed>(
      `select id, state, channel, next_attempt_at <= now() as due,
              updated_at < now() - make_interval(secs => $2) as stale,
              updated_at + make_interval(secs => $2 + 1) as stale_at
         from notifications where id = any($1::bigint[])`,
      [ids, timeout],
    );
    const due = rows.filter((row) => row.due);
    // Another run is sending them, or one that failed to record its outcome left them so: look again
    // once they would count as abandoned (then they are sent or taken again; no job loops on them).
    const busy = due.filter((row) => row.state === 'sending' && !row.stale);
    if (busy.length > 0) {
      const last = new Date(Math.max(...busy.map((row) => row.stale_at.getTime())));
      await jobs.sendMany(NOTICES_QUEUE, noticeJobs(busy.map((row) => ({ id: Number(row.id), due: last }))));
    }
    // Due in quiet hours (a retry pushed past 22:00): they wait until 08:00 Hong Kong time.
    const held = due
      .filter((row) => row.channel === 'sms' && (row.state === 'queued' || (row.state === 'sending' && row.stale)))
      .map((row) => Number(row.id));
    if (held.length > 0) {
      await db.tx(async (q) => {
        const { rows: waiting } = await q.query<{ id: number }>(
          `update notifications set state = 'queued', next_attempt_at = $2, updated_at = now()
            where id = any($1::bigint[])
              and (state = 'queued' or (state = 'sending' and updated_at < now() - make_interval(secs => $3)))
            returning id`,
          [held, smsFrom, timeout],
        );
        const waitingIds = waiting.map((row) => Number(row.id));
        await jobs.sendMany(NOTICES_QUEUE, noticeJobs(waitingIds.map((id) => ({ id, due: smsFrom }))), { db: q });
        for (const id of waitingIds) outcomes.set(id, 'waiting');
      });
    }
    return outcomes;
  }

  /**
   * Sends recorded as one statement: each waits only for the statement under way, and every send that
   * finished meanwhile goes in the next (a group commit), so a message is recorded within about one
   * round trip of its provider taking it, at a fraction of a statement each.
   */
  const marks: { notice: Claimed; delivered: Delivered; done: (error?: unknown) => void }[] = [];
  let writingMarks = false;

  async function writeMarks(): Promise<void> {
    if (writingMarks) return;
    writingMarks = true;
    try {
      while (marks.length > 0) {
        // In id order, so two instances recording overlapping rows never wait on each other in a cycle.
        const batch = marks.splice(0).sort((a, b) => a.notice.id - b.notice.id);
        try {
          const { rowCount } = await db.query(
            `update notifications n
                set state = 'sent', sent_at = now(), provider = m.provider, provider_id = m.provider_id,
                    last_error = null, updated_at = now()
               from unnest($1::bigint[], $2::int[], $3::text[], $4::text[]) as m(id, attempts, provider, provider_id)
              where n.id = m.id and n.state = 'sending' and n.attempts = m.attempts`,
            [
              batch.map((mark) => mark.notice.id),
              batch.map((mark) => mark.notice.attempts),
              batch.map((mark) => mark.delivered.provider),
              batch.map((mark) => mark.delivered.providerId),
            ],
          );
          if ((rowCount ?? 0) < batch.length) {
            // Some taken again meanwhile (their send outlived the timeout): the later run records its own outcome.
            log?.warn({ notices: batch.map((mark) => mark.notice.id) }, 'messages sent after their send timeout');
          }
          for (const mark of batch) mark.done();
        } catch (error) {
          for (const mark of batch) mark.done(error);
        }
      }
    } finally {
      writingMarks = false;
    }
  }

  function markSent(notice: Claimed, delivered: Delivered): Promise<void> {
    return new Promise((resolve, reject) => {
      marks.push({ notice, delivered, done: (error) => (error === undefined ? resolve() : reject(error)) });
      void writeMarks();
    });
  }

  async function markFailed(notice: Claimed, error: SendError): Promise<SendOutcome> {
    const delay = error.kind === 'passing' ? NOTICE_RETRY_SECONDS[notice.attempts - 1] : undefined;
    return db.tx(async (q) => {
      if (delay === undefined) {
        await q.query(
          `update notifications set state = 'failed', last_error = $3, updated_at = now()
            where id = $1 and state = 'sending' and attempts = $2`,
          [notice.id, notice.attempts, error.message],
        );
        return 'failed' as const;
      }
      const { rows } = await q.query<{ next_attempt_at: Date }>(
        `update notifications
            set state = 'queued', last_error = $3, next_attempt_at = now() + make_interval(secs => $4), updated_at = now()
          where id = $1 and state = 'sending' and attempts = $2
          returning next_attempt_at`,
        [notice.id, notice.attempts, error.message, delay],
      );
      const next = rows[0]?.next_attempt_at;
      if (next) await jobs.send(NOTICES_QUEUE, { ids: [notice.id] }, { db: q, startAfter: next });
      return 'retry' as const;
    });
  }

  /** Sends one taken message and records what came of it. */
  async function deliver(notice: Claimed): Promise<SendOutcome> {
    let delivered;
    try {
      delivered = await channels[notice.channel].send(notice);
    } catch (error) {
      const failure =
        error instanceof SendError
          ? error
          : new SendError('passing', shortError(error instanceof Error ? error.message : String(error)));
      log?.warn(
        { notice: notice.id, attempt: notice.attempts, kind: failure.kind, error: failure.message },
        'message not sent',
      );
      return markFailed(notice, failure);
    }
    await markSent(notice, delivered);
    return 'sent';
  }

  /** One run for the messages `ids`: each sent at once if due and free; safe to call again at any time. */
  async function sendNotices(ids: readonly number[]): Promise<Map<number, SendOutcome>> {
    const at = now();
    const smsFrom = firstSendTime('sms', at);
    const unique = [...new Set(ids)];
    const taken = await claim(unique, smsFrom.getTime() <= at.getTime());
    const takenIds = new Set(taken.map((notice) => notice.id));
    const rest = unique.filter((id) => !takenIds.has(id));
    const [outcomes, sent] = await Promise.all([
      rest.length > 0 ? notTaken(rest, smsFrom) : new Map<number, SendOutcome>(),
      Promise.all(taken.map(async (notice) => [notice.id, await deliver(notice)] as const)),
    ]);
    for (const [id, outcome] of sent) outcomes.set(id, outcome);
    return outcomes;
  }

  return {
    sendNotices,
    /** One run for message `id` (tests, and the one-message jobs of earlier releases). */
    async sendNotice(id: number): Promise<SendOutcome> {
      return (await sendNotices([id])).get(id) ?? 'nothing';
    },
    /** The queue's handler: a job naming no message ends at once rather than being retried. */
    async handle(data: NoticeJob): Promise<void> {
      const listed = Array.isArray(data?.ids) ? data.ids : [data?.id];
      const ids = listed.map(Number).filter((id) => Number.isSafeInteger(id) && id > 0);
      if (ids.length === 0 || ids.length > 1000) {
        log?.error({ data }, 'notice job without message ids');
        return;
      }
      await sendNotices(ids);
    },
  };
}
