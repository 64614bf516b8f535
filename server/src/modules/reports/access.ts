// Who a report call reads and whether it may read it yet. Every report call, page image and export
// goes through here: a result exists for a reader only when the exam's published grading run holds
// one for them and now is past the cycle's candidate_result_release; anything else (not released,
// not theirs, not there) is the same 404, so nothing can be probed. One query per gate.
import type { Queryable } from '../../db';
import { notFound } from '../../lib/app-error';
import { canReadCandidateData, schoolScope } from '../../lib/ownership';
import type { AuthContext } from '../accounts/principal';

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

/** The exam a call names: directly, through a report-side paper (exam_papers.id) or one of its pages. */
export type ReportTarget = { examId: number } | { paperId: number } | { reportPageId: number };

const EXAM_COLUMNS = `e.id as exam_id, e.published_run_id, e.subject_code as exam_subject, e.has_report, e.attain_min_score,
  (select ce.at from cycle_events ce where ce.cycle_id = e.cycle_id and ce.key = 'candidate_result_release') as release_at`;
/** The candidate (c) and their row of the exam's (e) published run, if any. */
const CANDIDATE_COLUMNS = `c.id as candidate_id, c.candidate_no, c.school_id, c.subject_code,
  r.id as result_id, r.school_id as result_school_id`;
const RESULT_JOIN = `left join candidate_exam_results r
  on r.candidate_id = c.id and r.exam_id = e.id and r.grading_run_id = e.published_run_id`;

/** The condition on exams e that picks the target, whose id is the statement's parameter `param`. */
function examWhere(target: ReportTarget, param = '$2'): string {
  if ('examId' in target) return `e.id = ${param}`;
  if ('paperId' in target) return `e.id = (select p.exam_id from exam_papers p where p.id = ${param})`;
  return `e.id = (select p.exam_id from report_pages rp join exam_papers p on p.id = rp.exam_paper_id where rp.id = ${param})`;
}
const targetId = (target: ReportTarget) =>
  'examId' in target ? target.examId : 'paperId' in target ? target.paperId : target.reportPageId;

interface ExamRow {
  exam_id: number;
  published_run_id: number | null;
  exam_subject: string;
  has_report: boolean;
  attain_min_score: number | null;
  release_at: Date | null;
}

interface CandidateRow extends ExamRow {
  candidate_id: number;
  candidate_no: string;
  school_id: number | null;
  subject_code: string | null;
  result_id: number | null;
  result_school_id: number | null;
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

/** The candidate's released result, when the reader may read it: theirs, their school's in their subject, or staff. */
function readableOrNotFound(row: CandidateRow | undefined, auth: AuthContext, now: Date): OpenReport {
  if (!row || row.result_id === null) throw notFound();
  const owner = { candidateId: row.candidate_id, schoolId: row.school_id, subjectCode: row.subject_code };
  if (!canReadCandidateData(auth, owner)) throw notFound();
  if (auth.role === 'school' && row.exam_subject !== auth.subjectCode) throw notFound();
  return {
    reader: { candidateId: row.candidate_id, candidateNo: row.candidate_no, schoolId: row.result_school_id },
    exam: releasedOrNotFound(row, auth, now),
  };
}

const isOwnReader = (auth: AuthContext) => auth.role === 'candidate' || auth.role === 'school_candidate';

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
  const own = isOwnReader(auth);
  if (own ? !auth.candidateId : !candidateNo) throw notFound();
  const { rows } = await q.query<CandidateRow>(
    `select ${CANDIDATE_COLUMNS}, ${EXAM_COLUMNS}
       from candidates c cross join exams e ${RESULT_JOIN}
      where ${own ? 'c.id = $1' : 'c.candidate_no = $1'} and ${examWhere(target)}`,
    [own ? auth.candidateId : candidateNo, targetId(target)],
    { prepared: true },
  );
  return readableOrNotFound(rows[0], auth, now);
}

export interface OpenScan extends OpenReport {
  scanPath: string | null;
  markedPath: string | null;
}

/** A scanned page (marked_pages.id), for whoever may read its candidate's released report. */
export async function openScan(
  q: Queryable,
  auth: AuthContext | null,
  markedPageId: number,
  now: Date,
): Promise<OpenScan> {
  if (!auth) throw notFound();
  const { rows } = await q.query<CandidateRow & { scan_path: string | null; marked_path: string | null }>(
    `select ${CANDIDATE_COLUMNS}, ${EXAM_COLUMNS}, mp.scan_path, mp.marked_path
       from marked_pages mp
       join report_pages rp on rp.id = mp.report_page_id
       join exam_papers p on p.id = rp.exam_paper_id
       join exams e on e.id = p.exam_id
       join candidates c on c.id = mp.candidate_id
       ${RESULT_JOIN}
      where mp.id = $1`,
    [markedPageId],
    { prepared: true },
  );
  const opened = readableOrNotFound(rows[0], auth, now);
  return { ...opened, scanPath: rows[0].scan_path, markedPath: rows[0].marked_path };
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
    { prepared: true },
  );
  const row = rows[0];
  if (!row || !row.has_students || row.exam_subject !== subjectCode) throw notFound();
  return { schoolId, subjectCode, exam: releasedOrNotFound(row, auth!, now) };
}

/**
 * The exam for anyone who may read some report of it: a candidate with a result, a teacher whose
 * students have results, staff (published). For what is the same for every reader (blank pages).
 */
export async function openExam(
  q: Queryable,
  auth: AuthContext | null,
  target: ReportTarget,
  now: Date,
): Promise<ReleasedExam> {
  if (!auth) throw notFound();
  if (isOwnReader(auth)) return (await openReport(q, auth, target, undefined, now)).exam;
  if (auth.role === 'school') return (await openSchoolReport(q, auth, target, now)).exam;
  if (auth.role !== 'staff') throw notFound();
  const { rows } = await q.query<ExamRow>(`select ${EXAM_COLUMNS} from exams e where ${examWhere(target, '$1')}`, [
    targetId(target),
  ]);
  if (!rows[0]) throw notFound();
  return releasedOrNotFound(rows[0], auth, now);
}
