// The demo's on-screen marking: a second English exam of the demo cycle whose Paper 1 is scanned but
// not marked. A few dozen candidates of the demo cohort have two drawn scanned pages each (demo/ keys:
// the report side draws the files at start-up); question 2 has its region on page 1 and question 3 on
// page 2. Question 2 is set up and open: marking settings, practice (2), qualification (3) and seed (2)
// scripts with the chief's definitive marks, the demo marker assigned (starting with practice) and the
// demo chief marker as its chief. Items are made as staff opening the paper make them.
import type { Queryable } from '../db';
import { newScriptCode, openPaperMarking } from '../modules/marking/items';
import type { DemoHashes } from './accounts';
import { DEMO } from './demo-accounts';

/** Candidates of the demo English exam whose Paper 1 of the second exam is scanned. */
const SCRIPTS = 36;

interface DemoMarkingQuestion {
  label: string;
  type: 'multiple_choice' | 'short_question';
  page: number;
  max: number;
  correct?: string[];
  /** The answer space on its page, as fractions of the page. */
  region?: { x: number; y: number; w: number; h: number };
}

const QUESTIONS: DemoMarkingQuestion[] = [
  { label: '1', type: 'multiple_choice', page: 1, max: 1, correct: ['C'] },
  { label: '2', type: 'short_question', page: 1, max: 6, region: { x: 0.06, y: 0.15, w: 0.88, h: 0.4 } },
  { label: '3', type: 'short_question', page: 2, max: 4, region: { x: 0.06, y: 0.12, w: 0.88, h: 0.5 } },
];
/** The question marked in the demo. */
const MARKED_LABEL = '2';

/** Reference scripts of the marked question: purpose, definitive mark and the chief's note. */
const REFERENCES: { purpose: 'practice' | 'qualification' | 'seed'; score: number; note: string | null }[] = [
  {
    purpose: 'practice',
    score: 5,
    note: 'Both points made and supported by the text; one mark off for the unclear second example.',
  },
  { purpose: 'practice', score: 2, note: 'Restates the question; only the first point is made, without evidence.' },
  { purpose: 'qualification', score: 6, note: null },
  { purpose: 'qualification', score: 3, note: null },
  { purpose: 'qualification', score: 1, note: null },
  { purpose: 'seed', score: 4, note: null },
  { purpose: 'seed', score: 2, note: null },
];

async function insertMarkerAccount(
  q: Queryable,
  account: { username: string; name: string },
  hash: string,
): Promise<number> {
  const { rows } = await q.query<{ id: number }>(
    `insert into users (realm, username, password_hash, display_name, password_changed_at)
     values ('staff-realm', $1, $2, $3, now()) returning id`,
    [account.username, hash, account.name],
  );
  const userId = rows[0].id;
  await q.query(`insert into staff (user_id, role) values ($1, 'marker')`, [userId]);
  await q.query('insert into markers (user_id) values ($1)', [userId]);
  return userId;
}

/** The second English exam with its Paper 1: questions, regions and report pages. */
async function insertExam(q: Queryable, cycleId: number) {
  const { rows: exam } = await q.query<{ id: number; product_id: number }>(
    `insert into exams (cycle_id, subject_code, product_id, title1_zh, title1_en, title2_zh, title2_en)
     select $1, 'eng', p.id, c.code || ' 第二次模擬考試', c.code || ' Second Mock Examination', '英國語文', 'English Language'
       from products p join exam_cycles c on c.id = p.cycle_id where p.cycle_id = $1 and p.subject_code = 'eng'
     returning id, product_id`,
    [cycleId],
  );
  const { rows: paper } = await q.query<{ id: number }>(
    `insert into exam_papers (exam_id, paper_id, paper_no, title_zh, title_en, weight_percent)
     select $1, p.id, 1, '卷一 閱讀', 'Paper 1 Reading', 100 from papers p where p.product_id = $2 and p.paper_no = 1
     returning id`,
    [exam[0].id, exam[0].product_id],
  );
  const paperId = paper[0].id;
  const { rows: questions } = await q.query<{ id: number; label: string }>(
    `insert into questions (exam_paper_id, label, page_location, type, section, max_score, correct_answer, sort_order)
     select $1, x.label, x.page::text, x.type, 'A', x.max, x.correct::jsonb, x.n
       from unnest($2::text[], $3::int[], $4::text[], $5::numeric[], $6::text[], $7::int[])
            as x(label, page, type, max, correct, n)
     returning id, label`,
    [
      paperId,
      QUESTIONS.map((x) => x.label),
      QUESTIONS.map((x) => x.page),
      QUESTIONS.map((x) => x.type),
      QUESTIONS.map((x) => x.max),
      QUESTIONS.map((x) => (x.correct ? JSON.stringify(x.correct) : null)),
      QUESTIONS.map((_, i) => i + 1),
    ],
  );
  const idOf = new Map(questions.map((r) => [r.label, r.id]));
  const regions = QUESTIONS.filter((x) => x.region);
  await q.query(
    `insert into question_regions (question_id, page, x, y, w, h)
     select * from unnest($1::bigint[], $2::int[], $3::numeric[], $4::numeric[], $5::numeric[], $6::numeric[])`,
    [
      regions.map((x) => idOf.get(x.label)),
      regions.map((x) => x.page),
      regions.map((x) => x.region!.x),
      regions.map((x) => x.region!.y),
      regions.map((x) => x.region!.w),
      regions.map((x) => x.region!.h),
    ],
  );
  const pageCount = Math.max(...QUESTIONS.map((x) => x.page));
  const { rows: pages } = await q.query<{ id: number; page: number }>(
    `insert into report_pages (exam_paper_id, page, page_number, url)
     select $1, g, g, format('demo/blank/eng-mock2-p1-%s.png', g) from generate_series(1, $2::int) g
     on conflict (exam_paper_id, page) do update set url = excluded.url
     returning id, page`,
    [paperId, pageCount],
  );
  return { paperId, questionId: idOf.get(MARKED_LABEL)!, pages };
}

