// A paper's layout and its answer books (staff only):
//
//   GET  /api/admin/exam-papers/:id/layout                 PaperLayout
//   PUT  /api/admin/exam-papers/:id/layout                 PaperLayoutRequest -> PaperLayout
//   PUT  /api/admin/exam-papers/:id/pages/:page/image      a PNG or JPEG body (image/png, image/jpeg) -> PaperLayout
//   GET  /api/admin/exam-papers/:id/pages/:page/image      the sample page (?access_token= for an <img>)
//   GET  /api/admin/exam-papers/:id/answer-books           AnswerBookSchools: who the books are for, by school
//   GET  /api/admin/exam-papers/:id/answer-books.pdf       AnswerBooksQuery: one book per entered candidate
//   GET  /api/admin/exam-papers/:id/blank-books.pdf        BlankBooksQuery: books for late entries
//
// A question's pages are its page_location; its regions (where it is answered) are rectangles on those
// pages, in fractions of the page's width and height from the top left corner.
import { z } from 'zod';
import { ANSWER_BOOK_MAX_PAGES } from './answerBookCode';

/** The most regions one question may have, and the most questions a layout may list. */
export const LAYOUT_MAX_REGIONS = 20;
export const LAYOUT_MAX_QUESTIONS = 300;
/** A sample page image: at most this many bytes. */
export const LAYOUT_IMAGE_MAX_BYTES = 15 * 1024 * 1024;
/** Blank books in one file, and the highest serial (the answer book code's B + six digits). */
export const BLANK_BOOKS_MAX = 500;
export const BLANK_BOOK_MAX_SERIAL = 999_999;
/** Pages in one answer-book file (candidates times the paper's pages): past this, print per school. */
export const ANSWER_BOOKS_MAX_PAGES = 24_000;

const PageNo = z
  .number()
  .int('LAYOUT_PAGE_RANGE')
  .min(1, 'LAYOUT_PAGE_RANGE')
  .max(ANSWER_BOOK_MAX_PAGES, 'LAYOUT_PAGE_RANGE');
const Fraction = z.number().min(0, 'LAYOUT_REGION_OUTSIDE').max(1, 'LAYOUT_REGION_OUTSIDE');

export const LayoutRegion = z.object({
  page: PageNo,
  x: Fraction,
  y: Fraction,
  w: Fraction.positive('LAYOUT_REGION_OUTSIDE'),
  h: Fraction.positive('LAYOUT_REGION_OUTSIDE'),
});
export type LayoutRegion = z.infer<typeof LayoutRegion>;

export const LayoutQuestion = z.object({
  question_id: z.number().int().positive(),
  label: z.string(),
  pages: z.array(PageNo),
  regions: z.array(LayoutRegion),
});
export type LayoutQuestion = z.infer<typeof LayoutQuestion>;

export const LayoutPage = z.object({
  page: z.number().int(),
  /** The authorised address of the sample page image, or null when none was uploaded. */
  image_url: z.string().nullable(),
});
export type LayoutPage = z.infer<typeof LayoutPage>;

export const PaperLayout = z.object({
  exam_paper_id: z.number(),
  exam_id: z.number(),
  paper_no: z.number(),
  page_count: z.number().int(),
  questions: z.array(LayoutQuestion),
  pages: z.array(LayoutPage),
  /** The highest page that has a candidate's scan: page_count cannot go below it. */
  scanned_through: z.number().int(),
});
export type PaperLayout = z.infer<typeof PaperLayout>;

export const PaperLayoutRequest = z.object({
  page_count: PageNo,
  questions: z
    .array(
      z.object({
        question_id: z.number().int().positive(),
        pages: z.array(PageNo).min(1, 'LAYOUT_QUESTION_NO_PAGE').max(ANSWER_BOOK_MAX_PAGES, 'LAYOUT_PAGE_RANGE'),
        regions: z.array(LayoutRegion).max(LAYOUT_MAX_REGIONS, 'LAYOUT_TOO_MANY_REGIONS'),
      }),
    )
    .max(LAYOUT_MAX_QUESTIONS, 'LAYOUT_QUESTIONS_MISMATCH'),
});
export type PaperLayoutRequest = z.infer<typeof PaperLayoutRequest>;

