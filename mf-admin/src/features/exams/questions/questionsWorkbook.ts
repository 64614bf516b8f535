// The questions of the editor as a workbook (writing is safe in the page; reading happens in a worker), and a
// row read back as the editor's values, or the cells it could not understand. Writing criteria stay in the
// editor: an imported question keeps the criteria its label had.
import type * as XLSX from 'xlsx';
import { formulaSafe } from '@mockexam/contracts';
import {
  QUESTION_SHEET_COLUMNS,
  QUESTIONS_SHEET,
  type QuestionSheetKey,
  type QuestionSheetRow,
} from './questionsSheet';
import { QUESTION_TYPES, type QuestionValues } from './questionForm';

type Xlsx = typeof XLSX;

const cellsOf = (q: QuestionValues): Record<QuestionSheetKey, string | number> => ({
  label: q.label,
  page_location: q.page_location,
  type: q.type,
  section: q.section,
  genre: q.genre ?? '',
  ability_zh: q.ability_zh,
  ability_en: q.ability_en,
  max_score: q.max_score ?? '',
  correct_answer: q.type === 'multiple_choice' ? q.correct_answer : '',
});

export function questionsWorkbook(X: Xlsx, questions: readonly QuestionValues[]): XLSX.WorkBook {
  const rows = questions.map((q) => {
    const cells = cellsOf(q);
    return QUESTION_SHEET_COLUMNS.map(({ key }) => {
      const cell = cells[key];
      return typeof cell === 'number' ? cell : formulaSafe(cell);
    });
  });
  const sheet = X.utils.aoa_to_sheet([QUESTION_SHEET_COLUMNS.map((c) => c.header), ...rows]);
  sheet['!cols'] = QUESTION_SHEET_COLUMNS.map((c) => ({ wch: Math.max(12, c.header.length + 2) }));
  const book = X.utils.book_new();
  X.utils.book_append_sheet(book, sheet, QUESTIONS_SHEET);
  return book;
}

/** A cell the editor could not take: its sheet row and column. */
export interface SheetProblem {
  row: number;
  column: QuestionSheetKey;
}

const SECTIONS = ['A', 'B'] as const;
const GENRES = ['classical', 'vernacular'] as const;
const member = <T extends string>(list: readonly T[], text: string): T | undefined =>
  list.find((item) => item === text);

/**
 * The rows as the editor's questions (criteria kept by label from `current`), or every cell whose code is
 * not one the editor offers. Everything else (pages, marks, answers, both-or-neither abilities) the
 * contracts check when staff save.
 */
export function valuesFromSheet(
  rows: readonly QuestionSheetRow[],
  rowNumbers: readonly number[],
  current: readonly QuestionValues[],
): { values: QuestionValues[] } | { problems: SheetProblem[] } {
  const criteria = new Map(current.map((q) => [q.label, q.criteria]));
  const problems: SheetProblem[] = [];
  const values = rows.map((row, i) => {
    const problem = (column: QuestionSheetKey) => problems.push({ row: rowNumbers[i]!, column });
    const type = member(QUESTION_TYPES, row.type);
    const section = member(SECTIONS, row.section.toUpperCase());
    const genre = row.genre === '' ? null : member(GENRES, row.genre.toLowerCase());
    const max = row.max_score === '' ? null : Number(row.max_score);
    if (!type) problem('type');
    if (!section) problem('section');
    if (genre === undefined) problem('genre');
    if (max !== null && !Number.isFinite(max)) problem('max_score');
    return {
      label: row.label,
      page_location: row.page_location,
      type: type ?? 'short_question',
      section: section ?? 'A',
      genre: genre ?? null,
      ability_zh: row.ability_zh,
      ability_en: row.ability_en,
      max_score: max !== null && Number.isFinite(max) ? max : null,
      correct_answer: row.correct_answer,
      criteria: type === 'short_essay' ? (criteria.get(row.label) ?? []) : [],
    };
  });
  return problems.length ? { problems } : { values };
}