/** Scanned pages (drawn at start-up under demo/ keys) of the first candidates of the demo English exam. */
async function insertScans(q: Queryable, cycleId: number, pages: { id: number; page: number }[]) {
  const { rows: candidates } = await q.query<{ id: number; candidate_no: string }>(
    `select c.id, c.candidate_no from candidates c
      where exists (select 1 from answers a join questions qq on qq.id = a.question_id
                      join exam_papers ep on ep.id = qq.exam_paper_id join exams e on e.id = ep.exam_id
                     where a.candidate_id = c.id and e.cycle_id = $1 and e.subject_code = 'eng'
                       and e.published_run_id is not null)
      order by c.id limit $2`,
    [cycleId, SCRIPTS],
  );
  const rows = candidates.flatMap((c) =>
    pages.map((p) => ({ pageId: p.id, candidate: c.id, scan: `demo/${c.candidate_no}/eng-mock2-p1-${p.page}.png` })),
  );
  await q.query(
    `insert into marked_pages (report_page_id, candidate_id, scan_path, has_marked)
     select *, false from unnest($1::bigint[], $2::bigint[], $3::text[])`,
    [rows.map((r) => r.pageId), rows.map((r) => r.candidate), rows.map((r) => r.scan)],
  );
  return candidates.map((c) => c.id);
}

export async function insertDemoMarking(q: Queryable, cycleId: number, hashes: DemoHashes): Promise<void> {
  const markerId = await insertMarkerAccount(q, DEMO.marker, hashes.demo);
  const chiefId = await insertMarkerAccount(q, DEMO.chief, hashes.demo);
  const { paperId, questionId, pages } = await insertExam(q, cycleId);
  const candidates = await insertScans(q, cycleId, pages);
  // Set before the paper is opened, so its draw for second marking follows the share.
  await q.query(
    `insert into marking_settings (question_id, step, tolerance, qualify_min, seed_every, seed_fail_limit, double_share,
                                   final_rule, open, updated_by)
     values ($1, 1, 1, 2, 5, 2, 20, 'mean', true, $2)`,
    [questionId, chiefId],
  );
  await openPaperMarking(q, paperId);
  // The chief's reference scripts: candidates from the end of the list, each a code of its own.
  const { rows: taken } = await q.query<{ script_code: string }>(
    'select script_code from marking_items where question_id = $1',
    [questionId],
  );
  const used = new Set(taken.map((r) => r.script_code));
  const code = () => {
    let next = newScriptCode();
    while (used.has(next)) next = newScriptCode();
    used.add(next);
    return next;
  };
  const chosen = candidates.slice(-REFERENCES.length);
  await q.query(
    `insert into marking_references (question_id, candidate_id, purpose, script_code, definitive_score, note, created_by)
     select $1, * , $7 from unnest($2::bigint[], $3::text[], $4::text[], $5::numeric[], $6::text[])`,
    [
      questionId,
      chosen,
      REFERENCES.map((r) => r.purpose),
      REFERENCES.map(() => code()),
      REFERENCES.map((r) => r.score),
      REFERENCES.map((r) => r.note),
      chiefId,
    ],
  );
  await q.query(
    `insert into marking_assignments (question_id, marker_id, role, status)
     values ($1, $2, 'marker', 'practice'), ($1, $3, 'chief', 'live')`,
    [questionId, markerId, chiefId],
  );
}
