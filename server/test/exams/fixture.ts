// An exam of a cycle of its own for the exam production tests: a paper with questions, schools'
// students on submitted lists and individual candidates with a paid order, named in Chinese.
import type { Queryable } from '../../src/db';
import { individualCandidate, schoolCandidate } from '../support/exams';

let made = 0;

export interface PrintExam {
  examId: number;
  cycleId: number;
  paperId: number;
  questions: Record<string, number>;
}

export async function printExam(q: Queryable, subject = 'chi'): Promise<PrintExam> {
  made += 1;
  const code = `P${process.pid % 10000}${made}`;
  const cycle = await q.query<{ id: number }>(
    "insert into exam_cycles (code, name_zh, name_en) values ($1, '印刷考期', 'Print cycle') returning id",
    [code],
  );
  const cycleId = cycle.rows[0].id;
  await q.query(
    `insert into products (code, cycle_id, subject_code, name_zh, name_en, price_cents)
     values ($1, $2, $3, '中國語文', 'Chinese Language', 10000)`,
    [`${code}-${subject}`, cycleId, subject],
  );
  const exam = await q.query<{ id: number }>(
    `insert into exams (cycle_id, subject_code, title1_zh, title1_en) values ($1, $2, '模擬考試一', 'Mock Exam 1')
     returning id`,
    [cycleId, subject],
  );
  const examId = exam.rows[0].id;
  const paper = await q.query<{ id: number }>(
    `insert into exam_papers (exam_id, paper_no, title_zh, title_en, weight_percent)
     values ($1, 1, '閱讀能力', 'Reading', 100) returning id`,
    [examId],
  );
  const paperId = paper.rows[0].id;
  const questions: Record<string, number> = {};
  for (const [index, [label, pages]] of [
    ['1', '1'],
    ['2', '1,2'],
    ['3', '3'],
  ].entries()) {
    const { rows } = await q.query<{ id: number }>(
      `insert into questions (exam_paper_id, label, page_location, type, section, max_score, sort_order)
       values ($1, $2, $3, 'short_question', 'A', 10, $4) returning id`,
      [paperId, label, pages, index + 1],
    );
    questions[label] = rows[0].id;
  }
  return { examId, cycleId, paperId, questions };
}

/** A student of `schoolId` on its submitted list of the exam's cycle, with a Chinese name, class and number. */
export async function student(
  q: Queryable,
  exam: PrintExam,
  schoolId: number,
  who: { name: string; class: string; studentNo: string },
) {
  const candidate = await schoolCandidate(q, schoolId, 'chi', { cycleId: exam.cycleId });
  await q.query('update candidates set name = $2, class = $3, student_no = $4 where id = $1', [
    candidate.id,
    who.name,
    who.class,
    who.studentNo,
  ]);
  return candidate;
}

export async function individual(q: Queryable, exam: PrintExam, name: string) {
  const candidate = await individualCandidate(q, { examId: exam.examId, cycleId: exam.cycleId, papers: {} });
  await q.query('update candidates set name = $2 where id = $1', [candidate.id, name]);
  return candidate;
}
