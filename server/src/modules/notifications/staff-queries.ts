// The back office's messages: the history (filtered, newest first), a message sent again, and the
// templates staff edit, checked and previewed with the newest real data of their event.
import {
  NOTICE_EVENTS,
  type Locale,
  type MessageKey,
  type Notice,
  type NoticeEvent,
  type NoticeTemplate,
  type NoticeTexts,
} from '@mockexam/contracts';
import type { Queryable } from '../../db';
import { badRequest, conflict, notFound } from '../../lib/app-error';
import { writeAudit, type AuditActor } from '../../lib/audit';
import type { JobQueue } from '../../lib/jobs';
import { NOTICES_QUEUE } from './notifier';
import { DEFAULT_TEMPLATES } from './default-templates';
import { fill, placeholderProblem, type NoticeData } from './placeholders';
import { firstSendTime } from './quiet-hours';
import { templateTexts } from './templates';

const LOCALES: Locale[] = ['zh-hk', 'en'];
const TEXT_FIELDS = ['sms_body', 'email_subject', 'email_body'] as const;

type NoticeRow = Omit<Notice, 'created_at' | 'sent_at' | 'next_attempt_at'> & {
  created_at: Date;
  sent_at: Date | null;
  next_attempt_at: Date;
};

const NOTICE_COLUMNS = `id, event, channel, address, locale, subject, body, state, attempts, last_error,
       order_id, school_id, user_id, resent_from, created_at, sent_at, next_attempt_at`;

const toNotice = (row: NoticeRow): Notice => ({
  ...row,
  created_at: row.created_at.toISOString(),
  sent_at: row.sent_at?.toISOString() ?? null,
  next_attempt_at: row.next_attempt_at.toISOString(),
});

export interface NoticeFilter {
  order_id?: number;
  user_id?: number;
  school_id?: number;
  order_no?: string;
  state?: string;
  event?: string;
  channel?: string;
  limit: number;
  offset: number;
}

/** Messages matching every filter given, newest first, with how many match in all. */
export async function listNotices(q: Queryable, filter: NoticeFilter): Promise<{ items: Notice[]; total: number }> {
  const where: string[] = [];
  const params: unknown[] = [];
  for (const column of ['order_id', 'user_id', 'school_id', 'state', 'event', 'channel'] as const) {
    const value = filter[column];
    if (value === undefined) continue;
    params.push(value);
    where.push(`${column} = $${params.length}`);
  }
  if (filter.order_no !== undefined) {
    params.push(filter.order_no);
    where.push(`order_id = (select id from orders where enrollment_no = $${params.length})`);
  }
  const clause = where.length ? `where ${where.join(' and ')}` : '';
  const total = await q.query<{ total: number }>(`select count(*)::int as total from notifications ${clause}`, params);
  const { rows } = await q.query<NoticeRow>(
    `select ${NOTICE_COLUMNS} from notifications ${clause}
      order by id desc limit $${params.length + 1} offset $${params.length + 2}`,
    [...params, filter.limit, filter.offset],
  );
  return { items: rows.map(toNotice), total: total.rows[0]?.total ?? 0 };
}

/**
 * A sent or failed message written again as a new one (same reader, address, language and text) with its
 * job, in the transaction `q`; the original stays as it was. Answers the new message.
 */
export async function resendNotice(
  q: Queryable,
  jobs: JobQueue,
  actor: AuditActor,
  id: number,
  now: Date,
): Promise<Notice> {
  const original = await q.query<{ state: string; channel: 'sms' | 'email'; event: string }>(
    'select state, channel, event from notifications where id = $1 for update',
    [id],
  );
  const source = original.rows[0];
  if (!source) throw notFound();
  if (source.state !== 'sent' && source.state !== 'failed') throw conflict('NOTICE_NOT_RESENDABLE');
  // A resent SMS still waits out the quiet hours.
  const sendAt = firstSendTime(source.channel, now);
  const { rows } = await q.query<NoticeRow>(
    `insert into notifications (event, channel, user_id, order_id, school_id, address, locale, subject, body,
                                next_attempt_at, resent_from, resent_by)
     select event, channel, user_id, order_id, school_id, address, locale, subject, body, $2, id, $3
       from notifications where id = $1
     returning ${NOTICE_COLUMNS}`,
    [id, sendAt, actor.userId],
  );
  const notice = toNotice(rows[0]);
  await jobs.send(NOTICES_QUEUE, { ids: [notice.id] }, { db: q, startAfter: sendAt });
  await writeAudit(q, actor, 'notification.resent', 'notification', notice.id, {
    resent_from: id,
    event: source.event,
    channel: source.channel,
  });
  return notice;
}

