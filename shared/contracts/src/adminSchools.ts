// The back office's view of the school edition: schools, their subject accounts, each
// subject's registration and list, the history of its imports, and the export of submitted candidates.
import { z } from 'zod';
import { IsoDateTime, SubjectCode } from './common';
import { ExamArrangement, SchoolBatchStatus } from './school';

export const AdminSchoolAccount = z.object({
  user_id: z.number().int(),
  username: z.string(),
  subject: SubjectCode,
  disabled: z.boolean(),
  created_at: IsoDateTime,
});
export type AdminSchoolAccount = z.infer<typeof AdminSchoolAccount>;

/** One subject of one school in the current cycle: its registration and its list. */
export const AdminSchoolSubject = z.object({
  subject: SubjectCode,
  registration_status: z.enum(['none', 'registered', 'cancelled']),
  arrangement: ExamArrangement.nullable(),
  venue_name_zh: z.string().nullable(),
  venue_name_en: z.string().nullable(),
  session_starts_at: IsoDateTime.nullable(),
  expected_candidates: z.number().int().nullable(),
  seats_held: z.number().int(),
  batch_status: SchoolBatchStatus,
  rows: z.number().int(),
  error_rows: z.number().int(),
  candidates: z.number().int(),
  submitted_at: IsoDateTime.nullable(),
  imports: z.number().int(),
});
export type AdminSchoolSubject = z.infer<typeof AdminSchoolSubject>;

export const AdminSchool = z.object({
  school_id: z.number().int(),
  code: z.string(),
  name_zh: z.string(),
  name_en: z.string(),
  accounts: z.array(AdminSchoolAccount),
  subjects: z.array(AdminSchoolSubject),
});
export type AdminSchool = z.infer<typeof AdminSchool>;

/** GET /api/admin/schools?q=&page=: schools with an account or a registration first, then the rest. */
export const AdminSchoolsQuery = z.object({
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(1000).default(1),
});
export const AdminSchoolsResponse = z.object({
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  schools: z.array(AdminSchool),
});
export type AdminSchoolsResponse = z.infer<typeof AdminSchoolsResponse>;

/** Subject account usernames: letters, digits, dot, dash and underscore, 3 to 40 characters. */
export const SchoolAccountUsername = z
  .string({ error: 'SCHOOL_ACCOUNT_USERNAME_FORMAT' })
  .trim()
  .regex(/^[A-Za-z][A-Za-z0-9._-]{2,39}$/, { error: 'SCHOOL_ACCOUNT_USERNAME_FORMAT' });

export const SchoolAccountPassword = z
  .string({ error: 'PASSWORD_REQUIRED' })
  .min(1, { error: 'PASSWORD_REQUIRED' })
  .min(6, { error: 'PASSWORD_LENGTH' })
  .max(30, { error: 'PASSWORD_LENGTH' });

/** POST /api/admin/school_accounts */
export const CreateSchoolAccountRequest = z.object({
  school_id: z
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1),
  subject: SubjectCode,
  username: SchoolAccountUsername,
  password: SchoolAccountPassword,
});
/** POST /api/admin/school_accounts/:id/password */
export const ResetSchoolAccountPasswordRequest = z.object({ password: SchoolAccountPassword });
/** POST /api/admin/school_accounts/:id/disabled */
export const SetSchoolAccountDisabledRequest = z.object({ disabled: z.boolean() });

/** One import, submission or password reset of a school (from the audit log). */
export const AdminSchoolEvent = z.object({
  at: IsoDateTime,
  action: z.enum(['school.import', 'school.submit', 'school.register', 'school.password_reset', 'school.rows_edit']),
  subject: SubjectCode.nullable(),
  actor: z.string().nullable(),
  rows: z.number().int().nullable(),
  result: z.string().nullable(),
});
export type AdminSchoolEvent = z.infer<typeof AdminSchoolEvent>;
/** GET /api/admin/schools/:id/history */
export const AdminSchoolHistoryResponse = z.array(AdminSchoolEvent);
export type AdminSchoolHistoryResponse = z.infer<typeof AdminSchoolHistoryResponse>;

/** GET /api/admin/school_candidates?subject=&venue_session_id=: every submitted candidate of the current cycle. */
export const AdminSchoolCandidatesQuery = z.object({
  subject: SubjectCode.optional(),
  venue_session_id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1)
    .optional(),
});
export const AdminSchoolCandidate = z.object({
  school_code: z.string(),
  school_name_zh: z.string(),
  school_name_en: z.string(),
  subject: SubjectCode,
  candidate_no: z.string(),
  name: z.string(),
  class: z.string(),
  student_no: z.string(),
  language_version: z.string(),
  arrangement: ExamArrangement.nullable(),
  venue_session_id: z.number().int().nullable(),
  venue_name_zh: z.string().nullable(),
  venue_name_en: z.string().nullable(),
  session_starts_at: IsoDateTime.nullable(),
});
export type AdminSchoolCandidate = z.infer<typeof AdminSchoolCandidate>;
export const AdminSchoolCandidatesResponse = z.array(AdminSchoolCandidate);
export type AdminSchoolCandidatesResponse = z.infer<typeof AdminSchoolCandidatesResponse>;
