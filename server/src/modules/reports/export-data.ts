// The marks the exports list, read set-based from the published run's cohort (a missing mark is 0 in
// averages, as in the analysis).
import type { Queryable } from '../../db';
import { ROSTER_ORDER } from './results';

export interface QuestionLine {
  paper_no: number;
  label: string;
  type: string;
  section: string | null;
  max_score: number;
  score: number | null;
  school_average: number | null;
  all_average: number | null;
}

/** Every question of the exam with one candidate's mark and the school's and all candidates' averages. */
export async function questionLines(
  q: Queryable,
  of: { examId: number; runId: number; schoolId: number | null; candidateId: number },
): Promise<QuestionLine[]> {
  const { rows } = await q.query<QuestionLine>(
    `with cohort as (
       select r.candidate_id, r.school_id from candidate_exam_results r where r.grading_run_id = $2
     )
     select p.paper_no, q.label, q.type, q.section, q.max_score,
            max(a.score) filter (where c.candidate_id = $4) as score,
            round(avg(coalesce(a.score, 0)) filter (where c.school_id = $3), 2) as school_average,
            round(avg(coalesce(a.score, 0)), 2) as all_average
       from questions q join exam_papers p on p.id = q.exam_paper_id
       cross join cohort c
       left join answers a on a.question_id = q.id and a.candidate_id = c.candidate_id
      where p.exam_id = $1
      group by q.id, p.paper_no, q.label, q.type, q.section, q.max_score, q.sort_order
      order by p.paper_no, q.sort_order, q.id`,
    [of.examId, of.runId, of.schoolId, of.candidateId],
  );
  return rows;
}

export interface StudentMark {
  candidate_no: string;
  paper_no: number;
  label: string;
  type: string;
  section: string | null;
  max_score: number;
  score: number | null;
}

/**
 * Every mark of the school's students (those of the roster) on every question, by student in roster
 * order, then by paper and question.
 */
export async function schoolMarks(
  q: Queryable,
  of: { examId: number; runId: number; schoolId: number; subjectCode: string },
): Promise<StudentMark[]> {
  const { rows } = await q.query<StudentMark>(
    `select c.candidate_no, p.paper_no, q.label, q.type, q.section, q.max_score, a.score
       from candidate_exam_results r
       join candidates c on c.id = r.candidate_id
       cross join (questions q join exam_papers p on p.id = q.exam_paper_id)
       left join answers a on a.candidate_id = c.id and a.question_id = q.id
      where r.grading_run_id = $2 and r.school_id = $3 and c.school_id = $3 and c.subject_code = $4 and p.exam_id = $1
      order by ${ROSTER_ORDER}, p.paper_no, q.sort_order, q.id`,
    [of.examId, of.runId, of.schoolId, of.subjectCode],
  );
  return rows;
}