export const LayoutPageParams = z.object({
  id: z.coerce.number().int().positive(),
  page: z.coerce
    .number()
    .int('LAYOUT_PAGE_RANGE')
    .min(1, 'LAYOUT_PAGE_RANGE')
    .max(ANSWER_BOOK_MAX_PAGES, 'LAYOUT_PAGE_RANGE'),
});

const Flag = z.enum(['0', '1']).optional();

export const AnswerBooksQuery = z.object({
  /** Only this school's candidates; without it, every school's. */
  school_id: z.coerce.number().int().positive().optional(),
  /** Individual candidates (after the schools'): 1 includes them; default: with no school_id, yes. */
  individuals: Flag,
  access_token: z.string().optional(),
});
export type AnswerBooksQuery = z.infer<typeof AnswerBooksQuery>;

export const BlankBooksQuery = z.object({
  count: z.coerce
    .number()
    .int('BLANK_BOOKS_COUNT')
    .min(1, 'BLANK_BOOKS_COUNT')
    .max(BLANK_BOOKS_MAX, 'BLANK_BOOKS_COUNT'),
  /** The first serial (default 1). */
  from: z.coerce
    .number()
    .int('BLANK_BOOKS_SERIAL')
    .min(1, 'BLANK_BOOKS_SERIAL')
    .max(BLANK_BOOK_MAX_SERIAL, 'BLANK_BOOKS_SERIAL')
    .default(1),
  access_token: z.string().optional(),
});
export type BlankBooksQuery = z.infer<typeof BlankBooksQuery>;

/** The schools with candidates entered for an exam paper, for printing per school. */
export const AnswerBookSchools = z.object({
  page_count: z.number().int(),
  individuals: z.number().int(),
  schools: z.array(
    z.object({ school_id: z.number(), name_zh: z.string(), name_en: z.string(), candidates: z.number().int() }),
  ),
});
export type AnswerBookSchools = z.infer<typeof AnswerBookSchools>;

/** A fraction of the page in ten-thousandths: regions are kept to four decimals (a tenth of a millimetre). */
export const LAYOUT_UNITS = 10_000;
export const toLayoutUnits = (fraction: number) => Math.round(fraction * LAYOUT_UNITS);

/** The region with its sides on the four-decimal grid, as stored. */
export function roundRegion(region: LayoutRegion): LayoutRegion {
  const at = (value: number) => toLayoutUnits(value) / LAYOUT_UNITS;
  return { page: region.page, x: at(region.x), y: at(region.y), w: at(region.w), h: at(region.h) };
}

/**
 * What is wrong with a layout beyond its shape, as field path -> message key (empty when nothing):
 * every question of the paper listed once, its pages within the page count, each region inside the
 * page and on one of its question's pages. The server refuses such a layout; the editor shows the same.
 */
export function layoutProblems(layout: PaperLayoutRequest, paperQuestionIds: readonly number[]) {
  const problems: Record<
    string,
    'LAYOUT_QUESTIONS_MISMATCH' | 'LAYOUT_PAGE_RANGE' | 'LAYOUT_REGION_OUTSIDE' | 'LAYOUT_REGION_NOT_ON_QUESTION'
  > = {};
  const listed = layout.questions.map((question) => question.question_id);
  const known = new Set(paperQuestionIds);
  if (new Set(listed).size !== listed.length || listed.length !== known.size || listed.some((id) => !known.has(id)))
    problems.questions = 'LAYOUT_QUESTIONS_MISMATCH';
  layout.questions.forEach((question, q) => {
    question.pages.forEach((page, p) => {
      if (page > layout.page_count) problems[`questions.${q}.pages.${p}`] = 'LAYOUT_PAGE_RANGE';
    });
    question.regions.forEach((region, r) => {
      const { x, y, w, h } = roundRegion(region);
      const inside =
        w > 0 &&
        h > 0 &&
        toLayoutUnits(x) + toLayoutUnits(w) <= LAYOUT_UNITS &&
        toLayoutUnits(y) + toLayoutUnits(h) <= LAYOUT_UNITS;
      if (!inside) problems[`questions.${q}.regions.${r}`] = 'LAYOUT_REGION_OUTSIDE';
      else if (!question.pages.includes(region.page))
        problems[`questions.${q}.regions.${r}`] = 'LAYOUT_REGION_NOT_ON_QUESTION';
    });
  });
  return problems;
}
