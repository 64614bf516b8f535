// Hong Kong working days: Monday to Friday, except the public_holidays rows.
import type { Queryable } from '../db';
import { addDays, hkDate, hkHour } from './time';

export async function isWorkingDay(q: Queryable, date: string): Promise<boolean> {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  const { rows } = await q.query('select 1 from public_holidays where date = $1', [date]);
  return rows.length === 0;
}

export async function nextWorkingDay(q: Queryable, after: string): Promise<string> {
  let date = addDays(after, 1);
  while (!(await isWorkingDay(q, date))) date = addDays(date, 1);
  return date;
}

/** The day a receipt uploaded at `now` is processed: today before 17:00 on a working day, else the next one. */
export async function receiptProcessingDate(
  q: Queryable,
  now: Date,
  cutoffHour: number,
): Promise<{ date: string; afterCutoff: boolean }> {
  const today = hkDate(now);
  if (hkHour(now) < cutoffHour && (await isWorkingDay(q, today))) return { date: today, afterCutoff: false };
  return { date: await nextWorkingDay(q, today), afterCutoff: true };
}
