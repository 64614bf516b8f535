// Who a report call reads and whether it may read it yet. Every report call, page image and export
// goes through here: a result exists for a reader only when the exam's published grading run holds
// one for them and now is past the cycle's candidate_result_release; anything else (not released,
// not theirs, not there) is the same 404, so nothing can be probed. One query per gate.
import type { Queryable } from '../../db';
import { notFound } from '../../lib/app-error';
import { schoolScope } from '../../lib/ownership';
import type { AuthContext } from '../auth/principal';

export interface ReportReader {
  candidateId: number;
  candidateNo: string;
  /** The school the published run counted the candidate in (null for individuals). */
  schoolId: number | null;
}

export interface ReleasedExam {
  examId: number;
  runId: number;
  subjectCode: string;
  hasReport: boolean;
  /** Citizenship and Social Development: Attained / Unattained instead of levels. */
  attainMinScore: number | null;
}

export interface OpenReport {
  reader: ReportReader;
  exam: ReleasedExam;
}

/** The exam a call names: directly, or through one of its report-side papers (exam_papers.id). */
export type ReportTarget = { examId: number } | { paperId: number };

const EXAM_COLUMNS = `e.id as exam_id, e.published_run_id, e.subject_code as exam_subject, e.has_report, e.attain_min_score,
  (select ce.at from cycle_events ce where ce.cycle_id = e.cycle_id and ce.key = 'candidate_result_release') as release_at`;

const examWhere = (target: ReportTarget) =>
  'examId' in target ? 'e.id = $2' : 'e.id = (select p.exam_id from exam_papers p where p.id = $2)';
const targetId = (target: ReportTarget) => ('examId' in target ? target.examId : target.paperId);

interface ExamRow {
  exam_id: number;
  published_run_id: number | null;
  exam_subject: string;
  has_report: boolean;
  attain_min_score: number | null;
  release_at: Date | null;
}

/** Published, and released unless staff read it (they check a run before its release). */
function releasedOrNotFound(row: ExamRow, auth: AuthContext, now: Date): ReleasedExam {
  if (row.published_run_id === null) throw notFound();
  const released = row.release_at !== null && now.getTime() > row.release_at.getTime();
  if (!released && auth.role !== 'staff') throw notFound();
  return {
    examId: row.exam_id,
    runId: row.published_run_id,
    subjectCode: row.exam_subject,
    hasReport: row.has_report,
    attainMinScore: row.attain_min_score,
  };
}

/**
 * One candidate's released result in the exam: a candidate's own (the form's `candidate` is
 * ignored); a teacher's student of their school and subject, named by candidate number; for staff,
 * the one named.
 */
export async function openReport(
  q: Queryable,
  auth: AuthContext | null,
  target: ReportTarget,
  candidateNo: string | undefined,
  now: Date,
): Promise<OpenReport> {
  if (!auth) throw notFound();
  const own = auth.role === 'candidate' || auth.role === 'school_candidate';
  if (own ? !auth.candidateId : !candidateNo || (auth.role !== 'school' && auth.role !== 'staff')) throw notFound();
  const { rows } = await q.query<
    ExamRow & {
      candidate_id: number;
      candidate_no: string;
      school_id: number | null;
      subject_code: string | null;
      result_id: number | null;
      result_school_id: number | null;
    }
  >(
    `select c.id as candidate_id, c.candidate_no, c.school_id, c.subject_code, ${EXAM_COLUMNS},
            r.id as result_id, r.school_id as result_school_id
       from candidates c
       cross join exams e
       left join candidate_exam_results r
         on r.candidate_id = c.id and r.exam_id = e.id and r.grading_run_id = e.published_run_id
      where ${own ? 'c.id = $1' : 'c.candidate_no = $1'} and ${examWhere(target)}`,
    [own ? auth.candidateId : candidateNo, targetId(target)],
  );
  const row = rows[0];
  if (!row || row.result_id === null) throw notFound();
  if (
    auth.role === 'school' &&
    (row.school_id === null ||
      row.school_id !== auth.schoolId ||
      row.subject_code !== auth.subjectCode ||
      row.exam_subject !== auth.subjectCode)
  ) {
    throw notFound();
  }
  const exam = releasedOrNotFound(row, auth, now);
  return {
    reader: { candidateId: row.candidate_id, candidateNo: row.candidate_no, schoolId: row.result_school_id },
    exam,
  };
}

export interface OpenSchoolReport {
  schoolId: number;
  subjectCode: string;
  exam: ReleasedExam;
}

/** A teacher's released exam of their subject in which the published run counted students of their school. */
export async function openSchoolReport(
  q: Queryable,
  auth: AuthContext | null,
  target: ReportTarget,
  now: Date,
): Promise<OpenSchoolReport> {
  const { schoolId, subjectCode } = schoolScope(auth);
  const { rows } = await q.query<ExamRow & { has_students: boolean }>(
    `select ${EXAM_COLUMNS},
            exists (select 1 from candidate_exam_results r
                     where r.grading_run_id = e.published_run_id and r.school_id = $1) as has_students
       from exams e where ${examWhere(target)}`,
    [schoolId, targetId(target)],
  );
  const row = rows[0];
  if (!row || !row.has_students || row.exam_subject !== subjectCode) throw notFound();
  return { schoolId, subjectCode, exam: releasedOrNotFound(row, auth!, now) };
}
