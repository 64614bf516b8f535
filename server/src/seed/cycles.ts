// The two seeded cycles: a live demo cycle with dates relative to today, and the
// 2024-25 fixture with the spec's own dates.
import type { Queryable } from '../db';
import { addDays, hkDate, hkTime } from '../lib/time';

type SubjectCode = 'chi' | 'eng' | 'hist' | 'csd';

interface PaperSeed {
  no: number;
  name_zh: string;
  name_en: string;
  weight: number;
  start: string; // HH:MM HKT
  minutes: number;
}

interface ProductSeed {
  subject: SubjectCode;
  price_cents: number;
  exam_date: string;
}

export interface CycleSeed {
  code: string;
  name_zh: string;
  name_en: string;
  is_current: boolean;
  events: Record<string, Date>;
  products: ProductSeed[];
}

const SUBJECT_NAMES: Record<SubjectCode, [string, string]> = {
  chi: ['中國語文', 'Chinese Language'],
  eng: ['英國語文', 'English Language'],
  hist: ['歷史', 'History'],
  csd: ['公民與社會發展', 'Citizenship and Social Development'],
};

export const PAPERS: Record<SubjectCode, PaperSeed[]> = {
  chi: [
    { no: 1, name_zh: '卷一 閱讀能力', name_en: 'Paper 1 Reading', weight: 50, start: '08:30', minutes: 90 },
    { no: 2, name_zh: '卷二 寫作能力', name_en: 'Paper 2 Writing', weight: 50, start: '10:45', minutes: 135 },
  ],
  eng: [
    { no: 1, name_zh: '卷一 閱讀', name_en: 'Paper 1 Reading', weight: 50, start: '08:30', minutes: 90 },
    { no: 2, name_zh: '卷二 寫作', name_en: 'Paper 2 Writing', weight: 50, start: '10:30', minutes: 120 },
  ],
  hist: [
    {
      no: 1,
      name_zh: '卷一 資料回應題',
      name_en: 'Paper 1 Data-based Questions',
      weight: 50,
      start: '08:30',
      minutes: 120,
    },
    { no: 2, name_zh: '卷二 論述題', name_en: 'Paper 2 Essay-type Questions', weight: 50, start: '11:15', minutes: 90 },
  ],
  csd: [{ no: 1, name_zh: '卷一', name_en: 'Paper 1', weight: 100, start: '08:30', minutes: 90 }],
};

// Fee amounts are not in the spec; these are the demo's.
const PRICES: Record<SubjectCode, number> = { chi: 38000, eng: 38000, hist: 32000, csd: 28000 };

const endOfDay = (date: string) => hkTime(date, '23:59:59');

/** The 2024-25 cycle as the spec dates it (section 9). */
export function fixtureCycle2024(): CycleSeed {
  return {
    code: '2024-25',
    name_zh: '2024-25 年度模擬考試',
    name_en: '2024-25 Mock Examination',
    is_current: false,
    events: {
      person_enrol_start: hkTime('2024-09-02'),
      person_enrol_end: endOfDay('2024-10-23'),
      // 'another gives 25 October as the school purchase deadline'
      school_reg_end: endOfDay('2024-10-25'),
      school_late_contact: endOfDay('2024-10-30'),
      school_reg_complete: endOfDay('2024-10-31'),
      tickets_sent_by: endOfDay('2024-12-01'),
      answer_books_due: endOfDay('2025-01-06'),
      report_cards_from: hkTime('2025-02-24'),
      candidate_result_release: hkTime('2025-02-24', '10:00:00'),
    },
    products: [
      { subject: 'chi', price_cents: PRICES.chi, exam_date: '2024-12-28' },
      { subject: 'eng', price_cents: PRICES.eng, exam_date: '2024-12-30' },
      { subject: 'hist', price_cents: PRICES.hist, exam_date: '2024-12-31' },
      { subject: 'csd', price_cents: PRICES.csd, exam_date: '2025-01-04' },
    ],
  };
}

