// The grading back office through its routes: who may call it, exams and their papers, questions,
// boundaries, the marks import (every row error kind, all or nothing, the choice and criteria
// rules), then a run, publishing and the item analysis; every change audited.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { QuestionInput } from '@mockexam/contracts';
import { DEMO } from '../../src/seed/demo-accounts';
import { dbKinds } from '../support/db';
import { bearer, login, startTestApp, type TestApp } from '../support/app';
import { individualCandidate, schoolCandidate, TEST_CUTS, twoSchools, type TestExam } from '../support/exams';
import { call } from '../support/school';

const PAPER1: QuestionInput[] = [
  { label: '1', page_location: '1', type: 'multiple_choice', section: 'A', max_score: 2, correct_answer: ['A', 'C'] },
  { label: '2', page_location: '1,2', type: 'short_question', section: 'A', genre: 'classical', max_score: 8.5 },
];
const PAPER2: QuestionInput[] = [
  {
    label: '甲',
    page_location: '1',
    type: 'short_essay',
    section: 'B',
    ability_zh: '實用寫作',
    ability_en: 'Practical writing',
    max_score: 20,
    criteria: [
      { code: 'a_content', max_score: 12 },
      { code: 'a_tone', max_score: 8 },
    ],
  },
];

for (const kind of dbKinds()) {
  describe(`grading back office on ${kind}`, () => {
    let t: TestApp;
    let staff: string;
    before(async () => {
      t = await startTestApp(kind);
      staff = await login(t.app, DEMO.admin.realm, DEMO.admin.username, DEMO.admin.password);
    });
    after(() => t.close());

    const asStaff = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
      call(t.app, staff, method, url, payload);
    let cycles = 0;
    const newCycle = async () => {
      cycles += 1;
      const { rows } = await t.db.query<{ id: number }>(
        "insert into exam_cycles (code, name_zh, name_en) values ($1, 'x', 'x') returning id",
        [`GA-${process.pid}-${cycles}`],
      );
      await t.db.query(
        "insert into products (code, cycle_id, subject_code, name_zh, name_en, price_cents) values ($1, $2, 'chi', 'x', 'x', 1)",
        [`GA-${process.pid}-${cycles}-chi`, rows[0].id],
      );
      return rows[0].id;
    };
    /** An exam made through the routes, with its questions and boundaries. */
    const newExam = async (): Promise<TestExam> => {
      const cycleId = await newCycle();
      const created = await asStaff('POST', '/api/admin/exams', {
        cycle_id: cycleId,
        subject: 'chi',
        title1_zh: '模擬考試',
        title1_en: 'Mock',
        papers: [
          { title_zh: '卷一', title_en: 'Paper 1', weight_percent: 40 },
          { title_zh: '卷二', title_en: 'Paper 2', weight_percent: 60 },
        ],
      });
      assert.equal(created.statusCode, 200, created.body);
      const examId = created.json().exam_id as number;
      const listed = (await asStaff('GET', `/api/admin/exams?cycle_id=${cycleId}`)).json();
      const papers = Object.fromEntries(
        listed[0].papers.map((p: { paper_no: number; exam_paper_id: number }) => [p.paper_no, p.exam_paper_id]),
      );
      for (const [no, questions] of [
        [1, PAPER1],
        [2, PAPER2],
      ] as const) {
        const put = await asStaff('PUT', `/api/admin/exam-papers/${papers[no]}/questions`, { questions });
        assert.equal(put.statusCode, 200, put.body);
      }
      const cuts = await asStaff('PUT', `/api/admin/exams/${examId}/boundaries`, {
        levels: TEST_CUTS,
        attain_min_score: null,
      });
      assert.equal(cuts.statusCode, 200, cuts.body);
      return { examId, cycleId, papers };
    };
    const answerCount = async (exam: TestExam) =>
      (
        await t.db.query<{ n: number }>(
          `select count(*)::int as n from answers a join questions q on q.id = a.question_id
            join exam_papers ep on ep.id = q.exam_paper_id where ep.exam_id = $1`,
          [exam.examId],
        )
      ).rows[0].n;

    it('only staff: visitors 401, candidates and teachers 403', async () => {
      const cycleId = await newCycle();
      const url = `/api/admin/exams?cycle_id=${cycleId}`;
      assert.equal((await t.app.inject({ method: 'GET', url })).statusCode, 401);
      const candidate = await login(t.app, DEMO.candidate.realm, DEMO.candidate.username, DEMO.candidate.password);
      const teacher = await login(t.app, DEMO.school.realm, DEMO.school.username, DEMO.school.password);
      for (const token of [candidate, teacher]) {
        assert.equal((await t.app.inject({ method: 'GET', url, headers: bearer(token) })).statusCode, 403);
        const run = await t.app.inject({
          method: 'POST',
          url: '/api/admin/exams/1/grading-runs',
          headers: bearer(token),
        });
        assert.equal(run.statusCode, 403);
      }
      assert.equal((await asStaff('GET', url)).statusCode, 200);
    });

    it('exams: weights add up to 100, unknown ids 404, papers named exactly', async () => {
      const exam = await newExam();
      const body = {
        cycle_id: exam.cycleId,
        subject: 'eng',
        title1_zh: 'x',
        title1_en: 'x',
        papers: [{ title_zh: 'P1', title_en: 'P1', weight_percent: 99.5 }],
      };
      const sum = await asStaff('POST', '/api/admin/exams', body);
      assert.equal(sum.statusCode, 400);
      assert.equal(sum.json().fields.papers.en, 'The paper weights must add up to 100%');
      const unknownCycle = await asStaff('POST', '/api/admin/exams', {
        ...body,
        cycle_id: 2 ** 31 - 1,
        papers: [{ title_zh: 'P', title_en: 'P', weight_percent: 100 }],
      });
      assert.equal(unknownCycle.statusCode, 404);
      assert.equal((await asStaff('GET', `/api/admin/exams?cycle_id=${2 ** 31 - 1}`)).statusCode, 404);

      const change = {
        title1_zh: '第二次模擬考試',
        title1_en: 'Mock 2',
        title2_zh: '中文',
        title2_en: 'Chinese',
        follow_page: false,
        has_report: true,
      };
      const titles = { title_zh: '卷', title_en: 'Paper' };
      const missing = await asStaff('PUT', `/api/admin/exams/${exam.examId}`, {
        ...change,
        papers: [{ exam_paper_id: exam.papers[1], ...titles, weight_percent: 100 }],
      });
      assert.equal(missing.statusCode, 400);
      assert.equal(missing.json().code, 'VALIDATION_ERROR');
      assert.ok(missing.json().fields.papers);
      const other = await newExam();
      const foreign = await asStaff('PUT', `/api/admin/exams/${exam.examId}`, {
        ...change,
        papers: [
          { exam_paper_id: exam.papers[1], ...titles, weight_percent: 50 },
          { exam_paper_id: other.papers[2], ...titles, weight_percent: 50 },
        ],
      });
      assert.equal(foreign.statusCode, 400);
      const ok = await asStaff('PUT', `/api/admin/exams/${exam.examId}`, {
        ...change,
        papers: [
          { exam_paper_id: exam.papers[1], ...titles, weight_percent: 50 },
          { exam_paper_id: exam.papers[2], ...titles, weight_percent: 50 },
        ],
      });
      assert.equal(ok.statusCode, 200, ok.body);
      const [listed] = (await asStaff('GET', `/api/admin/exams?cycle_id=${exam.cycleId}`)).json();
      // No X-Locale and no Accept-Language: the Chinese texts, and both beside them.
      assert.equal(listed.title1, '第二次模擬考試');
      assert.equal(listed.title1_en, 'Mock 2');
      assert.deepEqual(
        listed.papers.map((p: { title_zh: string; title_en: string }) => [p.title_zh, p.title_en]),
        [
          ['卷', 'Paper'],
          ['卷', 'Paper'],
        ],
      );
      assert.equal(listed.has_boundaries, true);
      assert.deepEqual(
        listed.papers.map((p: { weight_percent: number; questions: number; max_score: number }) => [
          p.weight_percent,
          p.questions,
          p.max_score,
        ]),
        [
          [50, 2, 10.5],
          [50, 1, 20],
        ],
      );
      assert.equal(listed.latest_run, null);
      assert.equal(
        (
          await asStaff('PUT', `/api/admin/exams/${2 ** 31 - 1}`, {
            ...change,
            papers: [{ exam_paper_id: 1, ...titles, weight_percent: 100 }],
          })
        ).statusCode,
        404,
      );
    });

    it('questions and boundaries are checked: criteria sums, options only for choice, levels increasing, CSD', async () => {
      const exam = await newExam();
      const url = `/api/admin/exam-papers/${exam.papers[2]}/questions`;
      const badSum = await asStaff('PUT', url, {
        questions: [{ ...PAPER2[0], max_score: 21 }],
      });
      assert.equal(badSum.statusCode, 400);
      assert.equal(
        badSum.json().fields['questions.0.criteria'].en,
        "The criteria's full marks must add up to the question's full marks",
      );
      const notChoice = await asStaff('PUT', url, {
        questions: [{ ...PAPER1[1], correct_answer: ['A'] }],
      });
      assert.equal(
        notChoice.json().fields['questions.0.correct_answer'].en,
        'Only multiple-choice questions have a correct answer',
      );
      const halves = await asStaff('PUT', url, { questions: [{ ...PAPER1[1], max_score: 8.25 }] });
      assert.equal(halves.statusCode, 400);
      const read = (await asStaff('GET', url)).json();
      assert.deepEqual(read.questions[0].criteria, [
        { code: 'a_content', max_score: 12 },
        { code: 'a_tone', max_score: 8 },
      ]);
      assert.equal((await asStaff('GET', `/api/admin/exam-papers/${2 ** 31 - 1}/questions`)).statusCode, 404);

      const boundaries = `/api/admin/exams/${exam.examId}/boundaries`;
      const flat = await asStaff('PUT', boundaries, { levels: { ...TEST_CUTS, '5*': 80 }, attain_min_score: null });
      assert.equal(flat.statusCode, 400);
      assert.ok(flat.json().fields['levels.5**']);
      const attain = await asStaff('PUT', boundaries, { levels: null, attain_min_score: 50 });
      assert.equal(attain.statusCode, 400);
      assert.equal(attain.json().code, 'VALIDATION_ERROR');
      const tooHigh = await asStaff('PUT', boundaries, {
        levels: { ...TEST_CUTS, '5**': 100.5 },
        attain_min_score: null,
      });
      assert.equal(tooHigh.statusCode, 400);
      assert.deepEqual((await asStaff('GET', boundaries)).json(), { levels: TEST_CUTS, attain_min_score: null });
    });

    it('marks import: every row error kind, all or nothing; then the rules, a run, publishing and the analysis', async () => {
      const exam = await newExam();
      const [schoolA] = await twoSchools(t.db);
      const list = { cycleId: exam.cycleId };
      const pupil = await schoolCandidate(t.db, schoolA, 'chi', list);
      const other = await schoolCandidate(t.db, schoolA, 'chi', list);
      const eng = await schoolCandidate(t.db, schoolA, 'eng', list);
      const single = await individualCandidate(t.db, exam);
      const p1 = `/api/admin/exam-papers/${exam.papers[1]}/marks`;
      const p2 = `/api/admin/exam-papers/${exam.papers[2]}/marks`;

      const bad = await asStaff('POST', p1, {
        rows: [
          { candidate_no: pupil.candidate_no, scores: { '2': 8 } }, // good
          { candidate_no: pupil.candidate_no, scores: { '2': 1 } }, // twice
          { candidate_no: 'ZZZZ9999', scores: { '2': 1 } }, // nobody
          { candidate_no: eng.candidate_no, scores: { '2': 1 } }, // on the English list
          { candidate_no: DEMO.candidate2.candidate_no, scores: { '2': 1 } }, // no order for this cycle
          { candidate_no: other.candidate_no, scores: { '2': 9, '9': 1 } }, // above 8.5; no question 9
          { candidate_no: single.candidate_no, scores: { '1': 0 }, answers: { '1': ['A', 'C'] } }, // 0 for the correct set
          { candidate_no: 'x', scores: { '2': 1.25 } }, // shape: number, halves
        ],
      });
      assert.equal(bad.statusCode, 400, bad.body);
      assert.equal(bad.json().code, 'MARKS_ROWS_INVALID');
      assert.deepEqual(bad.json().row_errors, [
        { row: 1, field: 'candidate_no', key: 'MARKS_DUPLICATE_CANDIDATE' },
        { row: 2, field: 'candidate_no', key: 'MARKS_UNKNOWN_CANDIDATE' },
        { row: 3, field: 'candidate_no', key: 'MARKS_CANDIDATE_NOT_ENTERED' },
        { row: 4, field: 'candidate_no', key: 'MARKS_CANDIDATE_NOT_ENTERED' },
        { row: 5, field: 'scores.2', key: 'MARKS_SCORE_ABOVE_MAX' },
        { row: 5, field: 'scores.9', key: 'MARKS_UNKNOWN_QUESTION' },
        { row: 6, field: 'scores.1', key: 'MARKS_CHOICE_SCORE_MISMATCH' },
        { row: 7, field: 'candidate_no', key: 'MARKS_CANDIDATE_FORMAT' },
        { row: 7, field: 'scores.2', key: 'MARKS_SCORE_FORMAT' },
      ]);
      assert.equal(bad.json().row_errors_total, 9);
      assert.equal(bad.json().fields['rows.5.scores.2']['zh-hk'], '分數高於滿分');
      assert.equal(await answerCount(exam), 0, 'one bad row: nothing written');

      const essay = await asStaff('POST', p2, {
        rows: [
          { candidate_no: pupil.candidate_no, scores: { 甲: 15 }, criteria: { 甲: { a_content: 9, a_tone: 5 } } },
          { candidate_no: other.candidate_no, criteria: { 甲: { a_content: 13, b_content: 1 } } },
          { candidate_no: single.candidate_no, scores: { 甲: 12 } },
        ],
      });
      assert.deepEqual(essay.json().row_errors, [
        { row: 0, field: 'scores.甲', key: 'MARKS_CRITERIA_SUM' },
        { row: 1, field: 'criteria.甲.a_content', key: 'MARKS_SCORE_ABOVE_MAX' },
        { row: 1, field: 'criteria.甲.b_content', key: 'MARKS_UNKNOWN_CRITERION' },
        { row: 1, field: 'criteria.甲.a_tone', key: 'MARKS_CRITERIA_MISSING' },
        { row: 2, field: 'criteria.甲', key: 'MARKS_CRITERIA_MISSING' },
      ]);
      const tooMany = await asStaff('POST', p1, { rows: Array.from({ length: 25_001 }, () => ({})) });
      assert.equal(tooMany.statusCode, 400);
      assert.equal(tooMany.json().fields.rows.en, 'An import holds at most 25,000 rows');
      assert.equal(
        (await asStaff('POST', `/api/admin/exam-papers/${2 ** 31 - 1}/marks`, { rows: [{}] })).statusCode,
        404,
      );

      // The choice rule: full marks (2) only for exactly {A, C}, in any order; 0 otherwise.
      const good1 = await asStaff('POST', p1, {
        rows: [
          { candidate_no: pupil.candidate_no, scores: { '2': 8.5 }, answers: { '1': ['C', 'A'] } },
          { candidate_no: other.candidate_no, scores: { '1': 0, '2': 4 }, answers: { '1': ['A'] } },
          { candidate_no: single.candidate_no, scores: { '1': null, '2': 2 } },
        ],
      });
      assert.deepEqual(good1.json(), { rows_written: 3, unpublished_run_id: null });
      const good2 = await asStaff('POST', p2, {
        rows: [
          { candidate_no: pupil.candidate_no, criteria: { 甲: { a_content: 10, a_tone: 6 } } },
          { candidate_no: other.candidate_no, scores: { 甲: 10 }, criteria: { 甲: { a_content: 6, a_tone: 4 } } },
        ],
      });
      assert.deepEqual(good2.json(), { rows_written: 2, unpublished_run_id: null });
      const { rows: stored } = await t.db.query<{
        candidate_id: number;
        label: string;
        score: number | null;
        answer: unknown;
      }>(
        `select a.candidate_id, q.label, a.score, a.answer from answers a join questions q on q.id = a.question_id
          join exam_papers ep on ep.id = q.exam_paper_id where ep.exam_id = $1 order by a.candidate_id, q.label`,
        [exam.examId],
      );
      assert.deepEqual(
        stored.filter((s) => s.candidate_id === pupil.id).map((s) => [s.label, s.score, s.answer]),
        [
          ['1', 2, ['C', 'A']],
          ['2', 8.5, null],
          ['甲', 16, null],
        ],
      );
      assert.equal(stored.find((s) => s.candidate_id === other.id && s.label === '1')!.score, 0);
      assert.equal(stored.find((s) => s.candidate_id === single.id && s.label === '1')!.score, null);

      const locked = await asStaff('PUT', `/api/admin/exam-papers/${exam.papers[1]}/questions`, { questions: PAPER1 });
      assert.equal(locked.statusCode, 409);
      assert.equal(locked.json().code, 'QUESTIONS_LOCKED_BY_MARKS');

      // Weighted: pupil 10.5/10.5 × 40 + 16/20 × 60 = 88; other 4/10.5 × 40 + 10/20 × 60 = 15.24 + 30 = 45.24;
      // single 2/10.5 × 40 = 7.62 (no paper 2).
      const run = await asStaff('POST', `/api/admin/exams/${exam.examId}/grading-runs`);
      assert.equal(run.statusCode, 200, run.body);
      assert.equal(run.json().candidates, 3);
      assert.deepEqual(run.json().distribution, { '5**': 1, '3': 1, U: 1 });
      assert.equal(run.json().ran_by, DEMO.admin.name);
      assert.equal(run.json().published, false);
      const { rows: scores } = await t.db.query<{ score: number }>(
        'select score from candidate_exam_results where exam_id = $1 order by score desc',
        [exam.examId],
      );
      assert.deepEqual(
        scores.map((s) => s.score),
        [88, 45.24, 7.62],
      );
      const publish = await asStaff('POST', `/api/admin/exams/${exam.examId}/publish`, { run_id: run.json().run_id });
      assert.equal(publish.json().published, true);
      const runs = (await asStaff('GET', `/api/admin/exams/${exam.examId}/grading-runs`)).json();
      assert.equal(runs.length, 1);
      const [listed] = (await asStaff('GET', `/api/admin/exams?cycle_id=${exam.cycleId}`)).json();
      assert.equal(listed.published_run_id, run.json().run_id);
      assert.equal(listed.papers[0].has_marks, true);

      const analysis = await asStaff('GET', `/api/admin/exams/${exam.examId}/item-analysis`);
      assert.equal(analysis.statusCode, 200, analysis.body);
      // Paper 1 question 1: marks 2, 0, 0 (single's blank counts 0): facility 2/3 / 2 × 100 = 33.33.
      assert.equal(analysis.json().papers[0].questions[0].facility, 33.33);
      assert.equal(analysis.json().papers[0].candidates, 3);

      const { rows: audit } = await t.db.query<{ action: string }>(
        "select action from audit_log where entity = 'exam' and entity_id = $1 order by id",
        [String(exam.examId)],
      );
      assert.deepEqual(
        audit.map((a) => a.action),
        [
          'exam.created',
          'exam_paper.questions_replaced',
          'exam_paper.questions_replaced',
          'exam.boundaries_set',
          'marks.imported',
          'marks.imported',
          'grading.run',
          'grading.publish',
        ],
      );

      // A re-import is the truth for the questions it names: a blank essay drops its criteria.
      // It also unpublishes the exam: the reports read per-question marks beside the run's totals.
      const blank = await asStaff('POST', p2, { rows: [{ candidate_no: other.candidate_no, scores: { 甲: null } }] });
      assert.deepEqual(blank.json(), { rows_written: 1, unpublished_run_id: run.json().run_id });
      const left = await t.db.query<{ n: number }>(
        'select count(*)::int as n from criterion_scores where candidate_id = $1',
        [other.id],
      );
      assert.equal(left.rows[0].n, 0);
      const [unpublished] = (await asStaff('GET', `/api/admin/exams?cycle_id=${exam.cycleId}`)).json();
      assert.equal(unpublished.published_run_id, null);

      // The run made before the import is stale; a new run can be published.
      const stale = await asStaff('POST', `/api/admin/exams/${exam.examId}/publish`, { run_id: run.json().run_id });
      assert.equal(stale.statusCode, 409);
      assert.equal(stale.json().code, 'GRADING_RUN_STALE');
      assert.equal(stale.json().msg_en, 'The marks changed after this run; run grading again');
      assert.equal(stale.json().msg_zh, '此評分結果之後分數已更改，請重新執行評分');
      const rerun = await asStaff('POST', `/api/admin/exams/${exam.examId}/grading-runs`);
      // other: 4/10.5 × 40 + 0/20 × 60 = 15.24.
      assert.equal(rerun.statusCode, 200, rerun.body);
      const republished = await asStaff('POST', `/api/admin/exams/${exam.examId}/publish`, {
        run_id: rerun.json().run_id,
      });
      assert.equal(republished.json().published, true);
      const { rows: after } = await t.db.query<{ score: number }>(
        'select score from candidate_exam_results where exam_id = $1 and candidate_id = $2',
        [exam.examId, other.id],
      );
      assert.equal(after[0].score, 15.24);
    });

    it('marks only for candidates entered for the exam, whom its candidates list names', async () => {
      const exam = await newExam();
      const [schoolA, schoolB] = await twoSchools(t.db);
      const { rows: current } = await t.db.query<{ id: number }>('select id from exam_cycles where is_current');
      const entered = await schoolCandidate(t.db, schoolA, 'chi', { cycleId: exam.cycleId });
      const single = await individualCandidate(t.db, exam);
      const laterCycle = await schoolCandidate(t.db, schoolA, 'chi', { cycleId: current[0].id });
      const unsubmitted = await schoolCandidate(t.db, schoolB, 'chi', { cycleId: exam.cycleId, submitted: false });
      const noList = await schoolCandidate(t.db, schoolB, 'chi');
      const elsewhere = await individualCandidate(t.db, { ...exam, cycleId: current[0].id });
      const p1 = `/api/admin/exam-papers/${exam.papers[1]}/marks`;

      const refused = await asStaff('POST', p1, {
        rows: [entered, single, laterCycle, unsubmitted, noList, elsewhere].map((c) => ({
          candidate_no: c.candidate_no,
          scores: { '2': 1 },
        })),
      });
      assert.equal(refused.statusCode, 400, refused.body);
      assert.deepEqual(
        refused.json().row_errors,
        [2, 3, 4, 5].map((row) => ({ row, field: 'candidate_no', key: 'MARKS_CANDIDATE_NOT_ENTERED' })),
      );
      assert.equal(refused.json().fields['rows.2.candidate_no'].en, 'This candidate is not entered for this exam');
      assert.equal(refused.json().fields['rows.2.candidate_no']['zh-hk'], '此考生未報考此考試');
      assert.equal(await answerCount(exam), 0);
      const accepted = await asStaff('POST', p1, {
        rows: [entered, single].map((c) => ({ candidate_no: c.candidate_no, scores: { '2': 1 } })),
      });
      assert.equal(accepted.statusCode, 200, accepted.body);

      // The template's rows: the entered candidates, school ones first, with school and class.
      const listed = await asStaff('GET', `/api/admin/exams/${exam.examId}/candidates`);
      assert.equal(listed.statusCode, 200, listed.body);
      const { rows: school } = await t.db.query<{ name_en: string; name_zh: string }>(
        'select name_en, name_zh from schools where id = $1',
        [schoolA],
      );
      assert.deepEqual(listed.json(), {
        total: 2,
        candidates: [
          {
            candidate_no: entered.candidate_no,
            name: 'Student',
            school_name_zh: school[0].name_zh,
            school_name_en: school[0].name_en,
            class: '5A',
          },
          {
            candidate_no: single.candidate_no,
            name: 'Individual',
            school_name_zh: null,
            school_name_en: null,
            class: null,
          },
        ],
      });
      const second = await asStaff('GET', `/api/admin/exams/${exam.examId}/candidates?offset=1&limit=1`);
      assert.deepEqual(
        second.json().candidates.map((c: { candidate_no: string }) => c.candidate_no),
        [single.candidate_no],
      );
      assert.equal((await asStaff('GET', `/api/admin/exams/${exam.examId}/candidates?offset=5`)).json().total, 2);
      for (const query of ['limit=0', 'limit=5001', 'offset=-1', 'offset=1000001'])
        assert.equal((await asStaff('GET', `/api/admin/exams/${exam.examId}/candidates?${query}`)).statusCode, 400);
      assert.equal((await asStaff('GET', `/api/admin/exams/${2 ** 31 - 1}/candidates`)).statusCode, 404);
    });

    it('a change of questions makes earlier runs stale', async () => {
      const exam = await newExam();
      const pupil = await individualCandidate(t.db, exam);
      const marks = await asStaff('POST', `/api/admin/exam-papers/${exam.papers[1]}/marks`, {
        rows: [{ candidate_no: pupil.candidate_no, scores: { '2': 4 } }],
      });
      assert.equal(marks.statusCode, 200, marks.body);
      const run = await asStaff('POST', `/api/admin/exams/${exam.examId}/grading-runs`);
      // Paper 2 has no marks, so its questions may change: its full marks weigh every total.
      const put = await asStaff('PUT', `/api/admin/exam-papers/${exam.papers[2]}/questions`, {
        questions: [{ ...PAPER2[0], max_score: 40, criteria: [] }],
      });
      assert.equal(put.statusCode, 200, put.body);
      const stale = await asStaff('POST', `/api/admin/exams/${exam.examId}/publish`, { run_id: run.json().run_id });
      assert.equal(stale.statusCode, 409);
      assert.equal(stale.json().code, 'GRADING_RUN_STALE');
    });

    it('a run without boundaries is 409 with a bilingual message; unknown exams 404', async () => {
      const cycleId = await newCycle();
      const created = await asStaff('POST', '/api/admin/exams', {
        cycle_id: cycleId,
        subject: 'chi',
        title1_zh: '模擬考試',
        title1_en: 'Mock',
        papers: [{ title_zh: '卷一', title_en: 'Paper 1', weight_percent: 100 }],
      });
      const run = await asStaff('POST', `/api/admin/exams/${created.json().exam_id}/grading-runs`);
      assert.equal(run.statusCode, 409);
      assert.equal(run.json().code, 'GRADING_NO_BOUNDARIES');
      assert.ok(run.json().msg_en && run.json().msg_zh);
      for (const url of ['grading-runs', 'item-analysis', 'boundaries'])
        assert.equal((await asStaff('GET', `/api/admin/exams/${2 ** 31 - 1}/${url}`)).statusCode, 404);
      const publish = await asStaff('POST', `/api/admin/exams/${2 ** 31 - 1}/publish`, { run_id: 1 });
      assert.equal(publish.statusCode, 404);
    });
  });
}
