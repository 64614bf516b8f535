// GET /api/site: the facts the public pages show (the current cycle's dates and the contact details),
// and PUT /api/admin/settings/contact, where staff edit the contact details. The server also puts the
// same answer into every page it serves (see siteFacts.ts, the zod-free half the pages use).
import { z } from 'zod';
import { EventsResponse } from './events';

const text = (max: number) => z.string().trim().min(1, 'FIELD_REQUIRED').max(max, 'FIELD_TOO_LONG');

/** The office's contact details, shown on the contact page, the footer and the legal pages. */
export const ContactSettings = z.object({
  /** Hong Kong number as shown, e.g. '+852 2345 6789': digits, spaces, one leading '+'. */
  phone: z
    .string()
    .trim()
    .min(1, 'PHONE_REQUIRED')
    .max(20, 'FIELD_TOO_LONG')
    .regex(/^\+?[0-9][0-9 ]{7,18}$/, 'PHONE_INVALID'),
  email: z.string().trim().min(1, 'EMAIL_REQUIRED').max(254, 'FIELD_TOO_LONG').pipe(z.email('EMAIL_INVALID')),
  address_zh: text(200),
  address_en: text(200),
  /** Office hours as a sentence, e.g. 'Monday to Friday, 8:30 am to 5:30 pm'. */
  hours_zh: text(120),
  hours_en: text(120),
  /** The publisher's social media page (https only: it becomes a link on every page). */
  social_url: z
    .string()
    .trim()
    .min(1, 'FIELD_REQUIRED')
    .max(500, 'FIELD_TOO_LONG')
    .pipe(z.url({ protocol: /^https$/, error: 'FIELD_INVALID' })),
});
export type ContactSettings = z.infer<typeof ContactSettings>;
/** PUT /api/admin/settings/contact */
export const ContactSettingsUpdate = ContactSettings;

/** GET /api/site: the current cycle (null when none is current) and the contact details in one answer. */
export const SiteResponse = z.object({
  cycle: EventsResponse.nullable(),
  contact: ContactSettings,
});
export type SiteResponse = z.infer<typeof SiteResponse>;
