// The bare peer of `npm run bench:report`: plain Fastify + pg doing only the database work of the
// product's report calls, the same two statements each: the report gate (published run, release,
// ownership) and the read. The candidate comes in the body, since the peer has no sessions.
//   POST /details  (form candidate_id, paper_id)         as /api/report/get_candidate_exam_details
//   POST /q_a      (form candidate_id, paper_id, page)   as /api/report/get_q_a_by_page
import Fastify from 'fastify';
import formbody from '@fastify/formbody';
import pg from 'pg';

const { DATABASE_URL, DATABASE_SCHEMA, DATABASE_POOL_MAX, PORT } = process.env;
const pool = new pg.Pool({
  connectionString: DATABASE_URL,
  max: Number(DATABASE_POOL_MAX ?? 10),
  options: `-c search_path=${DATABASE_SCHEMA}`,
});

const GATE = {
  name: 'peer-gate',
  text: `select c.id as candidate_id, c.candidate_no, c.school_id, c.subject_code, r.id as result_id,
                e.id as exam_id, e.published_run_id, e.has_report,
                (select ce.at from cycle_events ce where ce.cycle_id = e.cycle_id and ce.key = 'candidate_result_release') as release_at
           from candidates c cross join exams e
           left join candidate_exam_results r on r.candidate_id = c.id and r.exam_id = e.id and r.grading_run_id = e.published_run_id
          where c.id = $1 and e.id = (select p.exam_id from exam_papers p where p.id = $2)`,
};
const DETAILS = `select e.id as exam_id, (select p.id from exam_papers p where p.exam_id = e.id order by p.paper_no limit 1) as paper_id,
    e.title1, e.title2, c.name as candidate_name, c.class, c.student_no, c.candidate_no as candidate_id, c.language_version,
    r.score, r.paper1_score, r.paper2_score, r.section_a_score, r.section_b_score, r.level, r.overall_level,
    r.average_score_in_school, r.average_score_all_schools, r.rank_in_school, r.rank_in_territory, r.participants,
    r.dse_score, r.attained, e.has_report
  from candidate_exam_results r join candidates c on c.id = r.candidate_id join exams e on e.id = r.exam_id
  where r.candidate_id = $1 and r.grading_run_id = $2`;
const Q_A = `select q.id as question_id, q.page_location, q.label, q.type, q.section, q.genre, q.ability, q.max_score,
    q.correct_answer, a.id is not null as answered, a.score, a.answer, a.comment
  from questions q left join answers a on a.question_id = q.id and a.candidate_id = $3
  where q.exam_paper_id = $1 and $2::text = any (string_to_array(replace(q.page_location, ' ', ''), ','))
  order by q.sort_order, q.id`;

async function gate(candidateId, paperId) {
  const { rows } = await pool.query({ ...GATE, values: [candidateId, paperId] });
  const row = rows[0];
  const open = row && row.result_id !== null && row.published_run_id !== null && row.release_at < new Date();
  return open ? row : null;
}

const app = Fastify({ logger: false });
await app.register(formbody);

app.post('/details', async (request, reply) => {
  const row = await gate(request.body.candidate_id, request.body.paper_id);
  if (!row) return reply.code(404).send({ code: 'NOT_FOUND' });
  const { rows } = await pool.query(DETAILS, [row.candidate_id, row.published_run_id]);
  return rows[0];
});

app.post('/q_a', async (request, reply) => {
  const row = await gate(request.body.candidate_id, request.body.paper_id);
  if (!row) return reply.code(404).send({ code: 'NOT_FOUND' });
  const { rows } = await pool.query(Q_A, [request.body.paper_id, request.body.page, row.candidate_id]);
  return {
    questions: rows.map((r) => ({
      question_id: r.question_id,
      page_location: r.page_location,
      label: r.label,
      type: r.type,
      section: r.section,
      genre: r.genre,
      ability: r.ability,
      max_score: r.max_score,
      correct_answer: r.correct_answer,
    })),
    answers: rows
      .filter((r) => r.answered)
      .map((r) => ({ question_id: r.question_id, score: r.score, answer: r.answer, comment: r.comment })),
  };
});

await app.listen({ port: Number(PORT), host: '127.0.0.1' });
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, async () => {
    await app.close();
    await pool.end();
    process.exit(0);
  });
}
