// Hong Kong's wall clock by arithmetic (UTC+08:00, no daylight saving) agrees with the time-zone
// database's, hour by hour, around midnight and across years.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { HK_TZ, hkDate, hkHour, hkTime } from '../../src/lib/time';

const intlDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: HK_TZ,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const intlHour = new Intl.DateTimeFormat('en-GB', { timeZone: HK_TZ, hour: '2-digit', hourCycle: 'h23' });

describe('Hong Kong time', () => {
  it('gives the date and hour the time-zone database gives, every 37 minutes over three years', () => {
    const start = Date.UTC(2025, 0, 1);
    for (let at = start; at < start + 3 * 366 * 86_400_000; at += 37 * 60_000) {
      const instant = new Date(at);
      assert.equal(hkDate(instant), intlDate.format(instant), instant.toISOString());
      assert.equal(hkHour(instant), Number(intlHour.format(instant)), instant.toISOString());
    }
  });

  it('turns the date at 16:00 UTC', () => {
    assert.equal(hkDate(new Date('2026-11-28T15:59:59.999Z')), '2026-11-28');
    assert.equal(hkDate(new Date('2026-11-28T16:00:00Z')), '2026-11-29');
    assert.equal(hkHour(new Date('2026-11-28T16:00:00Z')), 0);
    assert.equal(hkTime('2026-11-29', '08:00:00').toISOString(), '2026-11-29T00:00:00.000Z');
  });
});
