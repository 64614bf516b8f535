// The site's facts (the current cycle's dates, the contact details) for the public pages and the footer.
// The server puts them into every page it serves as <script type="application/json" id="site-facts">
// (server/src/modules/static/facts-page.ts), read here synchronously on first use: the live page says
// what the pre-rendered copy said, with no request before the first paint. Without that script (the
// development server) the public pages wait for GET /api/site. The build's pre-render asks for slots
// instead (setSiteFactsSlots): markers the server fills with the facts when it serves the page.
import { use, useSyncExternalStore } from 'react';
import {
  examRows,
  factSlot,
  factText,
  SITE_FACTS_SCRIPT_ID,
  type FactKey,
  type SiteFacts,
} from '@mockexam/contracts/siteFacts';
import type { Locale } from '@mockexam/i18n';

type Source = { facts: SiteFacts } | 'slots';
let source: Source | null = null;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

function fromDocument(): SiteFacts | null {
  const text = typeof document === 'undefined' ? null : document.getElementById(SITE_FACTS_SCRIPT_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as SiteFacts;
  } catch {
    return null;
  }
}

function current(): Source | null {
  if (!source) {
    const facts = fromDocument();
    if (facts) source = { facts };
  }
  return source;
}

function set(next: Source | null) {
  source = next;
  loading = null;
  listeners.forEach((listener) => listener());
}

/** The facts to show (tests, and the page after fetching them when no script carried them). */
export const setSiteFacts = (facts: SiteFacts | null) => set(facts ? { facts } : null);
/** Build time: render every fact as its slot for the server to fill. */
export const setSiteFactsSlots = () => set('slots');

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

function load(): Promise<void> {
  loading ??= import('@mockexam/api-client').then(async ({ getSite }) => setSiteFacts(await getSite()));
  return loading;
}

export interface FactsView {
  /** The text of a fact (see factText in @mockexam/contracts/siteFacts). */
  text: (key: FactKey) => string;
  /** The exam-dates table's rows; null at build time (the table body is then a slot). */
  examRows: () => { label: string; date: string }[] | null;
}

function view(found: Source, locale: Locale): FactsView {
  if (found === 'slots') return { text: factSlot, examRows: () => null };
  return { text: (key) => factText(found.facts, locale, key), examRows: () => examRows(found.facts, locale) };
}

/** A promise React reads as already fulfilled: use() answers at once. */
const known: Promise<void> = Object.assign(Promise.resolve(), { status: 'fulfilled', value: undefined });

/**
 * The facts in `locale`; suspends only when the page carried none (development), until /api/site answers.
 * use() runs on every render (called only while loading, a replayed first mount would skip it and React
 * throws "Update hook called on initial render", as lazyCopy in ./copy.ts explains).
 */
export function useSiteFacts(locale: string): FactsView {
  const found = useSyncExternalStore(subscribe, current, current);
  use(found ? known : load());
  return view(found ?? 'slots', locale as Locale);
}

/** One fact's text if the facts are known, or null; never waits (the footer on every page). */
export function useSiteFact(key: FactKey, locale: string): string | null {
  const found = useSyncExternalStore(subscribe, current, current);
  return found ? view(found, locale as Locale).text(key) : null;
}

/** The interpolation values of the copy's date and year placeholders ({{year}}, {{personEnrolEnd}}…). */
export function dateValues(facts: FactsView) {
  return {
    year: facts.text('year'),
    personEnrolEnd: facts.text('date:person_enrol_end'),
    schoolRegEnd: facts.text('date:school_reg_end'),
    schoolLateContact: facts.text('date:school_late_contact'),
    ticketsSentBy: facts.text('date:tickets_sent_by'),
    firstExamMonth: facts.text('month:first_exam'),
    answerBooksDue: facts.text('date:answer_books_due'),
    reportCardsFrom: facts.text('date:report_cards_from'),
  };
}
