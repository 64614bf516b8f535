// A paper's marking guidelines through the back office: replace and read, every refusal (unknown
// question, page off the question, sizes, unknown paper, not staff), audited; replacing the questions
// keeps the guidelines of labels that stay and refuses to drop one; a candidate then reads them.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { AdminPaperGuidelinesResponse, QuestionInput } from '@mockexam/contracts';
import { createSession } from '../../src/modules/accounts/sessions';
import { DEMO } from '../../src/seed/demo-accounts';
import { dbKinds } from '../support/db';
import { bearer, form, login, startTestApp, type TestApp } from '../support/app';
import { cohortExam, newExam } from '../support/exams';
import { call } from '../support/school';

const QUESTIONS: QuestionInput[] = [
  { label: '1', page_location: '1', type: 'short_question', section: 'A', max_score: 4 },
  { label: '2', page_location: '2,3', type: 'short_question', section: 'A', max_score: 6 },
];

for (const kind of dbKinds()) {
  describe(`marking guidelines on ${kind}`, () => {
    let t: TestApp;
    let staff: string;
    before(async () => {
      t = await startTestApp(kind);
      staff = await login(t.app, DEMO.admin.realm, DEMO.admin.username, DEMO.admin.password);
    });
    after(() => t.close());

    const asStaff = (method: 'GET' | 'PUT', url: string, payload?: unknown) => call(t.app, staff, method, url, payload);
    const guidelinesOf = (paperId: number) => `/api/admin/exam-papers/${paperId}/guidelines`;
    const questionsOf = (paperId: number) => `/api/admin/exam-papers/${paperId}/questions`;
    /** A paper of a fresh exam with QUESTIONS, put through the route. */
    const paperWithQuestions = async () => {
      const exam = await newExam(t.db);
      const put = await asStaff('PUT', questionsOf(exam.papers[1]), { questions: QUESTIONS });
      assert.equal(put.statusCode, 200, put.body);
      return { exam, paperId: exam.papers[1] };
    };
    const stored = async (paperId: number) =>
      (await asStaff('GET', guidelinesOf(paperId))).json() as AdminPaperGuidelinesResponse;

    it('replaces the list, reads it back by question order, and audits each replace', async () => {
      const { exam, paperId } = await paperWithQuestions();
      assert.deepEqual(await stored(paperId), { exam_paper_id: paperId, guidelines: [] });
      const first = await asStaff('PUT', guidelinesOf(paperId), {
        guidelines: [
          { label: '2', page: 3, suggestion: '  第二題第三頁  ' },
          { label: '1', page: 1, suggestion: 'Q1' },
          { label: '2', page: 2, suggestion: '第二題第二頁' },
        ],
      });
      assert.equal(first.statusCode, 200, first.body);
      const ids = Object.fromEntries(
        (await asStaff('GET', questionsOf(paperId)))
          .json()
          .questions.map((q: { label: string; question_id: number }) => [q.label, q.question_id]),
      );
      assert.deepEqual(first.json(), {
        exam_paper_id: paperId,
        guidelines: [
          { question_id: ids['1'], label: '1', page: 1, suggestion: 'Q1' },
          { question_id: ids['2'], label: '2', page: 3, suggestion: '第二題第三頁' },
          { question_id: ids['2'], label: '2', page: 2, suggestion: '第二題第二頁' },
        ],
      });
      const { rows } = await t.db.query<{ n: number }>('select count(*)::int as n from guidelines where exam_id = $1', [
        exam.examId,
      ]);
      assert.equal(rows[0].n, 3, 'stored under the exam');

      const second = await asStaff('PUT', guidelinesOf(paperId), {
        guidelines: [{ label: '2', page: 2, suggestion: 'only this' }],
      });
      assert.deepEqual(
        second.json().guidelines.map((g: { suggestion: string }) => g.suggestion),
        ['only this'],
      );
      assert.deepEqual((await asStaff('PUT', guidelinesOf(paperId), { guidelines: [] })).json().guidelines, []);
      const audit = await t.db.query<{ action: string; data: Record<string, number> }>(
        "select action, data from audit_log where entity = 'exam' and entity_id = $1 and action like '%guidelines%' order by id",
        [exam.examId],
      );
      assert.deepEqual(
        audit.rows.map((a) => [a.action, a.data.guidelines, a.data.removed]),
        [
          ['exam_paper.guidelines_replaced', 3, 0],
          ['exam_paper.guidelines_replaced', 1, 3],
          ['exam_paper.guidelines_replaced', 0, 1],
        ],
      );
    });

    it('refuses an unknown label, a page off the question, sizes, in both languages, and writes nothing', async () => {
      const { paperId } = await paperWithQuestions();
      await asStaff('PUT', guidelinesOf(paperId), { guidelines: [{ label: '1', page: 1, suggestion: 'kept' }] });
      const bad = await asStaff('PUT', guidelinesOf(paperId), {
        guidelines: [
          { label: '1', page: 1, suggestion: 'fine' },
          { label: '9', page: 1, suggestion: 'no such question' },
          { label: '2', page: 1, suggestion: 'question 2 is on pages 2 and 3' },
        ],
      });
      assert.equal(bad.statusCode, 400, bad.body);
      assert.equal(bad.json().code, 'VALIDATION_ERROR');
      assert.deepEqual(bad.json().fields, {
        'guidelines.1.label': { en: 'The paper has no question with this label', 'zh-hk': '此卷沒有這個題號' },
        'guidelines.2.page': {
          en: 'The question is not on this page: choose one of the pages it spans',
          'zh-hk': '此題不在這一頁，請選擇題目所在的頁數',
        },
      });
      const long = await asStaff('PUT', guidelinesOf(paperId), {
        guidelines: [{ label: '1', page: 1, suggestion: 'x'.repeat(2001) }],
      });
      assert.equal(long.statusCode, 400);
      assert.equal(long.json().fields['guidelines.0.suggestion']['zh-hk'], '每項評分參考最多 2,000 字');
      const blank = await asStaff('PUT', guidelinesOf(paperId), {
        guidelines: [{ label: '1', page: 1, suggestion: '   ' }],
      });
      assert.equal(blank.json().fields['guidelines.0.suggestion'].en, 'This field is required');
      const many = await asStaff('PUT', guidelinesOf(paperId), {
        guidelines: Array.from({ length: 501 }, () => ({ label: '1', page: 1, suggestion: 'x' })),
      });
      assert.equal(many.statusCode, 400);
      assert.equal(many.json().fields.guidelines.en, 'A paper holds at most 500 guidelines');
      const fullLength = await asStaff('PUT', guidelinesOf(paperId), {
        guidelines: Array.from({ length: 500 }, () => ({ label: '2', page: 3, suggestion: 'y'.repeat(2000) })),
      });
      assert.equal(fullLength.statusCode, 200, 'the limits themselves pass');
      await asStaff('PUT', guidelinesOf(paperId), { guidelines: [{ label: '1', page: 1, suggestion: 'kept' }] });
      for (const refused of [bad, long, blank, many]) assert.equal(refused.statusCode, 400);
      assert.deepEqual(
        (await stored(paperId)).guidelines.map((g) => g.suggestion),
        ['kept'],
      );
    });

    it('unknown papers 404, ids out of range 400, visitors 401, candidates and teachers 403', async () => {
      const { paperId } = await paperWithQuestions();
      const missing = guidelinesOf(2 ** 31 - 1);
      assert.equal((await asStaff('GET', missing)).statusCode, 404);
      assert.equal((await asStaff('PUT', missing, { guidelines: [] })).statusCode, 404);
      assert.equal((await asStaff('GET', guidelinesOf(0))).statusCode, 400);
      assert.equal((await asStaff('GET', '/api/admin/exam-papers/abc/guidelines')).statusCode, 400);
      const url = guidelinesOf(paperId);
      const body = { guidelines: [{ label: '1', page: 1, suggestion: 'x' }] };
      assert.equal((await t.app.inject({ method: 'GET', url })).statusCode, 401);
      assert.equal((await t.app.inject({ method: 'PUT', url, payload: body })).statusCode, 401);
      const candidate = await login(t.app, DEMO.candidate.realm, DEMO.candidate.username, DEMO.candidate.password);
      const teacher = await login(t.app, DEMO.school.realm, DEMO.school.username, DEMO.school.password);
      for (const token of [candidate, teacher]) {
        assert.equal((await call(t.app, token, 'GET', url)).statusCode, 403);
        assert.equal((await call(t.app, token, 'PUT', url, body)).statusCode, 403);
      }
      assert.deepEqual((await stored(paperId)).guidelines, []);
    });

    it('replacing the questions keeps guidelines of labels that stay; dropping a label or page is refused', async () => {
      const { exam, paperId } = await paperWithQuestions();
      await asStaff('PUT', guidelinesOf(paperId), {
        guidelines: [
          { label: '1', page: 1, suggestion: 'one' },
          { label: '2', page: 3, suggestion: 'two' },
        ],
      });
      const renamed = await asStaff('PUT', questionsOf(paperId), {
        questions: [QUESTIONS[0], { ...QUESTIONS[1], label: '2a' }],
      });
      assert.equal(renamed.statusCode, 409, renamed.body);
      assert.equal(renamed.json().code, 'QUESTIONS_DROP_GUIDELINES');
      assert.ok(renamed.json().msg_zh);
      const pageDropped = await asStaff('PUT', questionsOf(paperId), {
        questions: [QUESTIONS[0], { ...QUESTIONS[1], page_location: '2' }],
      });
      assert.equal(pageDropped.statusCode, 409);
      assert.equal(pageDropped.json().code, 'QUESTIONS_DROP_GUIDELINES');

      // Reordered, with new full marks, pages and a new question: the guidelines follow their labels.
      const replaced = await asStaff('PUT', questionsOf(paperId), {
        questions: [
          { ...QUESTIONS[1], page_location: '3,4', max_score: 8 },
          { label: '3', page_location: '5', type: 'short_question', section: 'B', max_score: 2 },
          { ...QUESTIONS[0], page_location: '1,2' },
        ],
      });
      assert.equal(replaced.statusCode, 200, replaced.body);
      const ids = Object.fromEntries(
        replaced.json().questions.map((q: { label: string; question_id: number }) => [q.label, q.question_id]),
      );
      assert.deepEqual((await stored(paperId)).guidelines, [
        { question_id: ids['2'], label: '2', page: 3, suggestion: 'two' },
        { question_id: ids['1'], label: '1', page: 1, suggestion: 'one' },
      ]);
      const audit = await t.db.query<{ data: { guidelines_kept: number } }>(
        "select data from audit_log where entity = 'exam' and entity_id = $1 and action = 'exam_paper.questions_replaced' order by id desc limit 1",
        [exam.examId],
      );
      assert.equal(audit.rows[0].data.guidelines_kept, 2);

      // Once the guidelines are gone, any list goes.
      await asStaff('PUT', guidelinesOf(paperId), { guidelines: [] });
      const free = await asStaff('PUT', questionsOf(paperId), { questions: [{ ...QUESTIONS[0], label: 'new' }] });
      assert.equal(free.statusCode, 200, free.body);
    });

    it("a candidate of the published run reads the new guideline in the report's guideline call", async () => {
      const cohort = await cohortExam(t.db);
      const run = await call(t.app, staff, 'POST', `/api/admin/exams/${cohort.examId}/grading-runs`);
      assert.equal(run.statusCode, 200, run.body);
      const published = await call(t.app, staff, 'POST', `/api/admin/exams/${cohort.examId}/publish`, {
        run_id: run.json().run_id,
      });
      assert.equal(published.statusCode, 200, published.body);
      const put = await asStaff('PUT', guidelinesOf(cohort.papers[2]), {
        guidelines: [{ label: '2', page: 1, suggestion: '內容須扣題。' }],
      });
      assert.equal(put.statusCode, 200, put.body);

      const reader = await createSession(
        t.db,
        {
          role: 'candidate',
          realm: 'candidate-realm',
          userId: null,
          candidateId: cohort.candidates.G.id,
          schoolId: null,
          subjectCode: null,
        },
        { persist: false },
      );
      const read = await t.app.inject({
        method: 'POST',
        url: '/api/report/get_guideline',
        ...form({ exam_id: String(cohort.examId) }),
        headers: { ...form({}).headers, ...bearer(reader.token) },
      });
      assert.equal(read.statusCode, 200, read.body);
      assert.deepEqual(read.json(), {
        guidelines: [{ q_id: cohort.ids['p2.2'], page: 1, suggestion: '內容須扣題。' }],
      });
    });
  });
}
