// Exams of a cycle as staff manage them: the list with papers, marks and the latest run; creating
// an exam with its papers; changing its titles, flags and paper weights. Weights changed after a
// run take effect at the next run (a run's figures never change under it).
import type { AdminExam, AdminExamPaper, CreateExamRequest, UpdateExamRequest } from '@mockexam/contracts';
import type { z } from 'zod';
import type { Db, Queryable } from '../../db';
import { badRequest, conflict, notFound } from '../../lib/app-error';
import type { AuditActor } from '../../lib/audit';
import { writeAudit } from '../../lib/audit';
import { latestRuns } from './runs';

const UNIQUE_VIOLATION = '23505';

type ExamRow = Omit<AdminExam, 'papers' | 'latest_run' | 'release_at'> & { release_at: Date | null };

export async function listExams(q: Queryable, cycleId: number): Promise<AdminExam[]> {
  const cycle = await q.query('select 1 from exam_cycles where id = $1', [cycleId]);
  if (!cycle.rows[0]) throw notFound();
  const { rows: exams } = await q.query<ExamRow>(
    `select e.id as exam_id, e.cycle_id, e.subject_code as subject, e.title1, e.title2, e.follow_page, e.has_report,
            case when e.subject_code = 'csd' then e.attain_min_score is not null
                 else (select count(*) from grade_boundaries b where b.exam_id = e.id) = 7 end as has_boundaries,
            e.published_run_id,
            (select ce.at from cycle_events ce where ce.cycle_id = e.cycle_id and ce.key = 'candidate_result_release')
              as release_at
       from exams e join subjects s on s.code = e.subject_code
      where e.cycle_id = $1 order by s.sort_order, e.id`,
    [cycleId],
  );
  const ids = exams.map((e) => e.exam_id);
  const { rows: papers } = await q.query<AdminExamPaper & { exam_id: number }>(
    `select ep.exam_id, ep.id as exam_paper_id, ep.paper_no, ep.title, ep.weight_percent,
            count(q.id)::int as questions, coalesce(sum(q.max_score), 0) as max_score,
            exists (select 1 from answers a join questions aq on aq.id = a.question_id
                     where aq.exam_paper_id = ep.id) as has_marks
       from exam_papers ep left join questions q on q.exam_paper_id = ep.id
      where ep.exam_id = any($1::bigint[])
      group by ep.id order by ep.paper_no`,
    [ids],
  );
  const runs = await latestRuns(q, ids);
  return exams.map((exam) => ({
    ...exam,
    release_at: exam.release_at?.toISOString() ?? null,
    papers: papers.filter((p) => p.exam_id === exam.exam_id).map(({ exam_id: _, ...paper }) => paper),
    latest_run: runs.get(exam.exam_id) ?? null,
  }));
}

type NewExam = z.output<typeof CreateExamRequest>;

/** A cycle's exam for a subject (one per cycle and subject), linked to the cycle's product when it has one. */
export async function createExam(db: Db, actor: AuditActor, input: NewExam): Promise<number> {
  try {
    return await db.tx(async (q) => {
      const cycle = await q.query('select 1 from exam_cycles where id = $1', [input.cycle_id]);
      if (!cycle.rows[0]) throw notFound();
      const { rows } = await q.query<{ id: number }>(
        `insert into exams (cycle_id, subject_code, product_id, title1, title2, follow_page, has_report)
         values ($1, $2, (select id from products where cycle_id = $1 and subject_code = $2), $3, $4, $5, $6)
         returning id`,
        [input.cycle_id, input.subject, input.title1, input.title2, input.follow_page, input.has_report],
      );
      const examId = rows[0].id;
      for (const [index, paper] of input.papers.entries()) {
        await q.query(
          `insert into exam_papers (exam_id, paper_id, paper_no, title, weight_percent)
           values ($1, (select p.id from papers p join exams e on e.product_id = p.product_id
                         where e.id = $1 and p.paper_no = $2), $2, $3, $4)`,
          [examId, index + 1, paper.title, paper.weight_percent],
        );
      }
      await writeAudit(q, actor, 'exam.created', 'exam', examId, { ...input });
      return examId;
    });
  } catch (error) {
    if ((error as { code?: string }).code === UNIQUE_VIOLATION) throw conflict('EXAM_EXISTS');
    throw error;
  }
}

type ExamChange = z.output<typeof UpdateExamRequest>;

/** Titles, flags and the weight of every paper (the papers named must be exactly the exam's). */
export async function updateExam(db: Db, actor: AuditActor, examId: number, input: ExamChange): Promise<void> {
  await db.tx(async (q) => {
    const exam = await q.query('select 1 from exams where id = $1 for update', [examId]);
    if (!exam.rows[0]) throw notFound();
    const { rows } = await q.query<{ id: number; weight_percent: number }>(
      'select id, weight_percent from exam_papers where exam_id = $1',
      [examId],
    );
    const named = new Set(input.papers.map((p) => p.exam_paper_id));
    if (named.size !== input.papers.length || named.size !== rows.length || rows.some((p) => !named.has(p.id)))
      throw badRequest('EXAM_PAPERS_MISMATCH', { papers: 'EXAM_PAPERS_MISMATCH' });
    await q.query('update exams set title1 = $2, title2 = $3, follow_page = $4, has_report = $5 where id = $1', [
      examId,
      input.title1,
      input.title2,
      input.follow_page,
      input.has_report,
    ]);
    for (const paper of input.papers)
      await q.query('update exam_papers set weight_percent = $2 where id = $1', [
        paper.exam_paper_id,
        paper.weight_percent,
      ]);
    await writeAudit(q, actor, 'exam.updated', 'exam', examId, {
      ...input,
      weights_before: Object.fromEntries(rows.map((p) => [p.id, p.weight_percent])),
    });
  });
}
