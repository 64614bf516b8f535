// Who a report call reads and whether it may read it yet. Every report call, page image and export
// goes through these two: a result exists for a reader only when the exam's published grading run
// exists and now is past the cycle's candidate_result_release; anything else (not released, not
// theirs, not there) is the same 404, so nothing can be probed.
import type { Queryable } from '../../db';
import { notFound } from '../../lib/app-error';
import type { AuthContext } from '../auth/principal';

export interface ReportReader {
  candidateId: number;
  candidateNo: string;
  schoolId: number | null;
  subjectCode: string | null;
}

/**
 * The candidate a call reads: a candidate's own (the form's `candidate` is ignored); a teacher's
 * student of their school and subject, named by candidate number; for staff, the one named.
 */
export async function reportCandidate(
  q: Queryable,
  auth: AuthContext | null,
  candidateNo: string | undefined,
): Promise<ReportReader> {
  if (!auth) throw notFound();
  const own = auth.role === 'candidate' || auth.role === 'school_candidate';
  if (own && !auth.candidateId) throw notFound();
  if (!own && !candidateNo) throw notFound();
  const { rows } = await q.query<{
    id: number;
    candidate_no: string;
    school_id: number | null;
    subject_code: string | null;
  }>(
    own
      ? 'select id, candidate_no, school_id, subject_code from candidates where id = $1'
      : 'select id, candidate_no, school_id, subject_code from candidates where candidate_no = $1',
    [own ? auth.candidateId : candidateNo],
  );
  const row = rows[0];
  if (!row) throw notFound();
  if (auth.role === 'school') {
    if (row.school_id === null || row.school_id !== auth.schoolId || row.subject_code !== auth.subjectCode)
      throw notFound();
  } else if (!own && auth.role !== 'staff') {
    throw notFound();
  }
  return { candidateId: row.id, candidateNo: row.candidate_no, schoolId: row.school_id, subjectCode: row.subject_code };
}

export interface ReleasedExam {
  examId: number;
  runId: number;
  subjectCode: string;
  hasReport: boolean;
}

/**
 * The exam when its results are out: a published run, and now past candidate_result_release of
 * its cycle (no release date means not released). Staff read before release (they check the run).
 */
export async function releasedExam(
  q: Queryable,
  examId: number,
  now: Date,
  auth: AuthContext | null,
): Promise<ReleasedExam> {
  const { rows } = await q.query<{
    id: number;
    published_run_id: number | null;
    subject_code: string;
    has_report: boolean;
    release_at: Date | null;
  }>(
    `select e.id, e.published_run_id, e.subject_code, e.has_report,
            (select ce.at from cycle_events ce where ce.cycle_id = e.cycle_id and ce.key = 'candidate_result_release') as release_at
       from exams e where e.id = $1`,
    [examId],
  );
  const exam = rows[0];
  if (!exam || exam.published_run_id === null) throw notFound();
  const released = exam.release_at !== null && now.getTime() > exam.release_at.getTime();
  if (!released && auth?.role !== 'staff') throw notFound();
  return { examId: exam.id, runId: exam.published_run_id, subjectCode: exam.subject_code, hasReport: exam.has_report };
}

/** The exam a report-side paper belongs to (exam_papers.id is the spec's paper_id). */
export async function examOfPaper(q: Queryable, paperId: number): Promise<number> {
  const { rows } = await q.query<{ exam_id: number }>('select exam_id from exam_papers where id = $1', [paperId]);
  if (!rows[0]) throw notFound();
  return rows[0].exam_id;
}
