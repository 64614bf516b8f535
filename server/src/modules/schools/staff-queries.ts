// Back-office reads of the school edition: schools with their subject accounts and each subject's
// registration and list in the current cycle, a school's history (from the audit log), and every
// submitted candidate of the current cycle for the export.
import type {
  AdminSchool,
  AdminSchoolAccount,
  AdminSchoolCandidate,
  AdminSchoolEvent,
  AdminSchoolSubject,
  AdminSchoolsResponse,
  SubjectCode,
} from '@mockexam/contracts';
import type { Queryable } from '../../db';
import { notFound } from '../../lib/app-error';

export const SCHOOLS_PAGE_SIZE = 20;
const iso = (at: Date | null) => at?.toISOString() ?? null;
/** A LIKE pattern matching the text anywhere, its own wildcards taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

type SchoolHead = Omit<AdminSchool, 'accounts' | 'subjects'> & { total: number };
type SubjectRow = Omit<AdminSchoolSubject, 'session_starts_at' | 'submitted_at'> & {
  school_id: number;
  session_starts_at: Date | null;
  submitted_at: Date | null;
};

async function subjectsOf(q: Queryable, schoolIds: number[]): Promise<SubjectRow[]> {
  const { rows } = await q.query<SubjectRow>(
    `with cur as (select id from exam_cycles where is_current),
     keys as (
       select school_id, subject_code from school_accounts where school_id = any($1::bigint[])
       union select school_id, subject_code from school_registrations
              where school_id = any($1::bigint[]) and cycle_id in (select id from cur)
       union select school_id, subject_code from school_import_batches
              where school_id = any($1::bigint[]) and cycle_id in (select id from cur))
     select k.school_id, k.subject_code as subject, coalesce(r.status, 'none') as registration_status,
            r.arrangement, v.name_zh as venue_name_zh, v.name_en as venue_name_en, vs.starts_at as session_starts_at,
            r.expected_candidates, coalesce(r.seats_held, 0) as seats_held, coalesce(b.status, 'none') as batch_status,
            (select count(*) from school_candidate_rows x where x.batch_id = b.id)::int as rows,
            (select count(*) from school_candidate_rows x where x.batch_id = b.id and x.errors <> '{}'::jsonb)::int
              as error_rows,
            (select count(*) from candidates c where c.school_batch_id = b.id)::int as candidates,
            b.submitted_at,
            (select count(*) from audit_log a
              where a.entity = 'school' and a.entity_id = k.school_id::text and a.action = 'school.import'
                and a.data->>'subject' = k.subject_code and a.data->>'cycle_id' = cur.id::text)::int as imports
       from keys k cross join cur
       left join school_registrations r
         on r.school_id = k.school_id and r.subject_code = k.subject_code and r.cycle_id = cur.id
       left join venue_sessions vs on vs.id = r.venue_session_id
       left join venues v on v.id = vs.venue_id
       left join school_import_batches b
         on b.school_id = k.school_id and b.subject_code = k.subject_code and b.cycle_id = cur.id
      order by k.school_id, k.subject_code`,
    [schoolIds],
  );
  return rows;
}

/** Schools with a subject account or a registration in the current cycle first, then the rest, by code. */
export async function listSchools(
  q: Queryable,
  search: string | undefined,
  page: number,
): Promise<AdminSchoolsResponse> {
  const pattern = search ? containing(search) : null;
  const { rows: heads } = await q.query<SchoolHead>(
    `select s.id as school_id, s.code, s.name_zh, s.name_en, count(*) over ()::int as total
       from schools s
      where $1::text is null or s.code ilike $1 or s.name_zh ilike $1 or s.name_en ilike $1
      order by (exists (select 1 from school_accounts a where a.school_id = s.id)
                or exists (select 1 from school_registrations r join exam_cycles c on c.id = r.cycle_id and c.is_current
                            where r.school_id = s.id)) desc, s.code
      limit ${SCHOOLS_PAGE_SIZE} offset $2`,
    [pattern, (page - 1) * SCHOOLS_PAGE_SIZE],
  );
  const ids = heads.map((h) => h.school_id);
  const accounts = await q.query<AdminSchoolAccount & { school_id: number; created_at: Date }>(
    `select a.school_id, a.user_id, u.username, a.subject_code as subject, u.disabled, a.created_at
       from school_accounts a join users u on u.id = a.user_id
      where a.school_id = any($1::bigint[]) order by a.subject_code, lower(u.username)`,
    [ids],
  );
  const subjects = await subjectsOf(q, ids);
  let total = heads[0]?.total ?? 0;
  if (heads.length === 0 && page > 1) {
    const count = await q.query<{ n: number }>(
      `select count(*)::int as n from schools s
        where $1::text is null or s.code ilike $1 or s.name_zh ilike $1 or s.name_en ilike $1`,
      [pattern],
    );
    total = count.rows[0].n;
  }
  return {
    total,
    page,
    page_size: SCHOOLS_PAGE_SIZE,
    schools: heads.map(({ total: _total, ...head }) => ({
      ...head,
      accounts: accounts.rows
        .filter((a) => a.school_id === head.school_id)
        .map(({ school_id: _id, created_at, ...a }) => ({ ...a, created_at: created_at.toISOString() })),
      subjects: subjects
        .filter((s) => s.school_id === head.school_id)
        .map(({ school_id: _id, session_starts_at, submitted_at, ...s }) => ({
          ...s,
          session_starts_at: iso(session_starts_at),
          submitted_at: iso(submitted_at),
        })),
    })),
  };
}

