// The official template and how its cells are read: limits, columns, sheet names, cell normalising.
// Free of zod and of every other package, so the import's Web Worker (which has no Module Federation
// share scope) bundles only this file and xlsx. school.ts re-exports it.
import type { BilingualText } from './messages';
type LanguageVersion = 'zh' | 'en';

// --- limits ---------------------------------------------------------------------------------------

/** The most candidates one import (and one subject's list) may hold. */
export const SCHOOL_IMPORT_MAX_ROWS = 2000;
/** The biggest workbook the browser agrees to read. A 2,000-row template is about 60 KB. */
export const SCHOOL_IMPORT_MAX_BYTES = 2 * 1024 * 1024;
/** Rows the parser reads at most (header and instructions included): more is refused, never read. */
export const SCHOOL_IMPORT_SHEET_ROWS = SCHOOL_IMPORT_MAX_ROWS + 50;
/** The longest a worker may take over one file before it is terminated. */
export const SCHOOL_IMPORT_PARSE_BUDGET_MS = 10_000;
/** Students one slip request covers at most (one whole list). */
export const SCHOOL_SLIPS_MAX = SCHOOL_IMPORT_MAX_ROWS;

// --- the official template ------------------------------------------------------------------------

export const SCHOOL_ROW_FIELDS = ['class', 'name', 'student_no', 'language_version'] as const;
export type SchoolRowField = (typeof SCHOOL_ROW_FIELDS)[number];

/**
 * The template's columns, in order. The header cell reads "班別 Class" and so on; an import accepts a
 * sheet whose first non-empty row has exactly these four headers (either language, or both).
 */
export const SCHOOL_TEMPLATE_COLUMNS: readonly { field: SchoolRowField; 'zh-hk': string; en: string }[] = [
  { field: 'class', 'zh-hk': '班別', en: 'Class' },
  { field: 'name', 'zh-hk': '學生姓名', en: 'Student name' },
  { field: 'student_no', 'zh-hk': '學號', en: 'Student number' },
  { field: 'language_version', 'zh-hk': '語文版本', en: 'Language version' },
];
export const SCHOOL_TEMPLATE_SHEET = 'Candidates 考生';
export const SCHOOL_TEMPLATE_INSTRUCTIONS_SHEET = 'Instructions 說明';
/** The example row of the template; an import skips a row equal to it. */
export const SCHOOL_TEMPLATE_EXAMPLE = {
  class: '2C',
  name: '陳大文',
  student_no: '1',
  language_version: 'Chinese 中文',
};

/** The header text of a column as the template writes it. */
export const templateHeader = (column: { 'zh-hk': string; en: string }) => `${column['zh-hk']} ${column.en}`;

/** The field a header cell names, or null. Accepts "班別 Class", "班別", "Class" (any case, spacing). */
export function fieldOfHeader(header: string): SchoolRowField | null {
  const text = normaliseCell(header).toLowerCase().replace(/\s+/g, ' ');
  for (const column of SCHOOL_TEMPLATE_COLUMNS) {
    const names = [templateHeader(column), column['zh-hk'], column.en, `${column.en} ${column['zh-hk']}`].map((n) =>
      n.toLowerCase(),
    );
    if (names.includes(text)) return column.field;
  }
  return null;
}

// --- normalising cells ------------------------------------------------------------------------------

/**
 * A cell's text as a teacher meant it: numbers Excel stored as numbers back to text (2 -> "2", never
 * "2.0"), full-width digits, letters and spaces made half-width (NFKC), trimmed, inner runs of
 * spaces made one.
 */
export function normaliseCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text: string;
  if (typeof value === 'number') text = Number.isFinite(value) ? String(value) : '';
  else if (typeof value === 'boolean') text = value ? 'TRUE' : 'FALSE';
  else if (value instanceof Date) text = Number.isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 10);
  else text = String(value);
  return text.normalize('NFKC').trim().replace(/\s+/g, ' ');
}

/** Words a teacher may type for the language version; anything else is left as typed (and refused). */
const LANGUAGE_WORDS: Record<string, LanguageVersion> = {
  'zh-hk': 'zh',
  chinese: 'zh',
  中文: 'zh',
  中: 'zh',
  'chinese 中文': 'zh',
  '中文 chinese': 'zh',
  en: 'en',
  english: 'en',
  英文: 'en',
  英: 'en',
  'english 英文': 'en',
  '英文 english': 'en',
};

/** What the template's language column may hold, as the preview's drop-down offers it. */
export const LANGUAGE_VERSION_LABELS: Record<LanguageVersion, BilingualText> = {
  zh: { 'zh-hk': '中文', en: 'Chinese' },
  en: { 'zh-hk': '英文', en: 'English' },
};

export interface SchoolRowValues {
  class: string;
  name: string;
  student_no: string;
  language_version: string;
}

/** A row's cells made comparable: classes upper-cased, the language version as 'zh' or 'en' when recognised. */
export function normaliseSchoolRow(raw: Partial<Record<SchoolRowField, unknown>>): SchoolRowValues {
  const language = normaliseCell(raw.language_version);
  return {
    class: normaliseCell(raw.class).toUpperCase(),
    name: normaliseCell(raw.name),
    student_no: normaliseCell(raw.student_no),
    language_version: LANGUAGE_WORDS[language.toLowerCase()] ?? language,
  };
}
