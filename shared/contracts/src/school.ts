// School edition: the school list, candidate import, edit and submit (spec sections 2, 4, 5; issue 5+).
import { z } from 'zod';
import { IsoDateTime, LanguageVersion, SubjectCode } from './common';

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

/** Class names such as 2C, 5A, S6B: at most 8 characters. */
export const CLASS_REGEX = /^[0-9A-Za-z\u4e00-\u9fff-]{1,8}$/;
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
  .max(60, { error: 'STUDENT_NAME_FORMAT' })
  .regex(/^[\p{L}\p{M} .,'·-]+$/u, { error: 'STUDENT_NAME_FORMAT' });

/** One candidate row of the school template, already parsed in the browser. */
export const SchoolCandidateRowInput = z.object({
  // A spreadsheet row: an import holds at most 2,000 rows, so 10,000 leaves room for headers and gaps.
  row_no: z.number().int().min(1).max(10_000),
  class: StudentClass,
  name: StudentName,
  student_no: z
    .union([z.string(), z.number()])
    .transform(String)
    .pipe(
      z
        .string()
        .trim()
        .regex(/^\d{1,4}$/, { error: 'STUDENT_NO_FORMAT' }),
    ),
  language_version: LanguageVersion.or(z.literal('')).refine((v) => v !== '', { error: 'LANGUAGE_VERSION_REQUIRED' }),
});
export type SchoolCandidateRowInput = z.input<typeof SchoolCandidateRowInput>;

/** POST /api/school/import (JSON): replaces and clears every existing row of this subject. */
export const SchoolImportRequest = z.object({ rows: z.array(z.unknown()).max(2000) });

export const SchoolCandidateRow = z.object({
  row_id: z.number().int(),
  row_no: z.number().int(),
  class: z.string(),
  name: z.string(),
  student_no: z.string(),
  language_version: z.string(),
  candidate_no: z.string().nullable(),
  /** Field -> catalogue key of the error shown on hover. */
  errors: z.record(z.string(), z.string()),
  submitted: z.boolean(),
});
export type SchoolCandidateRow = z.infer<typeof SchoolCandidateRow>;

export const SchoolBatch = z.object({
  batch_id: z.number().int().nullable(),
  subject: SubjectCode,
  status: z.enum(['none', 'draft', 'submitted', 'rejected']),
  rows: z.array(SchoolCandidateRow),
  submitted_at: IsoDateTime.nullable(),
  /** Edits close at 23:59 HKT on school_reg_end. */
  closed: z.boolean(),
});
export type SchoolBatch = z.infer<typeof SchoolBatch>;

/** PUT /api/school/rows/:id and POST /api/school/rows */
export const SchoolRowEdit = SchoolCandidateRowInput.omit({ row_no: true });

/** POST /api/school/submit */
export const SchoolSubmitResponse = z.object({
  result: z.enum(['completed', 'unsuccessful']),
  error_rows: z.array(z.number().int()),
  batch: SchoolBatch,
});
