// An event's texts in one language: staff's own (notification_templates) or the default.
import type { Locale, NoticeEvent, NoticeTexts } from '@mockexam/contracts';
import type { Queryable } from '../../db';
import { DEFAULT_TEMPLATES } from './default-templates';

export async function templateTexts(q: Queryable, event: NoticeEvent, locale: Locale): Promise<NoticeTexts> {
  const { rows } = await q.query<NoticeTexts>(
    'select sms_body, email_subject, email_body from notification_templates where event = $1 and locale = $2',
    [event, locale],
  );
  return rows[0] ?? DEFAULT_TEMPLATES[event][locale];
}
