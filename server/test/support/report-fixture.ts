// A small marked exam written straight into the tables (the grading run is someone else's work; these
// suites are about reading): Chinese Language with two papers, four questions (one essay with two
// writing criteria), pages, scans, answers, guidelines, a published grading run and its results for
// three students of school A, two of school B and an individual, plus a student whose only result
// belongs to a run that was never published. Sessions for each reader are made directly.
import { randomBytes } from 'node:crypto';
import type { Queryable } from '../../src/db';
import type { FileStore } from '../../src/lib/file-store';
import { createSession } from '../../src/modules/accounts/sessions';
import type { Principal } from '../../src/modules/accounts/principal';
import { png } from './images';
import { newTeacher } from './school';

/** Marks per question (Q1 to Q4) and, for the essay Q3, its criteria (a_content, a_tone). */
export interface Marks {
  q: [number, number, number, number];
  criteria: [number, number];
  score: number;
  level: string;
}

/** Paper 1: Q1 (2), Q2 (4), Q3 (10 = 6 + 4); paper 2: Q4 (20). Totals are 50/50 weighted. */
export const MARKS = {
  a1: { q: [2, 4, 8, 15], criteria: [5, 3], score: 81.25, level: '5*' },
  a2: { q: [0, 2, 5, 10], criteria: [3, 2], score: 46.88, level: '3' },
  a3: { q: [2, 1, 3, 5], criteria: [2, 1], score: 31.25, level: '2' },
  b1: { q: [2, 3, 9, 18], criteria: [6, 3], score: 88.75, level: '5**' },
  b2: { q: [0, 0, 2, 4], criteria: [1, 1], score: 16.25, level: 'U' },
  ind: { q: [2, 2, 6, 12], criteria: [4, 2], score: 61.25, level: '4' },
} satisfies Record<string, Marks>;
export type Who = keyof typeof MARKS;

export interface Reader {
  id: number;
  candidateNo: string;
  token: string;
}

export interface ReportFixture {
  examId: number;
  paper1: number;
  paper2: number;
  questions: number[];
  criteria: number[];
  /** report_pages ids: paper 1 pages 1 to 3, paper 2 page 1. */
  pages: number[];
  /** a1's marked_pages ids: paper 1 page 1 (scan and marked), page 2 (scan only). */
  a1Scans: { page1: number; page2: number };
  runId: number;
  candidates: Record<Who | 'stale', Reader>;
  teacherA: string;
  teacherB: string;
  /** A teacher of school A for another subject. */
  teacherOtherSubject: string;
  staff: string;
  schoolA: number;
  schoolB: number;
  /** The cycle's candidate_result_release: moved to the past or future by the suites. */
  release(at: Date): Promise<void>;
  /** Publishes the run, or no run (null). */
  publish(runId: number | null): Promise<void>;
}

const DAY = 86_400_000;
const no = () => randomBytes(4).toString('hex').toUpperCase();

async function session(q: Queryable, principal: Partial<Principal> & Pick<Principal, 'role' | 'realm'>) {
  const full: Principal = { userId: null, candidateId: null, schoolId: null, subjectCode: null, ...principal };
  return (await createSession(q, full, { persist: false })).token;
}

async function staffToken(q: Queryable): Promise<string> {
  const { rows } = await q.query<{ id: number }>(
    `insert into users (realm, username, display_name) values ('staff-realm', $1, 'Marker') returning id`,
    [`staff-${no()}`],
  );
  await q.query('insert into staff (user_id) values ($1)', [rows[0].id]);
  return session(q, { role: 'staff', realm: 'staff-realm', userId: rows[0].id });
}

async function insertCandidate(q: Queryable, name: string, schoolId: number | null, klass: string, studentNo: string) {
  const candidateNo = no();
  const { rows } = await q.query<{ id: number }>(
    `insert into candidates (candidate_no, name, class, student_no, language_version, school_id, subject_code)
     values ($1, $2, $3, $4, 'zh', $5, 'chi') returning id`,
    [candidateNo, name, schoolId === null ? null : klass, schoolId === null ? null : studentNo, schoolId],
  );
  const id = rows[0].id;
  const token = await session(
    q,
    schoolId === null
      ? { role: 'candidate', realm: 'candidate-realm', candidateId: id }
      : { role: 'school_candidate', realm: 'school-realm', candidateId: id, schoolId, subjectCode: 'chi' },
  );
  return { id, candidateNo, token };
}