/** Every event's texts in both languages: staff's own where saved, with the defaults beside them. */
export async function templateList(q: Queryable): Promise<NoticeTemplate[]> {
  const { rows } = await q.query<NoticeTexts & { event: NoticeEvent; locale: Locale; updated_at: Date }>(
    'select event, locale, sms_body, email_subject, email_body, updated_at from notification_templates',
  );
  const saved = new Map(rows.map((row) => [`${row.event}/${row.locale}`, row]));
  const items: NoticeTemplate[] = [];
  for (const event of Object.keys(NOTICE_EVENTS) as NoticeEvent[]) {
    for (const locale of LOCALES) {
      const defaults = DEFAULT_TEMPLATES[event][locale];
      const own = saved.get(`${event}/${locale}`);
      items.push({
        event,
        locale,
        sms_body: own?.sms_body ?? defaults.sms_body,
        email_subject: own?.email_subject ?? defaults.email_subject,
        email_body: own?.email_body ?? defaults.email_body,
        edited: !!own,
        defaults,
        placeholders: [...NOTICE_EVENTS[event].placeholders],
        updated_at: own?.updated_at.toISOString() ?? null,
      });
    }
  }
  return items;
}

/** 400 naming each text whose placeholders the event does not have or that leaves one unclosed. */
export function checkPlaceholders(event: NoticeEvent, texts: Partial<NoticeTexts>): void {
  const fields: Record<string, MessageKey> = {};
  for (const field of TEXT_FIELDS) {
    const text = texts[field];
    const problem = text === undefined ? null : placeholderProblem(event, text);
    if (problem) fields[field] = problem;
  }
  const first = Object.values(fields)[0];
  if (first) throw badRequest(first, fields);
}

export async function saveTemplate(
  q: Queryable,
  actor: AuditActor,
  event: NoticeEvent,
  locale: Locale,
  texts: NoticeTexts,
): Promise<void> {
  checkPlaceholders(event, texts);
  await q.query(
    `insert into notification_templates (event, locale, sms_body, email_subject, email_body, updated_by)
     values ($1, $2, $3, $4, $5, $6)
     on conflict (event, locale) do update
        set sms_body = excluded.sms_body, email_subject = excluded.email_subject,
            email_body = excluded.email_body, updated_by = excluded.updated_by, updated_at = now()`,
    [event, locale, texts.sms_body, texts.email_subject, texts.email_body, actor.userId],
  );
  await writeAudit(q, actor, 'notification_template.saved', 'notification_template', `${event}/${locale}`, {
    event,
    locale,
  });
}

export async function resetTemplate(q: Queryable, actor: AuditActor, event: NoticeEvent, locale: Locale) {
  const { rowCount } = await q.query('delete from notification_templates where event = $1 and locale = $2', [
    event,
    locale,
  ]);
  // Resetting a text that is already the default changes nothing and writes no entry.
  if (rowCount) {
    await writeAudit(q, actor, 'notification_template.reset', 'notification_template', `${event}/${locale}`, {
      event,
      locale,
    });
  }
}

const ORDER_LINK = '/order-history';

/** Which orders show an event best (its newest such order; else the newest order of any kind). */
const ORDER_PREFERENCE: Partial<Record<NoticeEvent, string>> = {
  'order.fps_expiring': `o.payment_method = 'fps'`,
  'order.bank_due_soon': `o.payment_method = 'bank'`,
  'payment.received': 'o.paid_cents > 0',
  'receipt.rejected': `exists (select 1 from receipts r where r.order_id = o.id and r.status = 'rejected')`,
  'order.expired': `o.status in ('cancelled', 'expired')`,
  'order.paid_after_cancel': `o.status in ('cancelled', 'expired') and o.paid_cents > 0`,
  'ticket.issued': `exists (select 1 from order_items i join admission_tickets a on a.order_item_id = i.id
                             where i.order_id = o.id)`,
};

async function orderSample(q: Queryable, event: NoticeEvent): Promise<NoticeData | null> {
  const preferred = ORDER_PREFERENCE[event] ?? 'o.id > 0';
  const { rows } = await q.query<{
    name: string;
    order_no: string;
    total_cents: number;
    paid_cents: number;
    due_at: Date;
    reason: string | null;
  }>(
    `select u.display_name as name, o.enrollment_no as order_no, o.total_cents, o.paid_cents, o.due_at,
            (select r.reject_reason from receipts r
              where r.order_id = o.id and r.status = 'rejected' order by r.id desc limit 1) as reason
       from orders o join users u on u.id = o.user_id
      order by (${preferred}) desc, o.id desc
      limit 1`,
  );
  const order = rows[0];
  if (!order) return null;
  return {
    name: order.name,
    order_no: order.order_no,
    amount: event === 'payment.received' && order.paid_cents > 0 ? order.paid_cents : order.total_cents,
    due_time: order.due_at,
    link: ORDER_LINK,
    reason: order.reason,
  };
}

