// Notifications: the messages the service sends by SMS and email when something a reader waits for
// happens. Each is a row of the server's outbox written with the change that causes it, sent from the
// job queue; its text comes from the event's template in the reader's language (staff may edit it).
//
// Staff (access staff):
//   GET    /api/admin/notifications?order_id=&user_id=&school_id=&state=&event=   history, newest first
//   POST   /api/admin/notifications/:id/resend                 a new message with the same text and address
//   GET    /api/admin/notification-templates                   every event's texts, both languages, with defaults
//   PUT    /api/admin/notification-templates/:event/:locale    staff's own text (placeholders checked)
//   DELETE /api/admin/notification-templates/:event/:locale    back to the default text
//   POST   /api/admin/notification-templates/:event/:locale/preview   the texts filled with real data
// A signed-in candidate or teacher:
//   GET    /api/account/notifications                          the messages sent to me
//   GET|PUT /api/account/notification-preferences              email and SMS reminders on or off
// Demo mode only:
//   GET    /api/dev/notifications?address=                     the demo outbox (emails and SMS)
import { z } from 'zod';
import { IdParam } from './common';
import { MAX_OFFSET } from './admin';

export const NoticeChannel = z.enum(['sms', 'email']);
export type NoticeChannel = z.infer<typeof NoticeChannel>;
export const NoticeState = z.enum(['queued', 'sending', 'sent', 'failed', 'cancelled']);
export type NoticeState = z.infer<typeof NoticeState>;

/** The placeholders a template may use; each event offers some of them. */
export const NOTICE_PLACEHOLDERS = [
  'name',
  'order_no',
  'amount',
  'due_time',
  'link',
  'reason',
  'school_name',
  'subject',
  'deadline',
  'exam_title',
  'receipts_waiting',
  'failed_messages',
] as const;
export type NoticePlaceholder = (typeof NOTICE_PLACEHOLDERS)[number];

export interface NoticeEventInfo {
  /** Who reads it. */
  audience: 'candidate' | 'teacher' | 'staff';
  /** A reminder the reader may switch off (payment and result notices cannot be). */
  reminder: boolean;
  placeholders: readonly NoticePlaceholder[];
}

const ORDER = ['name', 'order_no', 'amount', 'due_time', 'link'] as const;

/** Every event that sends a message, with its reader and its placeholders. */
export const NOTICE_EVENTS = {
  // candidates
  'order.placed': { audience: 'candidate', reminder: false, placeholders: ORDER },
  'order.fps_expiring': { audience: 'candidate', reminder: true, placeholders: ORDER },
  'order.bank_due_soon': { audience: 'candidate', reminder: true, placeholders: ORDER },
  'payment.received': { audience: 'candidate', reminder: false, placeholders: ORDER },
  'receipt.rejected': { audience: 'candidate', reminder: false, placeholders: [...ORDER, 'reason'] },
  'order.expired': { audience: 'candidate', reminder: false, placeholders: ORDER },
  'order.paid_after_cancel': { audience: 'candidate', reminder: false, placeholders: ORDER },
  'ticket.issued': { audience: 'candidate', reminder: false, placeholders: ['name', 'order_no', 'link'] },
  'results.released': { audience: 'candidate', reminder: false, placeholders: ['name', 'exam_title', 'link'] },
  // teachers
  'school.registration_confirmed': {
    audience: 'teacher',
    reminder: false,
    placeholders: ['name', 'school_name', 'subject', 'deadline', 'link'],
  },
  'school.deadline_3d': {
    audience: 'teacher',
    reminder: true,
    placeholders: ['name', 'school_name', 'subject', 'deadline', 'link'],
  },
  'school.deadline_1d': {
    audience: 'teacher',
    reminder: true,
    placeholders: ['name', 'school_name', 'subject', 'deadline', 'link'],
  },
  'school.submitted': {
    audience: 'teacher',
    reminder: false,
    placeholders: ['name', 'school_name', 'subject', 'link'],
  },
  'school.results_released': {
    audience: 'teacher',
    reminder: false,
    placeholders: ['name', 'school_name', 'exam_title', 'link'],
  },
  // staff
  'staff.daily_summary': {
    audience: 'staff',
    reminder: false,
    placeholders: ['name', 'receipts_waiting', 'failed_messages', 'link'],
  },
} as const satisfies Record<string, NoticeEventInfo>;

