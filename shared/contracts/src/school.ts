// School edition (issue 10; spec sections 2, 3, 4, 5, 6, 8): a subject teacher registers the subject,
// imports the class list from the official template, fixes its rows in place and submits it before
// 23:59 HKT on school_reg_end. The browser and the server validate rows with the same functions here.
import { z } from 'zod';
import { IsoDateTime, LanguageVersion, SubjectCode } from './common';
import type { MessageKey } from './messages';

export const School = z.object({
  school_id: z.number().int(),
  code: z.string(),
  name_zh: z.string(),
  name_en: z.string(),
  district_en: z.string().nullable(),
});
export type School = z.infer<typeof School>;
/** GET /api/schools: the static list of Hong Kong secondary schools. */
export const SchoolsResponse = z.array(School);

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
export const SCHOOL_TEMPLATE_COLUMNS: readonly { field: SchoolRowField; zh: string; en: string }[] = [
  { field: 'class', zh: '班別', en: 'Class' },
  { field: 'name', zh: '學生姓名', en: 'Student name' },
  { field: 'student_no', zh: '學號', en: 'Student number' },
  { field: 'language_version', zh: '語文版本', en: 'Language version' },
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
export const templateHeader = (column: { zh: string; en: string }) => `${column.zh} ${column.en}`;

/** The field a header cell names, or null. Accepts "班別 Class", "班別", "Class" (any case, spacing). */
export function fieldOfHeader(header: string): SchoolRowField | null {
  const text = normaliseCell(header).toLowerCase().replace(/\s+/g, ' ');
  for (const column of SCHOOL_TEMPLATE_COLUMNS) {
    const names = [templateHeader(column), column.zh, column.en, `${column.en} ${column.zh}`].map((n) =>
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
  zh: 'zh',
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
export const LANGUAGE_VERSION_LABELS: Record<LanguageVersion, { zh: string; en: string }> = {
  zh: { zh: '中文', en: 'Chinese' },
  en: { zh: '英文', en: 'English' },
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

// --- validating rows (browser and server alike) -------------------------------------------------------

/** Class names such as 2C, 5A, S6B: at most 8 characters. */
export const CLASS_REGEX = /^[0-9A-Z\u4e00-\u9fff-]{1,8}$/;
/** Letters of any script, marks, spaces and the punctuation of names (O'Brien, Chan Tai-man, 歐陽·明). */
const NAME_REGEX = /^[\p{L}\p{M} .,'·-]+$/u;
export const STUDENT_NAME_MAX = 60;

export const StudentClass = z
  .string({ error: 'CLASS_REQUIRED' })
  .trim()
  .min(1, { error: 'CLASS_REQUIRED' })
  .max(8, { error: 'CLASS_TOO_LONG' })
  .regex(CLASS_REGEX, { error: 'CLASS_FORMAT' });

export const StudentName = z
  .string({ error: 'STUDENT_NAME_REQUIRED' })
  .trim()
  .min(1, { error: 'STUDENT_NAME_REQUIRED' })
  .max(STUDENT_NAME_MAX, { error: 'STUDENT_NAME_FORMAT' })
  .regex(NAME_REGEX, { error: 'STUDENT_NAME_FORMAT' });

export const StudentNumber = z
  .string({ error: 'STUDENT_NO_FORMAT' })
  .trim()
  .regex(/^\d{1,4}$/, { error: 'STUDENT_NO_FORMAT' });

export const StudentLanguage = z.enum(['zh', 'en'], { error: 'LANGUAGE_VERSION_REQUIRED' });

/** One row as the teacher edits it (already normalised). */
export const SchoolRowInput = z.object({
  class: StudentClass,
  name: StudentName,
  student_no: StudentNumber,
  language_version: StudentLanguage,
});
export type SchoolRowInput = z.infer<typeof SchoolRowInput>;

export type RowErrors = Partial<Record<SchoolRowField | 'row', MessageKey>>;

/** The errors of one row's cells, field by field (empty when the row is good). */
export function rowErrors(values: SchoolRowValues): RowErrors {
  const errors: RowErrors = {};
  const fields: [SchoolRowField, z.ZodType][] = [
    ['class', StudentClass],
    ['name', StudentName],
    ['student_no', StudentNumber],
    ['language_version', StudentLanguage],
  ];
  for (const [field, schema] of fields) {
    const result = schema.safeParse(values[field]);
    if (!result.success) errors[field] = result.error.issues[0].message as MessageKey;
  }
  return errors;
}

/** Same class and student number twice: both rows carry DUPLICATE_STUDENT on their student number. */
export function validateSchoolRows<T extends SchoolRowValues>(rows: readonly T[]): RowErrors[] {
  const all = rows.map(rowErrors);
  const seen = new Map<string, number[]>();
  rows.forEach((row, index) => {
    if (!row.class || !row.student_no) return;
    const key = `${row.class}\u0000${Number(row.student_no) || row.student_no}`;
    seen.set(key, [...(seen.get(key) ?? []), index]);
  });
  for (const indexes of seen.values()) {
    if (indexes.length < 2) continue;
    for (const index of indexes) all[index].student_no ??= 'DUPLICATE_STUDENT';
  }
  return all;
}

// --- calls ------------------------------------------------------------------------------------------

/** A row of an import as the browser read it: its spreadsheet row number and its four cells as text. */
export const SchoolImportRow = z.object({
  row_no: z.number().int().min(1).max(100_000),
  class: z.string().max(200),
  name: z.string().max(200),
  student_no: z.string().max(200),
  language_version: z.string().max(200),
});
export type SchoolImportRow = z.infer<typeof SchoolImportRow>;

/** POST /api/school/import: replaces and clears every existing row of this subject. */
export const SchoolImportRequest = z.object({
  rows: z.array(SchoolImportRow).max(SCHOOL_IMPORT_MAX_ROWS, { error: 'IMPORT_TOO_MANY_ROWS' }),
});

/** POST /api/school/rows (add) and PUT /api/school/rows/:id (edit): the four cells, validated on save. */
export const SchoolRowEdit = z.object({
  class: z.string().max(200),
  name: z.string().max(200),
  student_no: z.string().max(200),
  language_version: z.string().max(200),
});
export type SchoolRowEdit = z.infer<typeof SchoolRowEdit>;

export const SchoolCandidateRow = z.object({
  row_id: z.number().int(),
  /** The row of the imported sheet; added rows continue after the last. */
  row_no: z.number().int(),
  class: z.string(),
  name: z.string(),
  student_no: z.string(),
  language_version: z.string(),
  /** Shown as two groups of four characters; null until the list is submitted. */
  candidate_no: z.string().nullable(),
  /** The student's login account; null until the list is submitted. */
  account: z.string().nullable(),
  /** Field ('row' for the whole row) -> catalogue key of the error shown on hover. */
  errors: z.record(z.string(), z.string()),
});
export type SchoolCandidateRow = z.infer<typeof SchoolCandidateRow>;

/**
 * The subject's list. draft: imported or edited since the last submission (not yet audited);
 * submitted: the server accepted every row; rejected: the last submission found errors.
 */
export const SchoolBatchStatus = z.enum(['none', 'draft', 'submitted', 'rejected']);
export const SchoolBatch = z.object({
  batch_id: z.number().int().nullable(),
  subject: SubjectCode,
  status: SchoolBatchStatus,
  rows: z.array(SchoolCandidateRow),
  error_count: z.number().int(),
  submitted_at: IsoDateTime.nullable(),
  /** Edits close at 23:59 HKT on school_reg_end (closed when no date exists). */
  closed: z.boolean(),
  reg_end: IsoDateTime.nullable(),
  /** Registration complete: past school_reg_complete. */
  complete: z.boolean(),
});
export type SchoolBatch = z.infer<typeof SchoolBatch>;

/** POST /api/school/submit */
export const SchoolSubmitResponse = z.object({
  result: z.enum(['completed', 'unsuccessful']),
  /** Row numbers of the rows with errors. */
  error_rows: z.array(z.number().int()),
  batch: SchoolBatch,
});
export type SchoolSubmitResponse = z.infer<typeof SchoolSubmitResponse>;

// --- registering the subject ---------------------------------------------------------------------------

/** At a designated venue (a session with seats), or at the school with papers delivered. */
export const ExamArrangement = z.enum(['venue', 'school']);
export type ExamArrangement = z.infer<typeof ExamArrangement>;

export const SchoolVenueSession = z.object({
  venue_session_id: z.number().int(),
  venue_name_zh: z.string(),
  venue_name_en: z.string(),
  address_zh: z.string(),
  address_en: z.string(),
  starts_at: IsoDateTime,
  ends_at: IsoDateTime,
  seats_left: z.number().int(),
});
export type SchoolVenueSession = z.infer<typeof SchoolVenueSession>;

export const SchoolRegistration = z.object({
  subject: SubjectCode,
  status: z.enum(['none', 'registered', 'cancelled']),
  arrangement: ExamArrangement.nullable(),
  venue_session_id: z.number().int().nullable(),
  expected_candidates: z.number().int().nullable(),
  /** Seats this school holds at its venue session. */
  seats_held: z.number().int(),
  registered_at: IsoDateTime.nullable(),
  reg_end: IsoDateTime.nullable(),
  closed: z.boolean(),
  complete: z.boolean(),
});
export type SchoolRegistration = z.infer<typeof SchoolRegistration>;

/** GET /api/school/registration */
export const SchoolRegistrationResponse = z.object({
  registration: SchoolRegistration,
  /** The subject's sessions of the current cycle, with the seats left to take. */
  sessions: z.array(SchoolVenueSession),
});
export type SchoolRegistrationResponse = z.infer<typeof SchoolRegistrationResponse>;

/** PUT /api/school/registration: register, or change the arrangement or the expected number. */
export const SchoolRegistrationRequest = z
  .object({
    arrangement: ExamArrangement,
    venue_session_id: z
      .number()
      .int()
      .positive()
      .max(2 ** 31 - 1)
      .optional(),
    expected_candidates: z
      .number({ error: 'EXPECTED_CANDIDATES_RANGE' })
      .int({ error: 'EXPECTED_CANDIDATES_RANGE' })
      .min(1, { error: 'EXPECTED_CANDIDATES_RANGE' })
      .max(SCHOOL_IMPORT_MAX_ROWS, { error: 'EXPECTED_CANDIDATES_RANGE' }),
  })
  .refine((r) => r.arrangement === 'school' || r.venue_session_id !== undefined, {
    error: 'VENUE_REQUIRED',
    path: ['venue_session_id'],
  });
export type SchoolRegistrationRequest = z.infer<typeof SchoolRegistrationRequest>;

// --- slips and credentials -----------------------------------------------------------------------------

/** POST /api/school/slips: slips for these rows (all submitted rows when absent). */
export const SchoolSlipsRequest = z.object({
  row_ids: z
    .array(
      z
        .number()
        .int()
        .positive()
        .max(2 ** 53 - 1),
    )
    .max(SCHOOL_SLIPS_MAX)
    .optional(),
});

export const CandidateSlip = z.object({
  row_id: z.number().int(),
  candidate_no: z.string(),
  account: z.string(),
  /** A new initial password, shown on this slip only; null when the student has set their own. */
  initial_password: z.string().nullable(),
  name: z.string(),
  class: z.string(),
  student_no: z.string(),
  language_version: LanguageVersion,
  subject_zh: z.string(),
  subject_en: z.string(),
  arrangement: ExamArrangement.nullable(),
  venue_name_zh: z.string().nullable(),
  venue_name_en: z.string().nullable(),
  venue_address_zh: z.string().nullable(),
  venue_address_en: z.string().nullable(),
  starts_at: IsoDateTime.nullable(),
  seat_no: z.string().nullable(),
});
export type CandidateSlip = z.infer<typeof CandidateSlip>;

export const SchoolSlipsResponse = z.object({
  school_name_zh: z.string(),
  school_name_en: z.string(),
  slips: z.array(CandidateSlip),
});
export type SchoolSlipsResponse = z.infer<typeof SchoolSlipsResponse>;

/** A spreadsheet cell a formula could hide in (= + - @, tab, carriage return) is written with a leading quote. */
export function formulaSafe(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}