async function resultsSample(q: Queryable, locale: Locale): Promise<NoticeData | null> {
  const { rows } = await q.query<{ title_zh: string; title_en: string; name: string | null }>(
    `select e.title1_zh as title_zh, e.title1_en as title_en,
            (select u.display_name from orders o join users u on u.id = o.user_id order by o.id desc limit 1) as name
       from exams e where e.archived_at is null
      order by e.has_report desc, e.id desc limit 1`,
  );
  const exam = rows[0];
  if (!exam) return null;
  return {
    name: exam.name,
    exam_title: locale === 'en' ? exam.title_en : exam.title_zh,
    link: '/exam-result-list',
  };
}

async function schoolSample(q: Queryable, event: NoticeEvent, locale: Locale): Promise<NoticeData | null> {
  const submitted = event === 'school.submitted' || event === 'school.results_released';
  const { rows } = await q.query<{
    name: string | null;
    school_zh: string;
    school_en: string;
    subject_zh: string;
    subject_en: string;
    deadline: Date | null;
    title_zh: string | null;
    title_en: string | null;
  }>(
    `select (select u.display_name from school_accounts sa join users u on u.id = sa.user_id
              where sa.school_id = s.id and sa.subject_code = r.subject_code order by sa.user_id limit 1) as name,
            s.name_zh as school_zh, s.name_en as school_en, sub.name_zh as subject_zh, sub.name_en as subject_en,
            (select at from cycle_events where cycle_id = r.cycle_id and key = 'school_reg_end') as deadline,
            (select e.title1_zh from exams e where e.cycle_id = r.cycle_id and e.subject_code = r.subject_code
              order by e.id desc limit 1) as title_zh,
            (select e.title1_en from exams e where e.cycle_id = r.cycle_id and e.subject_code = r.subject_code
              order by e.id desc limit 1) as title_en
       from school_registrations r
       join schools s on s.id = r.school_id
       join subjects sub on sub.code = r.subject_code
      order by ($1::boolean and exists (select 1 from school_import_batches b
                 where b.school_id = r.school_id and b.subject_code = r.subject_code and b.cycle_id = r.cycle_id
                   and b.status = 'submitted')) desc,
               (r.status = 'registered') desc, r.id desc
      limit 1`,
    [submitted],
  );
  const row = rows[0];
  if (!row) return null;
  const en = locale === 'en';
  return {
    name: row.name,
    school_name: en ? row.school_en : row.school_zh,
    subject: en ? row.subject_en : row.subject_zh,
    deadline: row.deadline,
    exam_title: en ? row.title_en : row.title_zh,
    link: '/school/home',
  };
}

async function staffSample(q: Queryable, readerId: number | null): Promise<NoticeData> {
  const { rows } = await q.query<{ name: string | null; receipts: number; failed: number }>(
    `select (select display_name from users where id = $1) as name,
            (select count(*)::int from receipts where status = 'pending') as receipts,
            (select count(*)::int from notifications where state = 'failed') as failed`,
    [readerId],
  );
  const row = rows[0];
  return { name: row.name, receipts_waiting: row.receipts, failed_messages: row.failed, link: '/admin/receipts' };
}

/** The newest real data of the event (the staff summary reads to the staff member previewing it). */
export async function sampleData(
  q: Queryable,
  event: NoticeEvent,
  locale: Locale,
  readerId: number | null,
): Promise<NoticeData | null> {
  const audience = NOTICE_EVENTS[event].audience;
  if (audience === 'staff') return staffSample(q, readerId);
  if (audience === 'teacher') return schoolSample(q, event, locale);
  if (event === 'results.released') return resultsSample(q, locale);
  return orderSample(q, event);
}

/** The texts given (or the saved ones, for those not given) filled with the newest real data of the event. */
export async function previewTemplate(
  q: Queryable,
  event: NoticeEvent,
  locale: Locale,
  given: Partial<NoticeTexts>,
  readerId: number | null,
  baseUrl: string,
): Promise<NoticeTexts> {
  checkPlaceholders(event, given);
  const saved = await templateTexts(q, event, locale);
  const data = await sampleData(q, event, locale, readerId);
  if (!data) throw conflict('NOTICE_NO_SAMPLE');
  const texts = { ...saved, ...given };
  return {
    sms_body: fill(texts.sms_body, data, locale, baseUrl),
    email_subject: fill(texts.email_subject, data, locale, baseUrl),
    email_body: fill(texts.email_body, data, locale, baseUrl),
  };
}