export type NoticeEvent = keyof typeof NOTICE_EVENTS;
export const NoticeEvent = z.enum(Object.keys(NOTICE_EVENTS) as [NoticeEvent, ...NoticeEvent[]]);

/** Quiet hours in Hong Kong time: no SMS from 22:00 to 08:00 except one-time codes (held until 08:00). */
export const QUIET_HOURS = { from: 22, until: 8 } as const;
/** Waits before each retry of a message that failed for a passing reason; after the last it has failed. */
export const NOTICE_RETRY_SECONDS = [10, 30, 60, 300, 900] as const;
export const NOTICE_SMS_MAX = 500;
export const NOTICE_SUBJECT_MAX = 200;
export const NOTICE_BODY_MAX = 5000;

/** One message as staff and its reader see it. */
export const Notice = z.object({
  id: z.number(),
  event: NoticeEvent,
  channel: NoticeChannel,
  address: z.string(),
  locale: z.enum(['zh-hk', 'en']),
  subject: z.string().nullable(),
  body: z.string(),
  state: NoticeState,
  attempts: z.number(),
  last_error: z.string().nullable(),
  order_id: z.number().nullable(),
  school_id: z.number().nullable(),
  user_id: z.number().nullable(),
  resent_from: z.number().nullable(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
  next_attempt_at: z.string(),
});
export type Notice = z.infer<typeof Notice>;

export const NoticeListQuery = z.object({
  order_id: IdParam.optional(),
  /** The order as staff know it (its enrolment number). */
  order_no: z.string().trim().min(1).max(40).optional(),
  user_id: IdParam.optional(),
  school_id: IdParam.optional(),
  state: NoticeState.optional(),
  event: NoticeEvent.optional(),
  channel: NoticeChannel.optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).max(MAX_OFFSET).default(0),
});
export const NoticeList = z.object({ items: z.array(Notice), total: z.number() });
export type NoticeList = z.infer<typeof NoticeList>;

/** A template's texts: `{placeholder}` marks where the event's data goes. */
export const NoticeTexts = z.object({
  sms_body: z.string().trim().min(1).max(NOTICE_SMS_MAX, 'NOTICE_SMS_TOO_LONG'),
  email_subject: z.string().trim().min(1).max(NOTICE_SUBJECT_MAX),
  email_body: z.string().trim().min(1).max(NOTICE_BODY_MAX),
});
export type NoticeTexts = z.infer<typeof NoticeTexts>;

export const NoticeTemplateParams = z.object({ event: NoticeEvent, locale: z.enum(['zh-hk', 'en']) });

export const NoticeTemplate = NoticeTexts.extend({
  event: NoticeEvent,
  locale: z.enum(['zh-hk', 'en']),
  /** Staff's own text (false: the default applies). */
  edited: z.boolean(),
  defaults: NoticeTexts,
  placeholders: z.array(z.enum(NOTICE_PLACEHOLDERS)),
  updated_at: z.string().nullable(),
});
export type NoticeTemplate = z.infer<typeof NoticeTemplate>;
export const NoticeTemplateList = z.object({ items: z.array(NoticeTemplate) });

/** Preview: the texts given (unsaved edits) or the saved ones, filled with the newest real data of the event. */
export const NoticePreviewRequest = NoticeTexts.partial();
export const NoticePreview = z.object({ sms_body: z.string(), email_subject: z.string(), email_body: z.string() });

export const NoticePreferences = z.object({ email_reminders: z.boolean(), sms_reminders: z.boolean() });
export type NoticePreferences = z.infer<typeof NoticePreferences>;

/** The reader's own messages (no address of anyone else, no staff fields). */
export const MyNotice = Notice.pick({
  id: true,
  event: true,
  channel: true,
  address: true,
  subject: true,
  body: true,
  state: true,
  created_at: true,
  sent_at: true,
});
export type MyNotice = z.infer<typeof MyNotice>;
/** The newest of the reader's messages (at most 100). */
export const MY_NOTICES_MAX = 100;
export const MyNoticeListQuery = z.object({
  limit: z.coerce.number().int().min(1).max(MY_NOTICES_MAX).default(MY_NOTICES_MAX),
});
export const MyNoticeList = z.object({ items: z.array(MyNotice) });
export type MyNoticeList = z.infer<typeof MyNoticeList>;

export const DemoOutboxQuery = z.object({ address: z.string().trim().max(254).optional() });
export const DemoOutbox = z.object({ items: z.array(Notice) });
