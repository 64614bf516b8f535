// Exams as a publisher runs them: several exams of one cycle and subject, every text in both
// languages (stored, listed, refused when one language is missing or a text is too long), archiving
// and bringing back, and deleting only while no marks, scans or grading runs rest on the exam.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { AdminExam } from '@mockexam/contracts';
import { DEMO } from '../../src/seed/demo-accounts';
import { dbKinds } from '../support/db';
import { bearer, login, startTestApp, type TestApp } from '../support/app';
import { addQuestions, individualCandidate, setScore } from '../support/exams';

const MOCK_1 = {
  subject: 'chi',
  title1_zh: '第一次模擬考試',
  title1_en: 'Mock 1',
  title2_zh: '中國語文科 成績報告',
  title2_en: 'Chinese Language Report',
  papers: [
    { title_zh: '卷一 閱讀能力', title_en: 'Paper 1: Reading', weight_percent: 50 },
    { title_zh: '卷二 寫作能力', title_en: 'Paper 2: Writing', weight_percent: 50 },
  ],
};
const MOCK_2 = { ...MOCK_1, title1_zh: '第二次模擬考試', title1_en: 'Mock 2' };

for (const kind of dbKinds()) {
  describe(`exams of a cycle on ${kind}`, () => {
    let t: TestApp;
    let staff: string;
    let cycles = 0;
    before(async () => {
      t = await startTestApp(kind);
      staff = await login(t.app, DEMO.admin.realm, DEMO.admin.username, DEMO.admin.password);
    });
    after(() => t.close());

    const asStaff = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, locale?: string) =>
      t.app.inject({
        method,
        url,
        payload: payload as never,
        headers: { ...bearer(staff), ...(locale ? { 'x-locale': locale } : {}) },
      });
    const newCycle = async () => {
      cycles += 1;
      const { rows } = await t.db.query<{ id: number }>(
        "insert into exam_cycles (code, name_zh, name_en) values ($1, '考期', 'Cycle') returning id",
        [`EX-${process.pid}-${cycles}`],
      );
      await t.db.query(
        "insert into products (code, cycle_id, subject_code, name_zh, name_en, price_cents) values ($1, $2, 'chi', '中文', 'Chinese', 1)",
        [`EX-${process.pid}-${cycles}-chi`, rows[0].id],
      );
      return rows[0].id;
    };
    const create = async (cycleId: number, body = MOCK_1) => {
      const created = await asStaff('POST', '/api/admin/exams', { ...body, cycle_id: cycleId });
      assert.equal(created.statusCode, 200, created.body);
      return created.json().exam_id as number;
    };
    const list = async (cycleId: number, query = '', locale?: string) => {
      const listed = await asStaff('GET', `/api/admin/exams?cycle_id=${cycleId}${query}`, undefined, locale);
      assert.equal(listed.statusCode, 200, listed.body);
      return listed.json() as AdminExam[];
    };
    const auditActions = async (examId: number) =>
      (
        await t.db.query<{ action: string }>(
          "select action from audit_log where entity = 'exam' and entity_id = $1 order by id",
          [String(examId)],
        )
      ).rows.map((r) => r.action);

    it('holds two exams of one cycle and subject, told apart by their titles in the reader’s language', async () => {
      const cycleId = await newCycle();
      const first = await create(cycleId, MOCK_1);
      const second = await create(cycleId, MOCK_2);
      const english = await list(cycleId, '', 'en');
      assert.deepEqual(
        english.map((e) => [e.exam_id, e.subject, e.title1, e.title2]),
        [
          [first, 'chi', 'Mock 1', 'Chinese Language Report'],
          [second, 'chi', 'Mock 2', 'Chinese Language Report'],
        ],
      );
      assert.deepEqual(
        english[0].papers.map((p) => [p.title, p.title_zh, p.title_en]),
        [
          ['Paper 1: Reading', '卷一 閱讀能力', 'Paper 1: Reading'],
          ['Paper 2: Writing', '卷二 寫作能力', 'Paper 2: Writing'],
        ],
      );
      const chinese = await list(cycleId, '', 'zh-hk');
      assert.deepEqual(
        chinese.map((e) => [e.title1, e.title2, e.title1_en, e.title2_en]),
        [
          ['第一次模擬考試', '中國語文科 成績報告', 'Mock 1', 'Chinese Language Report'],
          ['第二次模擬考試', '中國語文科 成績報告', 'Mock 2', 'Chinese Language Report'],
        ],
      );
      assert.deepEqual(
        chinese[1].papers.map((p) => p.title),
        ['卷一 閱讀能力', '卷二 寫作能力'],
      );
      assert.deepEqual(await auditActions(first), ['exam.created']);
    });

    it('changes every text in both languages, the papers’ titles too', async () => {
      const cycleId = await newCycle();
      const examId = await create(cycleId);
      const [before] = await list(cycleId);
      const changed = await asStaff('PUT', `/api/admin/exams/${examId}`, {
        title1_zh: '校內模擬考試',
        title1_en: 'School Mock',
        title2_zh: '',
        title2_en: '',
        follow_page: true,
        has_report: true,
        papers: before.papers.map((p) => ({
          exam_paper_id: p.exam_paper_id,
          title_zh: `卷${p.paper_no}`,
          title_en: `Paper ${p.paper_no}`,
          weight_percent: 50,
        })),
      });
      assert.equal(changed.statusCode, 200, changed.body);
      const [after] = await list(cycleId, '', 'en');
      assert.deepEqual(
        [after.title1, after.title1_zh, after.title2, after.title2_zh],
        ['School Mock', '校內模擬考試', '', ''],
      );
      assert.deepEqual(
        after.papers.map((p) => [p.title_zh, p.title_en]),
        [
          ['卷1', 'Paper 1'],
          ['卷2', 'Paper 2'],
        ],
      );
      assert.deepEqual(await auditActions(examId), ['exam.created', 'exam.updated']);
    });

    it('refuses a missing language, one subtitle without the other and a title too long, in both languages', async () => {
      const cycleId = await newCycle();
      const refused = async (body: unknown) => {
        const answer = await asStaff('POST', '/api/admin/exams', body);
        assert.equal(answer.statusCode, 400, answer.body);
        return answer.json() as { fields: Record<string, { en: string; 'zh-hk': string }> };
      };
      const { title1_en: _, ...noEnglish } = { ...MOCK_1, cycle_id: cycleId };
      assert.deepEqual((await refused(noEnglish)).fields.title1_en, {
        en: 'This field is required',
        'zh-hk': '此欄位必須填寫',
      });
      const oneSubtitle = await refused({ ...MOCK_1, cycle_id: cycleId, title2_en: '' });
      assert.deepEqual(oneSubtitle.fields.title2_en, {
        en: 'Give this text in both Chinese and English, or leave both blank',
        'zh-hk': '請以中文及英文填寫此項，或兩者皆留空',
      });
      const longPaper = await refused({
        ...MOCK_1,
        cycle_id: cycleId,
        papers: [{ title_zh: '卷'.repeat(201), title_en: 'Paper 1', weight_percent: 100 }],
      });
      assert.deepEqual(longPaper.fields['papers.0.title_zh'], {
        en: 'The value is too long',
        'zh-hk': '輸入的資料過長',
      });
      const blankPaper = await refused({
        ...MOCK_1,
        cycle_id: cycleId,
        papers: [{ title_zh: '卷一', title_en: '  ', weight_percent: 100 }],
      });
      assert.ok(blankPaper.fields['papers.0.title_en']);
      assert.deepEqual(await list(cycleId), []);

      const examId = await create(cycleId);
      const [exam] = await list(cycleId);
      const questions = await asStaff('PUT', `/api/admin/exam-papers/${exam.papers[0].exam_paper_id}/questions`, {
        questions: [
          { label: '1', page_location: '1', type: 'short_question', section: 'A', ability_zh: '理解', max_score: 2 },
        ],
      });
      assert.equal(questions.statusCode, 400, questions.body);
      assert.equal(
        questions.json().fields['questions.0.ability_en'].en,
        'Give this text in both Chinese and English, or leave both blank',
      );
      assert.deepEqual(await auditActions(examId), ['exam.created']);
    });

    it('archives an exam out of the list, shows it when asked, and brings it back', async () => {
      const cycleId = await newCycle();
      const kept = await create(cycleId, MOCK_1);
      const archived = await create(cycleId, MOCK_2);
      const archive = await asStaff('PUT', `/api/admin/exams/${archived}/archived`, { archived: true });
      assert.equal(archive.statusCode, 200, archive.body);
      assert.deepEqual(
        (await list(cycleId)).map((e) => e.exam_id),
        [kept],
      );
      const all = await list(cycleId, '&archived=show');
      assert.deepEqual(
        all.map((e) => [e.exam_id, e.archived_at !== null]),
        [
          [kept, false],
          [archived, true],
        ],
      );
      // Archiving twice changes nothing.
      await asStaff('PUT', `/api/admin/exams/${archived}/archived`, { archived: true });
      const back = await asStaff('PUT', `/api/admin/exams/${archived}/archived`, { archived: false });
      assert.equal(back.statusCode, 200, back.body);
      assert.deepEqual(
        (await list(cycleId)).map((e) => [e.exam_id, e.archived_at]),
        [
          [kept, null],
          [archived, null],
        ],
      );
      assert.deepEqual(await auditActions(archived), ['exam.created', 'exam.archived', 'exam.unarchived']);
      const unknown = await asStaff('PUT', `/api/admin/exams/${2 ** 31 - 1}/archived`, { archived: true });
      assert.equal(unknown.statusCode, 404);
    });

    it('deletes an exam with nothing on it; refuses with 409 naming the marks, scans or runs on it', async () => {
      const cycleId = await newCycle();
      const refusedBy = async (examId: number) => {
        const [listed] = (await list(cycleId)).filter((e) => e.exam_id === examId);
        const answer = await asStaff('DELETE', `/api/admin/exams/${examId}`, undefined, 'en');
        assert.equal(answer.statusCode, 409, answer.body);
        return { listed: listed.delete_blockers, body: answer.json() };
      };

      const withMarks = await create(cycleId);
      const [marked] = await list(cycleId);
      const ids = await addQuestions(t.db, marked.papers[0].exam_paper_id, [
        { label: '1', type: 'short_question', section: 'A', max: 2 },
      ]);
      const candidate = await individualCandidate(t.db, { examId: withMarks, cycleId, papers: {} });
      await setScore(t.db, candidate.id, ids['1'], 1);
      const marks = await refusedBy(withMarks);
      assert.deepEqual(marks.listed, ['marks']);
      assert.equal(marks.body.code, 'EXAM_DELETE_HAS_MARKS');
      assert.equal(marks.body.msg, 'This exam cannot be deleted: candidates have marks in it. Archive it instead');
      assert.equal(marks.body.msg_zh, '此考試不能刪除：已有考生的分數。請改為封存');

      const withScans = await create(cycleId, MOCK_2);
      const scanned = (await list(cycleId)).find((e) => e.exam_id === withScans)!;
      const page = await t.db.query<{ id: number }>(
        "insert into report_pages (exam_paper_id, page, page_number, url) values ($1, 1, 1, '') on conflict (exam_paper_id, page) do update set url = excluded.url returning id",
        [scanned.papers[0].exam_paper_id],
      );
      await t.db.query(
        "insert into marked_pages (report_page_id, candidate_id, scan_path) values ($1, $2, 'scans/1.png')",
        [page.rows[0].id, candidate.id],
      );
      const scans = await refusedBy(withScans);
      assert.deepEqual(scans.listed, ['scans']);
      assert.equal(scans.body.code, 'EXAM_DELETE_HAS_SCANS');
      assert.ok(scans.body.msg_zh.includes('掃描'));

      const withRun = await create(cycleId, { ...MOCK_1, title1_en: 'Mock 3', title1_zh: '第三次模擬考試' });
      await t.db.query('insert into grading_runs (exam_id, candidates, marks_version) values ($1, 0, 0)', [withRun]);
      const runs = await refusedBy(withRun);
      assert.deepEqual(runs.listed, ['runs']);
      assert.equal(runs.body.code, 'EXAM_DELETE_HAS_RUNS');

      const empty = await create(cycleId, { ...MOCK_1, title1_en: 'Set up by mistake', title1_zh: '誤建' });
      assert.deepEqual((await list(cycleId)).find((e) => e.exam_id === empty)!.delete_blockers, []);
      const deleted = await asStaff('DELETE', `/api/admin/exams/${empty}`);
      assert.equal(deleted.statusCode, 200, deleted.body);
      assert.deepEqual(
        (await list(cycleId, '&archived=show')).map((e) => e.exam_id),
        [withMarks, withScans, withRun],
      );
      assert.deepEqual(await auditActions(empty), ['exam.created', 'exam.deleted']);
      // The audit log still names the deleted exam.
      const entries = await asStaff('GET', `/api/admin/audit?entity=exam&entity_id=${empty}`);
      assert.equal(entries.statusCode, 200, entries.body);
      const gone = (entries.json() as { action: string; object_name_en: string; object_name_zh: string }[]).find(
        (e) => e.action === 'exam.deleted',
      )!;
      assert.match(gone.object_name_en, /^Set up by mistake \(/);
      assert.match(gone.object_name_zh, /^誤建（/);
      assert.equal((await asStaff('DELETE', `/api/admin/exams/${empty}`)).statusCode, 404);
    });
  });
}
