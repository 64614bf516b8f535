// Exams for the grading tests, written straight into the database: a cycle of its own with an exam,
// its papers and questions, grade boundaries, candidates of two schools and individual candidates
// (entered by a paid order), and the cohort whose results grading.test.ts works out by hand.
import type { Queryable } from '../../src/db';

let made = 0;
const next = () => `${process.pid % 1000}${++made}`.padStart(7, '0');

export interface TestExam {
  examId: number;
  cycleId: number;
  /** exam_papers ids by paper number (1, 2). */
  papers: Record<number, number>;
}

/** A cycle of its own (results released yesterday) with one exam of `subject` and a paper per weight. */
export async function newExam(q: Queryable, subject = 'chi', weights = [40, 60]): Promise<TestExam> {
  const code = `T${next()}`;
  const cycle = await q.query<{ id: number }>(
    "insert into exam_cycles (code, name_zh, name_en) values ($1, '測試考期', 'Test cycle') returning id",
    [code],
  );
  const cycleId = cycle.rows[0].id;
  await q.query(
    "insert into cycle_events (cycle_id, key, at) values ($1, 'candidate_result_release', now() - interval '1 day')",
    [cycleId],
  );
  await q.query(
    `insert into products (code, cycle_id, subject_code, name_zh, name_en, price_cents)
     values ($1, $2, $3, '測試科目', 'Test subject', 10000)`,
    [`${code}-${subject}`, cycleId, subject],
  );
  const exam = await q.query<{ id: number }>(
    "insert into exams (cycle_id, subject_code, title1_zh, title1_en, has_report) values ($1, $2, '模擬考試', 'Mock', true) returning id",
    [cycleId, subject],
  );
  const examId = exam.rows[0].id;
  const papers: Record<number, number> = {};
  for (const [index, weight] of weights.entries()) {
    const { rows } = await q.query<{ id: number }>(
      'insert into exam_papers (exam_id, paper_no, title_zh, title_en, weight_percent) values ($1, $2, $3, $4, $5) returning id',
      [examId, index + 1, `卷${index + 1}`, `Paper ${index + 1}`, weight],
    );
    papers[index + 1] = rows[0].id;
  }
  return { examId, cycleId, papers };
}

export interface TestQuestion {
  label: string;
  type: 'short_question' | 'multiple_choice' | 'short_essay' | 'filling' | 'judgment';
  section: 'A' | 'B';
  max: number;
  correct?: string[];
  criteria?: [code: string, max: number][];
}

/** Questions of a paper; returns question ids and criterion ids ('label.code') by label. */
export async function addQuestions(
  q: Queryable,
  paperId: number,
  questions: TestQuestion[],
): Promise<Record<string, number>> {
  const ids: Record<string, number> = {};
  for (const [index, question] of questions.entries()) {
    const { rows } = await q.query<{ id: number }>(
      `insert into questions (exam_paper_id, label, page_location, type, section, max_score, correct_answer, sort_order)
       values ($1, $2, '1', $3, $4, $5, $6, $7) returning id`,
      [
        paperId,
        question.label,
        question.type,
        question.section,
        question.max,
        question.correct ? JSON.stringify(question.correct) : null,
        index + 1,
      ],
    );
    ids[question.label] = rows[0].id;
    for (const [order, [code, max]] of (question.criteria ?? []).entries()) {
      const criterion = await q.query<{ id: number }>(
        `insert into question_criteria (question_id, code, max_score, sort_order) values ($1, $2, $3, $4) returning id`,
        [rows[0].id, code, max, order + 1],
      );
      ids[`${question.label}.${code}`] = criterion.rows[0].id;
    }
  }
  return ids;
}

/** Cut scores 20, 30, ..., 80 for levels 1 to 5**. */
export const TEST_CUTS = { '1': 20, '2': 30, '3': 40, '4': 50, '5': 60, '5*': 70, '5**': 80 } as const;

export async function setCuts(q: Queryable, examId: number, cuts: Record<string, number> = TEST_CUTS): Promise<void> {
  await q.query('delete from grade_boundaries where exam_id = $1', [examId]);
  for (const [level, min] of Object.entries(cuts))
    await q.query('insert into grade_boundaries (exam_id, level, min_score) values ($1, $2, $3)', [examId, level, min]);
}

