// The site's facts: the current cycle's dates and the office's contact details, read fresh from the
// database (a handful of indexed look-ups) so every instance answers with what staff last saved.
import { ContactSettings, type ContactSettingsUpdate, type SiteResponse } from '@mockexam/contracts';
import type { z } from 'zod';
import type { Queryable } from '../../db';
import { writeAudit, type AuditActor } from '../../lib/audit';
import { CONTACT_SETTINGS } from '../../seed/reference-data';
import { currentCycle, cycleEvents } from '../cycles/events';

export async function contactSettings(q: Queryable): Promise<ContactSettings> {
  const { rows } = await q.query<{ value: unknown }>("select value from settings where key = 'contact'");
  // A database seeded before the contact settings existed gets them at the next start (seed/index.ts).
  const parsed = ContactSettings.safeParse(rows[0]?.value);
  return parsed.success ? parsed.data : CONTACT_SETTINGS;
}

export async function siteFacts(q: Queryable): Promise<SiteResponse> {
  const cycle = await currentCycle(q);
  return { cycle: cycle ? await cycleEvents(q, cycle) : null, contact: await contactSettings(q) };
}

/** Staff's new contact details, written with their audit entry in the caller's transaction. */
export async function saveContactSettings(
  q: Queryable,
  actor: AuditActor,
  body: z.infer<typeof ContactSettingsUpdate>,
): Promise<void> {
  await q.query(
    `insert into settings (key, value, updated_at, updated_by) values ('contact', $1, now(), $2)
     on conflict (key) do update set value = excluded.value, updated_at = now(), updated_by = excluded.updated_by`,
    [JSON.stringify(body), actor.userId],
  );
  await writeAudit(q, actor, 'settings.contact_updated', 'settings', 'contact', body);
}
