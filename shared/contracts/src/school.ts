// School edition (spec sections 2, 3, 4, 5, 6, 8): a subject teacher registers the subject,
// imports the class list from the official template, fixes its rows in place and submits it before
// 23:59 HKT on school_reg_end. The browser and the server validate rows with the same functions here.
import { z } from 'zod';
import { IsoDateTime, LanguageVersion, SubjectCode } from './common';
import type { MessageKey } from './messages';
import { SCHOOL_IMPORT_MAX_ROWS, SCHOOL_SLIPS_MAX, type SchoolRowField, type SchoolRowValues } from './schoolSheet';

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

export * from './schoolSheet';

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
