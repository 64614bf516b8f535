// The demo cycle's results, made the way real ones are: an exam per subject with its questions,
// guidelines, blank and scanned pages and grade boundaries; marks for a cohort of several hundred
// candidates (demo-cohort.ts, demo-marks.ts); then a grading run derives every total, level, rank
// and average, and the run is published. Set-based inserts keep `npm start` quick.
import type { Queryable } from '../db';
import { SYSTEM_ACTOR } from '../lib/audit';
import { gradeExam } from '../modules/grading/run';
import { publishInTx } from '../modules/grading/runs';
import { demoCohort, prng, type DemoCandidate } from './demo-cohort';
import { ABILITY_NAMES, DEMO_EXAMS, type DemoExam, type DemoQuestion } from './demo-exams';
import { demoMarks, type SeededQuestion } from './demo-marks';

/** Any fixed number: the same seed gives the same demo marks on every start. */
const DEMO_SEED = 20_250_101;

const CRITERION_NAMES: Record<string, string> = {
  a_content: '內容',
  a_tone: '語氣',
  a_organisation: '組織',
  b_content: '內容',
  b_expression: '表達',
  b_structure: '結構',
  b_punctuation: '標點字體',
  b_homophones: '錯別字',
};

interface SeededPaper {
  id: number;
  paperNo: number;
  questions: SeededQuestion[];
  /** report_pages ids by page number. */
  pages: Map<number, number>;
}

const pagesOf = (question: DemoQuestion) => question.pages.split(',').map(Number);

function guideline(exam: DemoExam, q: DemoQuestion): string {
  if (q.correct) return exam.english ? `Answer: ${q.correct.join(', ')}.` : `答案：${q.correct.join('、')}。`;
  if (q.criteria)
    return `評分準則：${q.criteria.map(([code, max]) => `${CRITERION_NAMES[code]} ${max} 分`).join('，')}。`;
  return exam.english
    ? `Marking guide: full marks (${q.max}) for ${q.ability.toLowerCase()} supported by the text.`
    : `評分參考：能準確${q.ability}，並引用文本例證，可得滿分 ${q.max} 分。`;
}

async function insertExam(
  q: Queryable,
  cycleId: number,
  exam: DemoExam,
): Promise<{ examId: number; productId: number }> {
  const { rows } = await q.query<{ exam_id: number; product_id: number }>(
    `insert into exams (cycle_id, subject_code, product_id, title1_zh, title1_en, title2_zh, title2_en, follow_page,
                        has_report, attain_min_score)
     select $1, $2, p.id, c.code || ' 模擬考試', c.code || ' Mock Examination', $3, $4, true, $5, $6
       from products p join exam_cycles c on c.id = p.cycle_id where p.cycle_id = $1 and p.subject_code = $2
     returning id as exam_id, product_id`,
    [cycleId, exam.subject, exam.title2.zh, exam.title2.en, exam.hasReport, exam.attainMin ?? null],
  );
  return { examId: rows[0].exam_id, productId: rows[0].product_id };
}

async function insertPaper(
  q: Queryable,
  exam: DemoExam,
  paperId: number,
  paperNo: number,
  questions: DemoQuestion[],
): Promise<SeededPaper> {
  const { rows } = await q.query<{ id: number; label: string }>(
    `insert into questions (exam_paper_id, label, page_location, type, section, genre, ability_zh, ability_en, max_score,
                            correct_answer, sort_order)
     select $1, x.label, x.pages, x.type, x.section, x.genre, x.ability_zh, x.ability_en, x.max, x.correct::jsonb, x.n
       from unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::numeric[],
                   $10::text[], $11::int[])
            as x(label, pages, type, section, genre, ability_zh, ability_en, max, correct, n)
     returning id, label`,
    [
      paperId,
      questions.map((x) => x.label),
      questions.map((x) => x.pages),
      questions.map((x) => x.type),
      questions.map((x) => x.section),
      questions.map((x) => x.genre ?? null),
      questions.map((x) => ABILITY_NAMES[x.ability].zh),
      questions.map((x) => ABILITY_NAMES[x.ability].en),
      questions.map((x) => x.max),
      questions.map((x) => (x.correct ? JSON.stringify(x.correct) : null)),
      questions.map((_, i) => i + 1),
    ],
  );
  const idOf = new Map(rows.map((r) => [r.label, r.id]));
  const criteria = questions.flatMap((x) =>
    (x.criteria ?? []).map(([code, max], i) => ({ question: idOf.get(x.label)!, code, max, n: i + 1 })),
  );
  const { rows: criterionRows } = await q.query<{ id: number; question_id: number; code: string }>(
    `insert into question_criteria (question_id, code, max_score, sort_order)
     select * from unnest($1::bigint[], $2::text[], $3::numeric[], $4::int[])
     returning id, question_id, code`,
    [
      criteria.map((c) => c.question),
      criteria.map((c) => c.code),
      criteria.map((c) => c.max),
      criteria.map((c) => c.n),
    ],
  );
  const pageCount = Math.max(...questions.flatMap(pagesOf));
  const { rows: pageRows } = await q.query<{ id: number; page: number }>(
    `insert into report_pages (exam_paper_id, page, page_number, url)
     select $1, g, g, format('demo/blank/%s-p%s-%s.png', $2::text, $3::int, g) from generate_series(1, $4::int) g
     returning id, page`,
    [paperId, exam.subject, paperNo, pageCount],
  );
  return {
    id: paperId,
    paperNo,
    pages: new Map(pageRows.map((r) => [r.page, r.id])),
    questions: questions.map((def) => {
      const id = idOf.get(def.label)!;
      const own = criterionRows.filter((c) => c.question_id === id);
      return { def, id, criteria: Object.fromEntries(own.map((c) => [c.code, c.id])) };
    }),
  };
}