/** The academic year an instant falls in: from September, 'YYYY-YY' of this and next year. */
export function academicYearCode(today: string): string {
  const [year, month] = today.split('-').map(Number);
  const start = month >= 9 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/**
 * The live demo cycle: enrolment opened a week ago and closes in 30 days, exams follow,
 * and results are already released so the demo's reports can be opened.
 */
export function demoCycle(now: Date = new Date()): CycleSeed {
  const today = hkDate(now);
  const code = academicYearCode(today);
  const day = (offset: number) => addDays(today, offset);
  return {
    code,
    name_zh: `${code} 年度模擬考試`,
    name_en: `${code} Mock Examination`,
    is_current: true,
    events: {
      person_enrol_start: hkTime(day(-7)),
      person_enrol_end: endOfDay(day(30)),
      school_reg_end: endOfDay(day(30)),
      school_late_contact: endOfDay(day(35)),
      school_reg_complete: endOfDay(day(37)),
      tickets_sent_by: endOfDay(day(40)),
      answer_books_due: endOfDay(day(56)),
      report_cards_from: hkTime(day(-1)),
      candidate_result_release: hkTime(day(-1), '10:00:00'),
    },
    products: [
      { subject: 'chi', price_cents: PRICES.chi, exam_date: day(45) },
      { subject: 'eng', price_cents: PRICES.eng, exam_date: day(47) },
      { subject: 'hist', price_cents: PRICES.hist, exam_date: day(48) },
      { subject: 'csd', price_cents: PRICES.csd, exam_date: day(52) },
    ],
  };
}

/** Inserts a cycle with its events, products, papers and one session per venue and exam date. */
export async function insertCycle(
  q: Queryable,
  cycle: CycleSeed,
  venueIds: { id: number; capacity: number }[],
): Promise<number> {
  const { rows } = await q.query<{ id: number }>(
    'insert into exam_cycles (code, name_zh, name_en, is_current) values ($1, $2, $3, $4) returning id',
    [cycle.code, cycle.name_zh, cycle.name_en, cycle.is_current],
  );
  const cycleId = rows[0].id;
  for (const [key, at] of Object.entries(cycle.events)) {
    await q.query('insert into cycle_events (cycle_id, key, at) values ($1, $2, $3)', [cycleId, key, at]);
  }
  for (const [index, product] of cycle.products.entries()) {
    const [nameZh, nameEn] = SUBJECT_NAMES[product.subject];
    const inserted = await q.query<{ id: number }>(
      `insert into products (code, cycle_id, subject_code, name_zh, name_en, price_cents, exam_date, sort_order)
       values ($1, $2, $3, $4, $5, $6, $7, $8) returning id`,
      [
        `${cycle.code}-${product.subject}`,
        cycleId,
        product.subject,
        nameZh,
        nameEn,
        product.price_cents,
        product.exam_date,
        index + 1,
      ],
    );
    for (const paper of PAPERS[product.subject]) {
      await q.query(
        `insert into papers (product_id, paper_no, name_zh, name_en, weight_percent, starts_at, duration_minutes)
         values ($1, $2, $3, $4, $5, $6, $7)`,
        [
          inserted.rows[0].id,
          paper.no,
          paper.name_zh,
          paper.name_en,
          paper.weight,
          hkTime(product.exam_date, `${paper.start}:00`),
          paper.minutes,
        ],
      );
    }
    for (const venue of venueIds) {
      await q.query(
        `insert into venue_sessions (venue_id, cycle_id, subject_code, starts_at, ends_at, capacity)
         values ($1, $2, $3, $4, $5, $6)`,
        [
          venue.id,
          cycleId,
          product.subject,
          hkTime(product.exam_date, '08:00:00'),
          hkTime(product.exam_date, '13:30:00'),
          venue.capacity,
        ],
      );
    }
  }
  return cycleId;
}