const HISTORY_ACTIONS: AdminSchoolEvent['action'][] = [
  'school.import',
  'school.submit',
  'school.register',
  'school.password_reset',
  'school.rows_edit',
];

export async function schoolHistory(q: Queryable, schoolId: number): Promise<AdminSchoolEvent[]> {
  const school = await q.query('select 1 from schools where id = $1', [schoolId]);
  if (!school.rows[0]) throw notFound();
  const { rows } = await q.query<Omit<AdminSchoolEvent, 'at'> & { at: Date }>(
    `select a.at, a.action, a.data->>'subject' as subject, u.username as actor,
            case when jsonb_typeof(a.data->'rows') = 'number' then (a.data->>'rows')::int end as rows,
            a.data->>'result' as result
       from audit_log a left join users u on u.id = a.actor_user_id
      where a.entity = 'school' and a.entity_id = $1 and a.action = any($2::text[])
      order by a.at desc, a.id desc limit 500`,
    [String(schoolId), HISTORY_ACTIONS],
  );
  return rows.map((row) => ({ ...row, at: row.at.toISOString() }));
}

/** The candidates of the last submission of every list in the current cycle. */
export async function submittedCandidates(
  q: Queryable,
  filter: { subject?: SubjectCode; venue_session_id?: number },
): Promise<AdminSchoolCandidate[]> {
  const { rows } = await q.query<Omit<AdminSchoolCandidate, 'session_starts_at'> & { session_starts_at: Date | null }>(
    `select s.code as school_code, s.name_zh as school_name_zh, s.name_en as school_name_en, b.subject_code as subject,
            c.candidate_no, c.name, coalesce(c.class, '') as class, coalesce(c.student_no, '') as student_no,
            coalesce(c.language_version, '') as language_version, r.arrangement,
            vs.id as venue_session_id, v.name_zh as venue_name_zh, v.name_en as venue_name_en,
            vs.starts_at as session_starts_at
       from school_import_batches b
       join exam_cycles cy on cy.id = b.cycle_id and cy.is_current
       join candidates c on c.school_batch_id = b.id
       join schools s on s.id = b.school_id
       left join school_registrations r
         on r.school_id = b.school_id and r.subject_code = b.subject_code and r.cycle_id = b.cycle_id
        and r.status = 'registered'
       left join venue_sessions vs on vs.id = r.venue_session_id and r.arrangement = 'venue'
       left join venues v on v.id = vs.venue_id
      where ($1::text is null or b.subject_code = $1) and ($2::bigint is null or vs.id = $2)
      order by s.code, b.subject_code, c.class, length(c.student_no), c.student_no, c.candidate_no`,
    [filter.subject ?? null, filter.venue_session_id ?? null],
  );
  return rows.map((row) => ({ ...row, session_starts_at: iso(row.session_starts_at) }));
}