export interface TestExamCandidate {
  id: number;
  candidate_no: string;
}

/** Two seeded schools (the last two in code order). */
export async function twoSchools(q: Queryable): Promise<[number, number]> {
  const { rows } = await q.query<{ id: number }>('select id from schools order by code desc limit 2');
  return [rows[0].id, rows[1].id];
}

/** The school's list of `subject` in a cycle, submitted or not (the state given wins). */
export interface TestList {
  cycleId: number;
  submitted?: boolean;
}

async function schoolList(q: Queryable, schoolId: number, subject: string, list: TestList): Promise<number> {
  const submitted = list.submitted ?? true;
  const { rows } = await q.query<{ id: number }>(
    `insert into school_import_batches (school_id, subject_code, cycle_id, status, submitted_at)
     values ($1, $2, $3, $4, $5)
     on conflict (school_id, subject_code, cycle_id)
     do update set status = excluded.status, submitted_at = excluded.submitted_at returning id`,
    [schoolId, subject, list.cycleId, submitted ? 'submitted' : 'draft', submitted ? new Date() : null],
  );
  return rows[0].id;
}

/**
 * A school candidate of `subject`: on the school's list of a cycle (submitted unless said otherwise,
 * as a submission makes them), or without a list (as the demo's are).
 */
export async function schoolCandidate(
  q: Queryable,
  schoolId: number,
  subject = 'chi',
  list?: TestList,
): Promise<TestExamCandidate> {
  const batchId = list ? await schoolList(q, schoolId, subject, list) : null;
  const { rows } = await q.query<TestExamCandidate>(
    `insert into candidates (candidate_no, name, class, student_no, language_version, school_id, subject_code,
                             school_batch_id)
     values ($1, 'Student', '5A', '1', 'zh', $2, $3, $4) returning id, candidate_no`,
    [`S${next()}`, schoolId, subject, batchId],
  );
  return rows[0];
}

/** An individual candidate with a paid (confirmed) order for the exam's subject in its cycle. */
export async function individualCandidate(q: Queryable, exam: TestExam, subject = 'chi'): Promise<TestExamCandidate> {
  const no = next();
  const user = await q.query<{ id: number }>(
    "insert into users (realm, username, display_name) values ('candidate-realm', $1, 'Individual') returning id",
    [`6${no}`],
  );
  const { rows } = await q.query<TestExamCandidate>(
    `insert into candidates (candidate_no, name, language_version, user_id) values ($1, 'Individual', 'zh', $2)
     returning id, candidate_no`,
    [`I${no}`, user.rows[0].id],
  );
  const order = await q.query<{ id: number }>(
    `insert into orders (enrollment_no, user_id, candidate_id, cycle_id, status, payment_status, exam_mode,
                         payment_method, total_cents, paid_cents, due_at)
     values ($1, $2, $3, $4, 'confirmed', 'PAID', 'home', 'fps', 10000, 10000, now()) returning id`,
    [`E${no}`, user.rows[0].id, rows[0].id, exam.cycleId],
  );
  await q.query(
    `insert into order_items (order_id, product_id, subject_code, price_cents)
     select $1, id, subject_code, 10000 from products where cycle_id = $2 and subject_code = $3`,
    [order.rows[0].id, exam.cycleId, subject],
  );
  return rows[0];
}

export async function setScore(q: Queryable, candidateId: number, questionId: number, score: number | null) {
  await q.query(
    `insert into answers (candidate_id, question_id, score) values ($1, $2, $3)
     on conflict (candidate_id, question_id) do update set score = excluded.score`,
    [candidateId, questionId, score],
  );
}

export async function setChoice(q: Queryable, candidateId: number, questionId: number, chosen: string[]) {
  await q.query(
    `insert into answers (candidate_id, question_id, answer) values ($1, $2, $3)
     on conflict (candidate_id, question_id) do update set answer = excluded.answer`,
    [candidateId, questionId, JSON.stringify(chosen)],
  );
}

export async function setCriterion(q: Queryable, candidateId: number, criterionId: number, score: number) {
  await q.query(
    `insert into criterion_scores (candidate_id, criterion_id, score) values ($1, $2, $3)
     on conflict (candidate_id, criterion_id) do update set score = excluded.score`,
    [candidateId, criterionId, score],
  );
}