async function insertGuidelines(q: Queryable, examId: number, exam: DemoExam, papers: SeededPaper[]): Promise<void> {
  const items = papers.flatMap((p) =>
    p.questions.flatMap((x) => pagesOf(x.def).map((page) => ({ q: x.id, page, text: guideline(exam, x.def) }))),
  );
  await q.query(
    `insert into guidelines (exam_id, q_id, page, suggestion)
     select $1, * from unnest($2::bigint[], $3::int[], $4::text[])`,
    [examId, items.map((i) => i.q), items.map((i) => i.page), items.map((i) => i.text)],
  );
}

async function insertMarks(
  q: Queryable,
  exam: DemoExam,
  papers: SeededPaper[],
  cohort: DemoCandidate[],
  rand: () => number,
) {
  const { answers, criteria } = demoMarks(
    exam,
    papers.flatMap((p) => p.questions),
    cohort,
    rand,
  );
  await q.query(
    `insert into answers (candidate_id, question_id, score, answer, comment)
     select x.c, x.q, x.s, x.a::jsonb, x.m from unnest($1::bigint[], $2::bigint[], $3::numeric[], $4::text[], $5::text[]) as x(c, q, s, a, m)`,
    [answers.candidate, answers.question, answers.score, answers.answer, answers.comment],
  );
  await q.query(
    `insert into criterion_scores (candidate_id, criterion_id, score)
     select * from unnest($1::bigint[], $2::bigint[], $3::numeric[])`,
    [criteria.candidate, criteria.criterion, criteria.score],
  );
}

/** Scans (and their marked copies) under the file store's demo/ keys; the report side draws the files. */
async function insertScans(q: Queryable, exam: DemoExam, papers: SeededPaper[], cohort: DemoCandidate[]) {
  const rows = cohort
    .filter((c) => c.showcase)
    .flatMap((c) =>
      papers.flatMap((p) =>
        [...p.pages].map(([page, pageId]) => {
          const file = `${exam.subject}-p${p.paperNo}-${page}.png`;
          return {
            pageId,
            candidate: c.id,
            scan: `demo/${c.candidateNo}/${file}`,
            marked: `demo/${c.candidateNo}-m/${file}`,
          };
        }),
      ),
    );
  await q.query(
    `insert into marked_pages (report_page_id, candidate_id, scan_path, marked_path, has_marked)
     select *, true from unnest($1::bigint[], $2::bigint[], $3::text[], $4::text[])`,
    [rows.map((r) => r.pageId), rows.map((r) => r.candidate), rows.map((r) => r.scan), rows.map((r) => r.marked)],
  );
}

export async function insertDemoReport(q: Queryable, cycleId: number): Promise<void> {
  const rand = prng(DEMO_SEED);
  const cohort = await demoCohort(q, rand);
  for (const exam of DEMO_EXAMS) {
    const { examId, productId } = await insertExam(q, cycleId, exam);
    const { rows: paperRows } = await q.query<{ id: number; paper_no: number }>(
      `insert into exam_papers (exam_id, paper_id, paper_no, title_zh, title_en, weight_percent)
       select $1, p.id, p.paper_no, p.name_zh, p.name_en, p.weight_percent
         from papers p where p.product_id = $2 order by p.paper_no
       returning id, paper_no`,
      [examId, productId],
    );
    const papers: SeededPaper[] = [];
    for (const row of paperRows.sort((a, b) => a.paper_no - b.paper_no))
      papers.push(await insertPaper(q, exam, row.id, row.paper_no, exam.papers[row.paper_no - 1]));
    await insertGuidelines(q, examId, exam, papers);
    await insertMarks(q, exam, papers, cohort[exam.subject], rand);
    await insertScans(q, exam, papers, cohort[exam.subject]);
    if (exam.cuts)
      await q.query(
        `insert into grade_boundaries (exam_id, level, min_score)
         select $1, * from unnest($2::text[], $3::numeric[])`,
        [examId, Object.keys(exam.cuts), Object.values(exam.cuts)],
      );
    const run = await gradeExam(q, examId, null);
    await publishInTx(q, SYSTEM_ACTOR, examId, run.runId);
  }
}
