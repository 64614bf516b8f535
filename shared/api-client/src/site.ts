// The site's facts (the current cycle's dates, the contact details) and the staff's edit of the contact.
import type { ContactSettings, SiteResponse } from '@mockexam/contracts';
import { call } from './http';

export type { ContactSettings, SiteResponse };

/** The query key of GET /api/site. */
export const siteQueryKey = ['site'] as const;

/** GET /api/site */
export const getSite = () => call<SiteResponse>({ method: 'GET', url: '/site' });

/** PUT /api/admin/settings/contact (staff); a 400 names the field that failed. */
export const updateContactSettings = (body: ContactSettings) =>
  call<unknown>({ method: 'PUT', url: '/admin/settings/contact', data: body });
