// Hong Kong public holidays, kept as data by staff (src/lib/working-days.ts reads them).
import type { z } from 'zod';
import type { PublicHolidayCreate } from '@mockexam/contracts';
import type { Queryable } from '../../db';
import { conflict, notFound } from '../../lib/app-error';
import { writeAudit, type AuditActor } from '../../lib/audit';

/** A year's public holidays in date order. */
export async function holidaysOfYear(q: Queryable, year: number) {
  const { rows } = await q.query<{ date: string; name_zh: string; name_en: string }>(
    'select date, name_zh, name_en from public_holidays where date >= $1 and date <= $2 order by date',
    [`${year}-01-01`, `${year}-12-31`],
  );
  return rows;
}

export async function addHoliday(q: Queryable, actor: AuditActor, h: z.infer<typeof PublicHolidayCreate>) {
  const { rows } = await q.query<{ date: string }>(
    `insert into public_holidays (date, name_zh, name_en) values ($1, $2, $3)
     on conflict (date) do nothing returning date`,
    [h.date, h.name_zh, h.name_en],
  );
  if (!rows[0]) throw conflict('HOLIDAY_DATE_TAKEN', { date: 'HOLIDAY_DATE_TAKEN' });
  await writeAudit(q, actor, 'holiday.created', 'public_holiday', h.date, h);
}

export async function removeHoliday(q: Queryable, actor: AuditActor, date: string) {
  const { rows } = await q.query<{ name_zh: string; name_en: string }>(
    'delete from public_holidays where date = $1 returning name_zh, name_en',
    [date],
  );
  if (!rows[0]) throw notFound();
  await writeAudit(q, actor, 'holiday.deleted', 'public_holiday', date, { ...rows[0] });
}
