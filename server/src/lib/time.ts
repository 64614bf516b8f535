// Hong Kong time helpers. HK has no daylight saving: it is always UTC+08:00, so its wall clock is the
// instant shifted by eight hours (plain arithmetic: an Intl formatter costs more than a message's send).
export const HK_TZ = 'Asia/Hong_Kong';
const HK_OFFSET = '+08:00';
const HK_OFFSET_MS = 8 * 3600_000;

/** The instant of a Hong Kong wall-clock time, e.g. hkTime('2024-10-23', '23:59:59'). */
export function hkTime(date: string, time = '00:00:00'): Date {
  return new Date(`${date}T${time}${HK_OFFSET}`);
}

/** The Hong Kong calendar date ('YYYY-MM-DD') of an instant. */
export function hkDate(instant: Date = new Date()): string {
  return new Date(instant.getTime() + HK_OFFSET_MS).toISOString().slice(0, 10);
}

/** Adds whole days to a 'YYYY-MM-DD' date. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The Hong Kong hour (0-23) of an instant. */
export function hkHour(instant: Date): number {
  return new Date(instant.getTime() + HK_OFFSET_MS).getUTCHours();
}