/**
 * Paper 1 (weight 40, full marks 20): '1' short question, section A, 10 marks; '2' multiple choice,
 * section B, 10 marks, correct answer A and C. Paper 2 (weight 60, full marks 50): '1' short
 * question, section A, 30 marks; '2' essay, section B, 20 marks = content (Part A) 10 + expression
 * (Part B) 10.
 */
export const COHORT_PAPER1: TestQuestion[] = [
  { label: '1', type: 'short_question', section: 'A', max: 10 },
  { label: '2', type: 'multiple_choice', section: 'B', max: 10, correct: ['A', 'C'] },
];
export const COHORT_PAPER2: TestQuestion[] = [
  { label: '1', type: 'short_question', section: 'A', max: 30 },
  {
    label: '2',
    type: 'short_essay',
    section: 'B',
    max: 20,
    criteria: [
      ['a_content', 10],
      ['b_expression', 10],
    ],
  },
];

/**
 * Marks of the cohort: paper 1 question 1 score, paper 1 question 2 (options chosen, or a typed
 * score), paper 2 question 1 score, paper 2 essay criteria (content, expression), or null when the
 * candidate left it. A, B, C are of school 1; D, E, F of school 2; G, H individual; I (school 1)
 * has no marks at all.
 */
export const COHORT_MARKS = {
  A: [8, ['A', 'C'], 24, [8, 7]],
  B: [6, ['A'], 20, [6, 6]],
  C: [7, ['C', 'A'], 15, [5, 4]],
  D: [10, 10, 18, [6, 6]],
  E: [6, ['B'], 22, [5, 5]],
  F: [6, ['A', 'B'], 26, [3, 3]],
  G: [2, ['B'], 10, [2, 2]],
  H: [1, null, 5, null],
} as const;
export type CohortName = keyof typeof COHORT_MARKS | 'I';

export interface Cohort extends TestExam {
  schools: [number, number];
  candidates: Record<CohortName, TestExamCandidate>;
  /** Question ids 'p1.1', 'p1.2', 'p2.1', 'p2.2' and criterion ids 'p2.2.a_content', 'p2.2.b_expression'. */
  ids: Record<string, number>;
}

/** The cohort of COHORT_MARKS on a fresh exam with TEST_CUTS, not graded yet. */
export async function cohortExam(q: Queryable): Promise<Cohort> {
  const exam = await newExam(q, 'chi', [40, 60]);
  const p1 = await addQuestions(q, exam.papers[1], COHORT_PAPER1);
  const p2 = await addQuestions(q, exam.papers[2], COHORT_PAPER2);
  const ids = {
    ...Object.fromEntries(Object.entries(p1).map(([k, v]) => [`p1.${k}`, v])),
    ...Object.fromEntries(Object.entries(p2).map(([k, v]) => [`p2.${k}`, v])),
  };
  await setCuts(q, exam.examId);
  const schools = await twoSchools(q);
  const candidates = {} as Record<CohortName, TestExamCandidate>;
  const list = { cycleId: exam.cycleId };
  for (const name of ['A', 'B', 'C', 'I'] as const)
    candidates[name] = await schoolCandidate(q, schools[0], 'chi', list);
  for (const name of ['D', 'E', 'F'] as const) candidates[name] = await schoolCandidate(q, schools[1], 'chi', list);
  for (const name of ['G', 'H'] as const) candidates[name] = await individualCandidate(q, exam);
  for (const [name, [p1q1, p1q2, p2q1, essay]] of Object.entries(COHORT_MARKS)) {
    const id = candidates[name as CohortName].id;
    await setScore(q, id, ids['p1.1'], p1q1);
    if (Array.isArray(p1q2)) await setChoice(q, id, ids['p1.2'], p1q2);
    else if (typeof p1q2 === 'number') await setScore(q, id, ids['p1.2'], p1q2);
    await setScore(q, id, ids['p2.1'], p2q1);
    if (essay) {
      await setCriterion(q, id, ids['p2.2.a_content'], essay[0]);
      await setCriterion(q, id, ids['p2.2.b_expression'], essay[1]);
    }
  }
  return { ...exam, schools, candidates, ids };
}
