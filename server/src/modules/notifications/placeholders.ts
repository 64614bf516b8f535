// A template's `{placeholder}`s: checked against its event when staff save it, filled when a message is written.
import {
  NOTICE_EVENTS,
  type Locale,
  type MessageKey,
  type NoticeEvent,
  type NoticePlaceholder,
} from '@mockexam/contracts';
import { HK_TZ } from '../../lib/time';

const TOKEN = /\{([^{}]*)\}/g;

/** Why a text cannot be a template of the event (null when it can). */
export function placeholderProblem(event: NoticeEvent, text: string): MessageKey | null {
  // Whatever is left after the well-formed {tokens} must hold no brace: "{name" or "name}" is broken.
  if (/[{}]/.test(text.replace(TOKEN, ''))) return 'NOTICE_PLACEHOLDER_BROKEN';
  const allowed: readonly string[] = NOTICE_EVENTS[event].placeholders;
  for (const [, name] of text.matchAll(TOKEN)) if (!allowed.includes(name)) return 'NOTICE_PLACEHOLDER_UNKNOWN';
  return null;
}

/** An event's data: money in cents, times as instants, links as paths below the locale ('/order-history'). */
export type NoticeData = Partial<Record<NoticePlaceholder, string | number | Date | null>>;

const MONEY: NoticePlaceholder[] = ['amount'];
const LINK: NoticePlaceholder[] = ['link'];

function formatTime(value: Date, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'zh-HK', {
    timeZone: HK_TZ,
    year: 'numeric',
    month: locale === 'en' ? 'short' : 'long',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(value);
}

/** One placeholder's value as the reader reads it. */
export function formatValue(
  name: NoticePlaceholder,
  value: string | number | Date,
  locale: Locale,
  baseUrl: string,
): string {
  if (value instanceof Date) return formatTime(value, locale);
  if (MONEY.includes(name) && typeof value === 'number') {
    return `HK$${(value / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
  }
  if (LINK.includes(name)) return `${baseUrl.replace(/\/$/, '')}/${locale}${String(value)}`;
  return String(value);
}

/** The text with its placeholders filled; one without a value is left empty. */
export function fill(text: string, data: NoticeData, locale: Locale, baseUrl: string): string {
  return text.replace(TOKEN, (_, name: NoticePlaceholder) => {
    const value = data[name];
    return value === undefined || value === null ? '' : formatValue(name, value, locale, baseUrl);
  });
}
