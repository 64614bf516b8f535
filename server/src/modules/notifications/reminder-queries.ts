// Who is due a reminder now: one set-based query per kind, each answering the reader, the message's
// dedupe key and its placeholders. A reader whose messages with that key are already written on every
// channel they can be reached by is left out, so a run cut off half-way is finished by the next one and a
// second instance running the same query at once writes nothing twice (notify's dedupe key).
import type { Locale } from '@mockexam/contracts';
import type { Queryable } from '../../db';
import { hkDate } from '../../lib/time';
import type { NoticeRequest } from './notifier';

/** An FPS order is warned this long before it expires; a bank-transfer order this long before its due time. */
export const FPS_WARNING_MINUTES = 10;
export const BANK_WARNING_HOURS = 24;
/** Teachers are reminded three days and one day before the school registration deadline. */
export const DEADLINE_WARNING_DAYS = { 'school.deadline_3d': 3, 'school.deadline_1d': 1 } as const;
/** The daily summary counts messages that finally failed in the day before it. */
export const SUMMARY_FAILED_HOURS = 24;
/** Readers taken per kind in one run; a longer list is finished by the next runs. */
const RUN_MAX = 5000;

export type DueNotice = NoticeRequest & { dedupeKey: string };

/**
 * The reader `u` still lacks the message keyed by the SQL expression `key` on a channel they can be
 * reached by (a reminder honours their choice to switch it off; other messages do not).
 */
function unwritten(key: string, reminder: boolean): string {
  const on = (flag: string) => (reminder ? `u.${flag} and ` : '');
  return `not u.disabled and (
    (${on('email_reminders')}nullif(trim(u.email), '') is not null
       and not exists (select 1 from notifications n where n.dedupe_key = ${key} || ':email'))
    or (${on('sms_reminders')}nullif(trim(u.phone), '') is not null
       and not exists (select 1 from notifications n where n.dedupe_key = ${key} || ':sms')))`;
}

interface OrderRow {
  dedupe_key: string;
  user_id: number;
  order_id: number;
  enrollment_no: string;
  amount_cents: number;
  due_at: Date;
}

/**
 * Unpaid orders still waiting for payment whose due time is near: FPS within 10 minutes, bank transfer
 * within a day. 'pending' leaves out paid, cancelled and expired orders and those whose receipt waits for
 * staff ('awaiting_approval'); an order partly paid is not cancelled at its due time, so it is not warned.
 * The key names the due time: staff extending an order's time gives it a reminder before the new one.
 */
async function dueOrders(q: Queryable, now: Date, event: 'order.fps_expiring' | 'order.bank_due_soon') {
  const fps = event === 'order.fps_expiring';
  const key = `'${event}:' || o.id || ':' || floor(extract(epoch from o.due_at))::bigint`;
  const { rows } = await q.query<OrderRow>(
    `select ${key} as dedupe_key, o.user_id, o.id as order_id, o.enrollment_no,
            o.total_cents - o.paid_cents as amount_cents, o.due_at
       from orders o
       join users u on u.id = o.user_id
      where o.status = 'pending' and o.paid_cents = 0 and o.payment_method = $1
        and o.due_at > $2 and o.due_at <= $3
        and not exists (select 1 from receipts r where r.order_id = o.id and r.status = 'pending')
        and ${unwritten(key, true)}
      order by o.due_at, o.id
      limit ${RUN_MAX}`,
    [
      fps ? 'fps' : 'bank',
      now,
      new Date(now.getTime() + (fps ? FPS_WARNING_MINUTES * 60_000 : BANK_WARNING_HOURS * 3_600_000)),
    ],
  );
  return rows.map((row): DueNotice => ({
    event,
    userId: row.user_id,
    orderId: row.order_id,
    dedupeKey: row.dedupe_key,
    data: { order_no: row.enrollment_no, amount: row.amount_cents, due_time: row.due_at, link: '/order-history' },
  }));
}

interface DeadlineRow {
  dedupe_key: string;
  user_id: number;
  school_id: number;
  locale: Locale | null;
  school_zh: string;
  school_en: string;
  subject_zh: string;
  subject_en: string;
  deadline: Date;
}

