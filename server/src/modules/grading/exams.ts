// Exams of a cycle as staff manage them: the list with papers, marks and the latest run; creating
// an exam with its papers (a cycle and subject may have several: Mock 1, Mock 2); changing its
// titles, flags, paper titles and weights. Weights changed after a run take effect at the next run
// (a run's figures never change under it). Every text is kept in both languages.
import type {
  AdminExam,
  AdminExamPaper,
  CreateExamRequest,
  ExamDeleteBlocker,
  Locale,
  UpdateExamRequest,
} from '@mockexam/contracts';
import type { z } from 'zod';
import type { Db, Queryable } from '../../db';
import { badRequest, notFound } from '../../lib/app-error';
import type { AuditActor } from '../../lib/audit';
import { writeAudit } from '../../lib/audit';
import { textColumns } from '../../lib/text-columns';
import { DELETE_BLOCKERS_SQL } from './exam-blockers';
import { latestRuns } from './runs';

type ExamRow = Omit<AdminExam, 'papers' | 'latest_run' | 'release_at' | 'archived_at' | 'delete_blockers'> & {
  release_at: Date | null;
  archived_at: Date | null;
  delete_blockers: ExamDeleteBlocker[];
};

export interface ExamListFilter {
  cycleId: number;
  /** Archived exams are left out unless asked for. */
  archived: 'hide' | 'show';
}

export async function listExams(q: Queryable, filter: ExamListFilter, locale: Locale): Promise<AdminExam[]> {
  const cycle = await q.query('select 1 from exam_cycles where id = $1', [filter.cycleId]);
  if (!cycle.rows[0]) throw notFound();
  const { rows: exams } = await q.query<ExamRow>(
    `select e.id as exam_id, e.cycle_id, e.subject_code as subject, ${textColumns('e.title1', 'title1', locale)},
            ${textColumns('e.title2', 'title2', locale)}, e.follow_page, e.has_report,
            case when e.subject_code = 'csd' then e.attain_min_score is not null
                 else (select count(*) from grade_boundaries b where b.exam_id = e.id) = 7 end as has_boundaries,
            e.published_run_id, e.archived_at, ${DELETE_BLOCKERS_SQL} as delete_blockers,
            (select ce.at from cycle_events ce where ce.cycle_id = e.cycle_id and ce.key = 'candidate_result_release')
              as release_at
       from exams e join subjects s on s.code = e.subject_code
      where e.cycle_id = $1 and ($2 or e.archived_at is null)
      order by s.sort_order, e.id`,
    [filter.cycleId, filter.archived === 'show'],
  );
  const ids = exams.map((e) => e.exam_id);
  const { rows: papers } = await q.query<AdminExamPaper & { exam_id: number }>(
    `select ep.exam_id, ep.id as exam_paper_id, ep.paper_no, ${textColumns('ep.title', 'title', locale)},
            ep.weight_percent, count(q.id)::int as questions, coalesce(sum(q.max_score), 0) as max_score,
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
    archived_at: exam.archived_at?.toISOString() ?? null,
    papers: papers.filter((p) => p.exam_id === exam.exam_id).map(({ exam_id: _, ...paper }) => paper),
    latest_run: runs.get(exam.exam_id) ?? null,
  }));
}

type NewExam = z.output<typeof CreateExamRequest>;

/** A new exam of the cycle and subject, linked to the cycle's product of the subject when it has one. */
export async function createExam(db: Db, actor: AuditActor, input: NewExam): Promise<number> {
  return db.tx(async (q) => {
    const cycle = await q.query('select 1 from exam_cycles where id = $1', [input.cycle_id]);
    if (!cycle.rows[0]) throw notFound();
    const { rows } = await q.query<{ id: number }>(
      `insert into exams (cycle_id, subject_code, product_id, title1_zh, title1_en, title2_zh, title2_en,
                          follow_page, has_report)
       values ($1, $2, (select id from products where cycle_id = $1 and subject_code = $2), $3, $4, $5, $6, $7, $8)
       returning id`,
      [
        input.cycle_id,
        input.subject,
        input.title1_zh,
        input.title1_en,
        input.title2_zh,
        input.title2_en,
        input.follow_page,
        input.has_report,
      ],
    );
    const examId = rows[0].id;
    for (const [index, paper] of input.papers.entries()) {
      await q.query(
        `insert into exam_papers (exam_id, paper_id, paper_no, title_zh, title_en, weight_percent)
         values ($1, (select p.id from papers p join exams e on e.product_id = p.product_id
                       where e.id = $1 and p.paper_no = $2), $2, $3, $4, $5)`,
        [examId, index + 1, paper.title_zh, paper.title_en, paper.weight_percent],
      );
    }
    await writeAudit(q, actor, 'exam.created', 'exam', examId, { ...input });
    return examId;
  });
}

type ExamChange = z.output<typeof UpdateExamRequest>;

/** Titles, flags and every paper's titles and weight (the papers named must be exactly the exam's). */
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
    await q.query(
      `update exams set title1_zh = $2, title1_en = $3, title2_zh = $4, title2_en = $5, follow_page = $6,
                        has_report = $7
        where id = $1`,
      [examId, input.title1_zh, input.title1_en, input.title2_zh, input.title2_en, input.follow_page, input.has_report],
    );
    for (const paper of input.papers)
      await q.query('update exam_papers set title_zh = $2, title_en = $3, weight_percent = $4 where id = $1', [
        paper.exam_paper_id,
        paper.title_zh,
        paper.title_en,
        paper.weight_percent,
      ]);
    await writeAudit(q, actor, 'exam.updated', 'exam', examId, {
      ...input,
      weights_before: Object.fromEntries(rows.map((p) => [p.id, p.weight_percent])),
    });
  });
}
