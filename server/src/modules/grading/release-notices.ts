// The messages that an exam's results are out: written when a run is published (to every candidate with
// an account in the run, and the teachers of the subject at every school in it), held until the cycle's
// release time, and withdrawn while still held when the exam is unpublished (a re-grade, a change of
// marks), so nobody is told of results that are not there. Publishing again writes them again.
import type { Queryable } from '../../db';
import type { Notices } from '../notifications/notifier';

/** The dedupe keys of an exam's release messages: `exam:<id>:results:<user>` and `…:school_results:<user>`. */
const releaseKey = (examId: number, kind: 'results' | 'school_results', userId: number | string) =>
  `exam:${examId}:${kind}:${userId}`;

interface ReleaseRow {
  title_zh: string;
  title_en: string;
  subject_code: string;
  release_at: Date | null;
}

/**
 * The release messages of a published run: once per exam and reader (a run published again after a
 * re-grade tells nobody twice). Without a release time the results are never shown, so nobody is told.
 */
export async function notifyRelease(q: Queryable, notices: Notices, examId: number, runId: number): Promise<void> {
  const { rows } = await q.query<ReleaseRow>(
    `select trim(e.title1_zh || ' ' || e.title2_zh) as title_zh, trim(e.title1_en || ' ' || e.title2_en) as title_en,
            e.subject_code,
            (select ce.at from cycle_events ce where ce.cycle_id = e.cycle_id and ce.key = 'candidate_result_release')
              as release_at
       from exams e where e.id = $1`,
    [examId],
  );
  const exam = rows[0];
  if (!exam?.release_at) return;
  const title = (locale: string) => (locale === 'en' ? exam.title_en : exam.title_zh);
  const candidates = await q.query<{ userId: number }>(
    `select distinct c.user_id as "userId"
       from candidate_exam_results r join candidates c on c.id = r.candidate_id
      where r.grading_run_id = $1 and c.user_id is not null`,
    [runId],
  );
  await notices.notifyMany(q, {
    event: 'results.released',
    readers: candidates.rows.map((row) => ({ ...row, dedupeKey: releaseKey(examId, 'results', row.userId) })),
    data: (_, locale) => ({ exam_title: title(locale), link: '/exam-result-list' }),
    notBefore: exam.release_at,
  });
  const teachers = await q.query<{ userId: number; schoolId: number; name_zh: string; name_en: string }>(
    `select sa.user_id as "userId", sa.school_id as "schoolId", s.name_zh, s.name_en
       from school_accounts sa join schools s on s.id = sa.school_id
      where sa.subject_code = $2
        and sa.school_id in (select r.school_id from candidate_exam_results r where r.grading_run_id = $1)`,
    [runId, exam.subject_code],
  );
  await notices.notifyMany(q, {
    event: 'school.results_released',
    readers: teachers.rows.map((row) => ({ ...row, dedupeKey: releaseKey(examId, 'school_results', row.userId) })),
    data: (row, locale) => ({
      school_name: locale === 'en' ? row.name_en : row.name_zh,
      exam_title: title(locale),
      link: '/school/report',
    }),
    notBefore: exam.release_at,
  });
}

/**
 * The exam was unpublished: its release messages still held (queued, not yet sent) are cancelled, and
 * their dedupe keys freed so that publishing again tells their readers. Messages already sent stay sent.
 */
export async function withdrawReleaseNotices(q: Queryable, examId: number): Promise<number> {
  const { rowCount } = await q.query(
    `update notifications
        set state = 'cancelled', dedupe_key = null, last_error = 'The results were unpublished before their release.',
            updated_at = now()
      where state = 'queued' and event in ('results.released', 'school.results_released')
        and (dedupe_key like $1 or dedupe_key like $2)`,
    [`${releaseKey(examId, 'results', '')}%`, `${releaseKey(examId, 'school_results', '')}%`],
  );
  return rowCount ?? 0;
}
