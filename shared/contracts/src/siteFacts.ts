// The site's facts as text, without zod: '@mockexam/contracts/siteFacts'. One function turns a fact
// (the cycle's year, a date, a contact detail) into the words a page shows, in either language; the
// shell's pages call it when React renders, and the server calls it to fill the slots the build left in
// the pre-rendered pages (fillSiteFacts), so the first paint and the live page say the same thing.
import type { SiteResponse } from './site';
import type { Locale } from './messages';

export type SiteFacts = SiteResponse;

/** The id of the <script type="application/json"> that carries the facts in every served page. */
export const SITE_FACTS_SCRIPT_ID = 'site-facts';

/**
 * What a page can ask for: 'year'; 'date:<event or milestone key>' (with the weekday);
 * 'month:first_exam'; 'date:first_exam'; 'contact.<phone|phone_href|email|address|hours|social_url>'.
 */
export type FactKey = string;

/** The build's placeholder for a fact; the server replaces it with the fact's text. */
export const factSlot = (key: FactKey) => `\u27e6${key}\u27e7`;
const SLOT = /\u27e6([a-z_.:]+)\u27e7/g;
/** The build renders the exam-dates table's body as this one empty row; the server puts the rows there. */
export const EXAM_ROWS_SLOT = '<tr data-fact-rows="exams"></tr>';

const WEEKDAYS_EN = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const WEEKDAYS_ZH = ['星期日', '星期一', '星期二', '星期三', '星期四', '星期五', '星期六'];
const MONTHS_EN = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const TO_BE_ANNOUNCED = { 'zh-hk': '待公布', en: 'to be announced' } as const;

/** The Hong Kong calendar day of an ISO instant, or of a 'YYYY-MM-DD' date as it is. */
function hongKongDay(value: string): Date {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return new Date(`${value}T00:00:00Z`);
  // Hong Kong keeps UTC+8 all year: shift, then read the UTC fields.
  return new Date(new Date(value).getTime() + 8 * 3600_000);
}

/** 2026年12月24日（星期四） / Thursday 24 December 2026. */
export function formatLongDate(value: string, locale: Locale): string {
  const d = hongKongDay(value);
  const [y, m, day, wd] = [d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), d.getUTCDay()];
  return locale === 'en'
    ? `${WEEKDAYS_EN[wd]} ${day} ${MONTHS_EN[m]} ${y}`
    : `${y}年${m + 1}月${day}日（${WEEKDAYS_ZH[wd]}）`;
}

/** 2026年12月 / December 2026. */
export function formatMonth(value: string, locale: Locale): string {
  const d = hongKongDay(value);
  return locale === 'en'
    ? `${MONTHS_EN[d.getUTCMonth()]} ${d.getUTCFullYear()}`
    : `${d.getUTCFullYear()}年${d.getUTCMonth() + 1}月`;
}

function firstExam(facts: SiteFacts): string | null {
  const dates = (facts.cycle?.exams ?? []).flatMap((exam) => (exam.date ? [exam.date] : [])).sort();
  return dates[0] ?? null;
}

function dateOf(facts: SiteFacts, key: string): string | null {
  const cycle = facts.cycle;
  if (!cycle) return null;
  if (key === 'first_exam') return firstExam(facts);
  if (key in cycle.milestones) return cycle.milestones[key as keyof typeof cycle.milestones] ?? null;
  const event = (cycle as unknown as Record<string, unknown>)[key];
  return typeof event === 'string' ? event : null;
}

/** The text of one fact in `locale`; a date the cycle does not have reads "to be announced". */
export function factText(facts: SiteFacts, locale: Locale, key: FactKey): string {
  const [kind, name = ''] = key.split(':');
  if (kind === 'year') return facts.cycle ? facts.cycle.cycle.code.replace('-', '/') : '';
  if (kind === 'date' || kind === 'month') {
    const value = dateOf(facts, name);
    if (!value) return TO_BE_ANNOUNCED[locale];
    return kind === 'date' ? formatLongDate(value, locale) : formatMonth(value, locale);
  }
  const contact = facts.contact;
  switch (key) {
    case 'contact.phone':
      return contact.phone;
    case 'contact.phone_href':
      return `tel:${contact.phone.replace(/ /g, '')}`;
    case 'contact.email':
      return contact.email;
    case 'contact.address':
      return locale === 'en' ? contact.address_en : contact.address_zh;
    case 'contact.hours':
      return locale === 'en' ? contact.hours_en : contact.hours_zh;
    case 'contact.social_url':
      return contact.social_url;
    default:
      return '';
  }
}

/** The exam-dates table: one row per subject of the cycle, in exam-date order. */
export function examRows(facts: SiteFacts, locale: Locale): { label: string; date: string }[] {
  return (facts.cycle?.exams ?? []).map((exam) => ({
    label: locale === 'en' ? exam.name_en : exam.name_zh,
    date: exam.date ? formatLongDate(exam.date, locale) : TO_BE_ANNOUNCED[locale],
  }));
}

const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/**
 * A pre-rendered page with its slots filled from `facts`, and the facts themselves as JSON before
 * </head> (read by the page at start, so React renders the same words with no request).
 * Markup of the rows must match Instructions.tsx's DateTable.
 */
export function fillSiteFacts(html: string, facts: SiteFacts, locale: Locale): string {
  const rows = examRows(facts, locale)
    .map((row) => `<tr><th scope="row">${escapeHtml(row.label)}</th><td>${escapeHtml(row.date)}</td></tr>`)
    .join('');
  // JSON in a script element: '<' escaped so no '</script>' can end it early.
  const json = JSON.stringify(facts).replace(/</g, '\\u003c');
  return html
    .replace(SLOT, (_, key: string) => escapeHtml(factText(facts, locale, key)))
    .replace(EXAM_ROWS_SLOT, () => rows)
    .replace('</head>', () => `<script type="application/json" id="${SITE_FACTS_SCRIPT_ID}">${json}</script></head>`);
}