/**
 * Live school registrations whose list is not submitted, with the deadline (the cycle's school_reg_end)
 * within 3 days but more than one (school.deadline_3d) or within one day (school.deadline_1d): to each
 * teacher account of the registration's school and subject. A registration made a day before the deadline
 * gets the one-day reminder only.
 */
async function dueDeadlines(q: Queryable, now: Date, event: keyof typeof DEADLINE_WARNING_DAYS) {
  const days = DEADLINE_WARNING_DAYS[event];
  const key = `'${event}:' || r.id || ':' || u.id || ':' || floor(extract(epoch from e.at))::bigint`;
  const { rows } = await q.query<DeadlineRow>(
    `select ${key} as dedupe_key, u.id as user_id, r.school_id, u.locale,
            s.name_zh as school_zh, s.name_en as school_en, sub.name_zh as subject_zh, sub.name_en as subject_en,
            e.at as deadline
       from school_registrations r
       join cycle_events e on e.cycle_id = r.cycle_id and e.key = 'school_reg_end'
       join schools s on s.id = r.school_id
       join subjects sub on sub.code = r.subject_code
       join school_accounts a on a.school_id = r.school_id and a.subject_code = r.subject_code
       join users u on u.id = a.user_id
      where r.status = 'registered'
        and e.at > $1 and e.at <= $2
        and not exists (
          select 1 from school_import_batches b
           where b.school_id = r.school_id and b.subject_code = r.subject_code and b.cycle_id = r.cycle_id
             and b.submitted_at is not null)
        and ${unwritten(key, true)}
      order by r.id, u.id
      limit ${RUN_MAX}`,
    [days === 1 ? now : new Date(now.getTime() + 86_400_000), new Date(now.getTime() + days * 86_400_000)],
  );
  return rows.map((row): DueNotice => {
    const en = row.locale === 'en';
    return {
      event,
      userId: row.user_id,
      schoolId: row.school_id,
      dedupeKey: row.dedupe_key,
      data: {
        school_name: en ? row.school_en : row.school_zh,
        subject: en ? row.subject_en : row.subject_zh,
        deadline: row.deadline,
        link: '/school/home',
      },
    };
  });
}

/** Every reminder due at `now`, in one fixed order (two instances write the same keys in the same order). */
export async function dueReminders(q: Queryable, now: Date): Promise<DueNotice[]> {
  return [
    ...(await dueOrders(q, now, 'order.fps_expiring')),
    ...(await dueOrders(q, now, 'order.bank_due_soon')),
    ...(await dueDeadlines(q, now, 'school.deadline_1d')),
    ...(await dueDeadlines(q, now, 'school.deadline_3d')),
  ];
}

export interface SummaryCounts {
  /** Bank receipts waiting for staff's review, however old. */
  receiptsWaiting: number;
  /** Messages that finally failed (state 'failed') in the 24 hours before the summary. */
  failedMessages: number;
}

export async function summaryCounts(q: Queryable, now: Date): Promise<SummaryCounts> {
  const { rows } = await q.query<{ receipts: number; failed: number }>(
    `select (select count(*)::int from receipts where status = 'pending') as receipts,
            (select count(*)::int from notifications
              where state = 'failed' and updated_at > $1 and updated_at <= $2) as failed`,
    [new Date(now.getTime() - SUMMARY_FAILED_HOURS * 3_600_000), now],
  );
  return { receiptsWaiting: rows[0]?.receipts ?? 0, failedMessages: rows[0]?.failed ?? 0 };
}

/** The day's summary to each staff administrator (markers are not sent it), keyed by the Hong Kong date. */
export async function dueSummaries(q: Queryable, now: Date): Promise<DueNotice[]> {
  const counts = await summaryCounts(q, now);
  const key = `'staff.daily_summary:' || $1::text || ':' || u.id`;
  const { rows } = await q.query<{ dedupe_key: string; user_id: number }>(
    `select ${key} as dedupe_key, u.id as user_id
       from staff st
       join users u on u.id = st.user_id
      where st.role = 'admin' and ${unwritten(key, false)}
      order by u.id`,
    [hkDate(now)],
  );
  return rows.map((row): DueNotice => ({
    event: 'staff.daily_summary',
    userId: row.user_id,
    dedupeKey: row.dedupe_key,
    data: { receipts_waiting: counts.receiptsWaiting, failed_messages: counts.failedMessages, link: '/admin/home' },
  }));
}
