// Dates are Hong Kong time everywhere (a separate entry, '@mockexam/i18n/dates', so pages without
// dates never download dayjs), displayed per locale (spec section 9):
// Chinese year年month月day日 (hh:mm:ss), English yyyy-m-d.
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import type { Locale } from './locales';

dayjs.extend(utc);

/**
 * Hong Kong has kept UTC+8 without daylight saving since 1979, so a fixed offset gives its wall clock.
 * (dayjs's timezone plugin asked Intl for the offset of every date it formatted: about 40 ms of a
 * phone's main thread on the select-papers page.)
 */
const HONG_KONG_OFFSET_MINUTES = 8 * 60;

type DateInput = string | number | Date;

const hk = (value: DateInput) => dayjs(value).utcOffset(HONG_KONG_OFFSET_MINUTES);

export function formatDate(value: DateInput, locale: Locale): string {
  const d = hk(value);
  return locale === 'en' ? d.format('YYYY-M-D') : d.format('YYYY年M月D日');
}

export function formatDateTime(value: DateInput, locale: Locale): string {
  const d = hk(value);
  return locale === 'en' ? d.format('YYYY-M-D HH:mm:ss') : d.format('YYYY年M月D日 (HH:mm:ss)');
}

/** The Hong Kong wall-clock time of an instant, 24-hour 'HH:mm' in both languages (exam sessions). */
export function formatTime(value: DateInput): string {
  return hk(value).format('HH:mm');
}

/** The school registration end date as the spec displays it: yyyy年 MM月 dd日. */
export function formatRegistrationEndDate(value: DateInput, locale: Locale): string {
  const d = hk(value);
  return locale === 'en' ? d.format('YYYY-M-D') : d.format('YYYY年 MM月 DD日');
}

/** An instant as the Hong Kong wall-clock value of a datetime-local input ('2024-10-23T23:59'); '' when unreadable. */
export function toHkInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = hk(iso);
  return d.isValid() ? d.format('YYYY-MM-DDTHH:mm') : '';
}

/** A datetime-local value read as Hong Kong wall-clock time -> ISO instant; null when unreadable. */
export function fromHkInput(value: string | null | undefined): string | null {
  const match = value ? /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(:\d{2})?$/.exec(value.trim()) : null;
  if (!match) return null;
  const d = dayjs(`${match[1]}T${match[2]}${match[3] ?? ':00'}+08:00`);
  return d.isValid() ? d.toISOString() : null;
}

/** The Hong Kong calendar year of an instant: 31 Dec 16:00 UTC is already next year there. */
export function hkYear(now: DateInput = new Date()): number {
  return hk(now).year();
}