const one = async (q: Queryable, sql: string, params: unknown[]) =>
  (await q.query<{ id: number }>(sql, params)).rows[0].id;

/** `files`: the app's file store, which gets the fixture's page images. */
export async function createReportFixture(q: Queryable, files: FileStore): Promise<ReportFixture> {
  const teacherA = await newTeacher(q, 'chi');
  const teacherB = await newTeacher(q, 'chi');
  const other = await newTeacher(q, 'hist', teacherA.schoolId);
  const cycleId = await one(
    q,
    `insert into exam_cycles (code, name_zh, name_en) values ($1, '測試', 'Test') returning id`,
    [`T${no()}`],
  );
  await q.query(`insert into cycle_events (cycle_id, key, at) values ($1, 'candidate_result_release', $2)`, [
    cycleId,
    new Date(Date.now() - DAY),
  ]);
  const examId = await one(
    q,
    `insert into exams (cycle_id, subject_code, title1_zh, title1_en, title2_zh, title2_en, has_report)
     values ($1, 'chi', '測試模擬考試', 'Test Mock Examination', '中國語文科', 'Chinese Language', true) returning id`,
    [cycleId],
  );
  const paper = (paperNo: number) =>
    one(
      q,
      `insert into exam_papers (exam_id, paper_no, title_zh, title_en, weight_percent) values ($1, $2, $3, $4, 50) returning id`,
      [examId, paperNo, `卷${paperNo}`, `Paper ${paperNo}`],
    );
  const paper1 = await paper(1);
  const paper2 = await paper(2);
  const question = (
    paperId: number,
    label: string,
    pages: string,
    type: string,
    section: string,
    genre: string | null,
    ability: [zh: string, en: string],
    max: number,
    correct: string[] | null,
  ) =>
    one(
      q,
      `insert into questions (exam_paper_id, label, page_location, type, section, genre, ability_zh, ability_en, max_score,
                              correct_answer, sort_order)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) returning id`,
      [paperId, label, pages, type, section, genre, ...ability, max, correct && JSON.stringify(correct), Number(label)],
    );
  const questions = [
    await question(paper1, '1', '1', 'multiple_choice', 'A', '文言', ['理解', 'Comprehension'], 2, ['B']),
    await question(paper1, '2', '1, 2', 'short_question', 'A', '白話', ['分析', 'Analysis'], 4, null),
    await question(paper1, '3', '2', 'short_essay', 'B', null, ['綜合', 'Synthesis'], 10, null),
    await question(paper2, '4', '1', 'short_essay', 'A', null, ['寫作', 'Writing'], 20, null),
  ];
  const criteria = [
    await one(
      q,
      `insert into question_criteria (question_id, code, max_score) values ($1, 'a_content', 6) returning id`,
      [questions[2]],
    ),
    await one(q, `insert into question_criteria (question_id, code, max_score) values ($1, 'a_tone', 4) returning id`, [
      questions[2],
    ]),
  ];
  const page = (paperId: number, pageNo: number) =>
    one(
      q,
      `insert into report_pages (exam_paper_id, page, new_page, page_number, url) values ($1, $2, $3, $2, $4) returning id`,
      [paperId, pageNo, pageNo === 3 ? 4 : null, `scans/fixture/blank-${paperId}-${pageNo}.png`],
    );
  const pages = [await page(paper1, 1), await page(paper1, 2), await page(paper1, 3), await page(paper2, 1)];
  for (const [index, [paperId, pageNo]] of [
    [paper1, 1],
    [paper1, 2],
    [paper1, 3],
    [paper2, 1],
  ].entries()) {
    if (index === 2) continue; // page 3 of paper 1 has no blank page in the store: its image is a 404
    await files.put(`scans/fixture/blank-${paperId}-${pageNo}.png`, png(120 + index, 170), 'image/png');
  }
  await q.query('insert into guidelines (exam_id, q_id, page, suggestion) values ($1, $2, 1, $3), ($1, $4, 2, $5)', [
    examId,
    questions[0],
    '答案：B。',
    questions[2],
    '內容充實可得滿分。',
  ]);

  const runId = await one(
    q,
    `insert into grading_runs (exam_id, candidates, marks_version) values ($1, 6, 0) returning id`,
    [examId],
  );
  const staleRun = await one(
    q,
    `insert into grading_runs (exam_id, candidates, marks_version) values ($1, 1, 0) returning id`,
    [examId],
  );
  const schoolA = teacherA.schoolId;
  const schoolB = teacherB.schoolId;
  const schoolOf: Record<Who, number | null> = {
    a1: schoolA,
    a2: schoolA,
    a3: schoolA,
    b1: schoolB,
    b2: schoolB,
    ind: null,
  };
  const classOf: Record<Who, [string, string]> = {
    a1: ['5B', '2'],
    a2: ['5A', '10'],
    a3: ['5A', '9'],
    b1: ['6A', '1'],
    b2: ['6A', '2'],
    ind: ['', ''],
  };
  const candidates = {} as Record<Who | 'stale', Reader>;
  for (const who of Object.keys(MARKS) as Who[]) {
    const marks: Marks = MARKS[who];
    const reader = await insertCandidate(q, `考生${who}`, schoolOf[who], ...classOf[who]);
    candidates[who] = reader;
    for (const [index, score] of marks.q.entries()) {
      await q.query(
        'insert into answers (candidate_id, question_id, score, answer, comment) values ($1, $2, $3, $4, $5)',
        [
          reader.id,
          questions[index],
          score,
          JSON.stringify(index === 0 ? [score ? 'B' : 'C'] : `答${who}`),
          index === 1 ? null : `評${who}`,
        ],
      );
    }
    for (const [index, score] of marks.criteria.entries()) {
      await q.query('insert into criterion_scores (candidate_id, criterion_id, score) values ($1, $2, $3)', [
        reader.id,
        criteria[index],
        score,
      ]);
    }
    await q.query(
      `insert into candidate_exam_results (candidate_id, exam_id, grading_run_id, school_id, score, paper1_score, paper2_score, level, overall_level, attained)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $8, true)`,
      [
        reader.id,
        examId,
        runId,
        schoolOf[who],
        marks.score,
        marks.q[0] + marks.q[1] + marks.q[2],
        marks.q[3],
        marks.level,
      ],
    );
  }
  // A student of school A whose result belongs to an unpublished run: in no report, roster or figure.
  candidates.stale = await insertCandidate(q, '考生stale', schoolA, '5A', '1');
  await q.query('insert into answers (candidate_id, question_id, score) values ($1, $2, 2)', [
    candidates.stale.id,
    questions[0],
  ]);
  await q.query(
    `insert into candidate_exam_results (candidate_id, exam_id, grading_run_id, school_id, score, level)
     values ($1, $2, $3, $4, 99, '5**')`,
    [candidates.stale.id, examId, staleRun, schoolA],
  );

  const scan = async (pageId: number, scanPath: string, markedPath: string | null) =>
    one(
      q,
      `insert into marked_pages (report_page_id, candidate_id, scan_path, marked_path, has_marked) values ($1, $2, $3, $4, $5) returning id`,
      [pageId, candidates.a1.id, scanPath, markedPath, markedPath !== null],
    );
  const a1Scans = {
    page1: await scan(pages[0], 'scans/fixture/a1-1.png', 'marked/fixture/a1-1.png'),
    page2: await scan(pages[1], 'scans/fixture/a1-2.png', null),
  };
  await files.put('scans/fixture/a1-1.png', png(100, 140), 'image/png');
  await files.put('marked/fixture/a1-1.png', png(101, 140), 'image/png');
  // scans/fixture/a1-2.png is left out of the store: a row whose file went missing.

  const fixture: ReportFixture = {
    examId,
    paper1,
    paper2,
    questions,
    criteria,
    pages,
    a1Scans,
    runId,
    candidates,
    teacherA: teacherA.token,
    teacherB: teacherB.token,
    teacherOtherSubject: other.token,
    staff: await staffToken(q),
    schoolA,
    schoolB,
    async release(at) {
      await q.query(`update cycle_events set at = $2 where cycle_id = $1 and key = 'candidate_result_release'`, [
        cycleId,
        at,
      ]);
    },
    async publish(id) {
      await q.query('update exams set published_run_id = $2 where id = $1', [examId, id]);
    },
  };
  await fixture.publish(runId);
  return fixture;
}
