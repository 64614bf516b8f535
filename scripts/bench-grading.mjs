// `npm run bench:grading`: a grading run of 20,000 candidates × 40 questions on the PostgreSQL of
// DATABASE_URL (required), in a schema of its own dropped afterwards. Builds the exam (two papers,
// multiple choice scored from the options chosen, two essays scored from their writing criteria),
// 20,000 candidates of 25 schools and individuals, and 800,000 answers set-based; then times
// runGrading three times (the first also settles the derived marks) and the item analysis once.
// A measurement script, not a test: it prints figures.
import { randomBytes } from 'node:crypto';
import { tsImport } from 'tsx/esm/api';

const DATABASE_URL = process.env.DATABASE_URL;
if (!DATABASE_URL) {
  console.error('bench:grading needs DATABASE_URL (a PostgreSQL server it may create a schema on)');
  process.exit(2);
}
const CANDIDATES = 20_000;
const SCHOOLS = 25;
const INDIVIDUALS = 2_000;
const RUNS = 3;

const load = (file) => tsImport(`../server/src/${file}`, import.meta.url);
const { createPostgresDb } = await load('db/postgres.ts');
const { prepareDatabase } = await load('seed/index.ts');
const { runGrading } = await load('modules/grading/run.ts');
const { itemAnalysis } = await load('modules/grading/item-analysis.ts');

/** 16 multiple choice (2 marks) and 4 short questions (5) on paper 1; 18 short (3) and 2 essays (20) on paper 2. */
async function buildExam(db) {
  const { rows: cycle } = await db.query(
    "insert into exam_cycles (code, name_zh, name_en) values ('bench', 'bench', 'bench') returning id",
  );
  const { rows: exam } = await db.query(
    "insert into exams (cycle_id, subject_code, title1) values ($1, 'chi', 'Bench') returning id",
    [cycle[0].id],
  );
  const examId = exam[0].id;
  await db.query(
    `insert into exam_papers (exam_id, paper_no, title, weight_percent) values ($1, 1, 'P1', 50), ($1, 2, 'P2', 50)`,
    [examId],
  );
  await db.query(
    `insert into questions (exam_paper_id, label, page_location, type, section, max_score, correct_answer, sort_order)
     select ep.id, g::text, '1',
            case when ep.paper_no = 1 and g <= 16 then 'multiple_choice' when ep.paper_no = 2 and g > 18 then 'short_essay'
                 else 'short_question' end,
            case when g <= 10 then 'A' else 'B' end,
            case when ep.paper_no = 1 and g <= 16 then 2 when ep.paper_no = 1 then 5 when g > 18 then 20 else 3 end,
            case when ep.paper_no = 1 and g <= 16 then jsonb_build_array(chr(65 + g % 4)) end,
            g
       from exam_papers ep, generate_series(1, 20) g where ep.exam_id = $1`,
    [examId],
  );
  await db.query(
    `insert into question_criteria (question_id, code, max_score, sort_order)
     select q.id, c.code, 5, c.n from questions q join exam_papers ep on ep.id = q.exam_paper_id,
            unnest(array['b_content', 'b_expression', 'b_structure', 'b_punctuation']) with ordinality as c(code, n)
      where ep.exam_id = $1 and q.type = 'short_essay'`,
    [examId],
  );
  await db.query(
    `insert into grade_boundaries (exam_id, level, min_score)
     select $1, level, min from unnest(array['1','2','3','4','5','5*','5**'], array[25,35,45,55,65,75,85]) as x(level, min)`,
    [examId],
  );
  return examId;
}

/** Candidates of 25 schools and individuals; marks from a hash of candidate and question (deterministic). */
async function buildCohort(db, examId) {
  await db.query(
    `insert into candidates (candidate_no, name, school_id, subject_code)
     select 'B' || lpad(g::text, 7, '0'), 'Bench ' || g,
            case when g > $1 then (select id from schools order by id offset (g % $2) limit 1) end,
            case when g > $1 then 'chi' end
       from generate_series(1, $3) g`,
    [INDIVIDUALS, SCHOOLS, CANDIDATES],
  );
  // A uniform 0..1 from a hash: per candidate (their ability) and per candidate and question (noise).
  const uniform = (key) => `(('x' || substr(md5(${key}), 1, 8))::bit(32)::bigint::float8 / 4294967296)`;
  const share = (key) => `(0.6 * ${uniform('c.id::text')} + 0.4 * ${uniform(key)})`;
  await db.query(
    `insert into answers (candidate_id, question_id, score, answer)
     select c.id, q.id,
            case when q.type = 'short_question' then round(${share("c.id || ':' || q.id")} * q.max_score * 2) / 2 end,
            case when q.type = 'multiple_choice' then
              case when ${share("c.id || ':' || q.id")} > 0.4 then q.correct_answer
                   else jsonb_build_array(chr(65 + (c.id % 4)::int)) end end
       from candidates c
       cross join questions q join exam_papers ep on ep.id = q.exam_paper_id
      where ep.exam_id = $1 and q.type <> 'short_essay' and c.candidate_no like 'B%'`,
    [examId],
  );
  await db.query(
    `insert into criterion_scores (candidate_id, criterion_id, score)
     select c.id, qc.id, round(${share("c.id || ':' || qc.id")} * qc.max_score * 2) / 2
       from candidates c cross join question_criteria qc
       join questions q on q.id = qc.question_id join exam_papers ep on ep.id = q.exam_paper_id
      where ep.exam_id = $1 and c.candidate_no like 'B%'`,
    [examId],
  );
  await db.query('analyze');
}

const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;

const schema = `bench_grading_${randomBytes(4).toString('hex')}`;
const db = await createPostgresDb({ connectionString: DATABASE_URL, schema });
try {
  await prepareDatabase(db, { demo: false });
  let started = performance.now();
  const examId = await buildExam(db);
  await buildCohort(db, examId);
  const { rows } = await db.query(
    'select (select count(*) from answers)::int as answers, (select count(*) from criterion_scores)::int as criteria',
  );
  console.log(
    `built ${CANDIDATES} candidates, ${rows[0].answers} answers, ${rows[0].criteria} criterion scores in ${seconds(performance.now() - started)}`,
  );
  for (let run = 1; run <= RUNS; run++) {
    started = performance.now();
    const result = await runGrading(db, examId, null);
    const ms = performance.now() - started;
    console.log(
      `grading run ${run}: ${seconds(ms)} (${result.candidates} graded) ${JSON.stringify(result.distribution)}`,
    );
  }
  started = performance.now();
  const analysis = await itemAnalysis(db, examId);
  console.log(
    `item analysis: ${seconds(performance.now() - started)} (alpha ${analysis.papers.map((p) => p.alpha).join(', ')})`,
  );
} finally {
  await db.query(`drop schema if exists ${schema} cascade`);
  await db.close();
}
