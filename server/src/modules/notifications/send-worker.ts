// Sending a message: the handler of the notices queue's jobs ({ id }), run by every instance. The row's
// state decides, not the job: a message is taken in one statement (queued and due, or left 'sending' by
// an instance that died mid-send) so two instances never send it at once, and a stale or duplicate job
// finds nothing to do and ends. A passing fault puts the message back with its next try and that try's
// job in one transaction; a permanent one, or the last retry, fails it where staff see its error.
import type { FastifyBaseLogger } from 'fastify';
import { NOTICE_RETRY_SECONDS, type NoticeChannel, type NoticeState } from '@mockexam/contracts';
import type { Db } from '../../db';
import type { JobQueue } from '../../lib/jobs';
import type { NoticeChannels, OutgoingNotice } from './channels';
import { NOTICES_QUEUE } from './notifier';
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

  /** Takes the message for this run: attempts + 1. SMS is taken only outside quiet hours. */
  async function claim(id: number, smsAllowed: boolean): Promise<Claimed | null> {
    const { rows } = await db.query<Claimed>(
      `update notifications
          set state = 'sending', attempts = attempts + 1, updated_at = now()
        where id = $1
          and next_attempt_at <= now()
          and (state = 'queued' or (state = 'sending' and updated_at < now() - make_interval(secs => $2)))
          and (channel <> 'sms' or $3::boolean)
        returning id, channel, address, subject, body, created_at, attempts`,
      [id, timeout, smsAllowed],
    );
    return rows[0] ?? null;
  }

  /** Why a message was not taken, and the job that comes back to it when one is needed. */
  async function notTaken(id: number, smsFrom: Date): Promise<SendOutcome> {
    const { rows } = await db.query<Unclaimed>(
      `select state, channel, next_attempt_at <= now() as due,
              updated_at < now() - make_interval(secs => $2) as stale,
              updated_at + make_interval(secs => $2 + 1) as stale_at
         from notifications where id = $1`,
      [id, timeout],
    );
    const row = rows[0];
    if (!row || !row.due) return 'nothing';
    if (row.state === 'sending' && !row.stale) {
      // Another run is sending it, or one that failed to record its outcome left it so: look again
      // once it would count as abandoned (then it is sent or taken again; no job loops on it).
      await jobs.send(NOTICES_QUEUE, { id }, { startAfter: row.stale_at });
      return 'nothing';
    }
    if (row.channel === 'sms' && (row.state === 'queued' || row.state === 'sending')) {
      // Due in quiet hours (a retry pushed past 22:00): it waits until 08:00 Hong Kong time.
      return db.tx(async (q) => {
        const held = await q.query(
          `update notifications set state = 'queued', next_attempt_at = $2, updated_at = now()
            where id = $1 and (state = 'queued' or (state = 'sending' and updated_at < now() - make_interval(secs => $3)))`,
          [id, smsFrom, timeout],
        );
        if (held.rowCount === 0) return 'nothing' as const;
        await jobs.send(NOTICES_QUEUE, { id }, { db: q, startAfter: smsFrom });
        return 'waiting' as const;
      });
    }
    return 'nothing';
  }

  async function markSent(notice: Claimed, provider: string, providerId: string): Promise<void> {
    const { rowCount } = await db.query(
      `update notifications
          set state = 'sent', sent_at = now(), provider = $3, provider_id = $4, last_error = null, updated_at = now()
        where id = $1 and state = 'sending' and attempts = $2`,
      [notice.id, notice.attempts, provider, providerId],
    );
    // Taken again meanwhile (this send outlived the timeout): the later run records its own outcome.
    if (rowCount === 0) log?.warn({ notice: notice.id }, 'message sent after its send timeout');
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
      if (next) await jobs.send(NOTICES_QUEUE, { id: notice.id }, { db: q, startAfter: next });
      return 'retry' as const;
    });
  }

  /** One run for message `id`; safe to call again at any time. */
  async function sendNotice(id: number): Promise<SendOutcome> {
    const at = now();
    const smsFrom = firstSendTime('sms', at);
    const notice = await claim(id, smsFrom.getTime() <= at.getTime());
    if (!notice) return notTaken(id, smsFrom);
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
    await markSent(notice, delivered.provider, delivered.providerId);
    return 'sent';
  }

  return {
    sendNotice,
    /** The queue's handler: a job naming no message ends at once rather than being retried. */
    async handle(data: { id?: unknown }): Promise<void> {
      const id = Number(data?.id);
      if (!Number.isSafeInteger(id) || id <= 0) {
        log?.error({ data }, 'notice job without a message id');
        return;
      }
      await sendNotice(id);
    },
  };
}
