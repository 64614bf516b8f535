// The exam's texts as a report's reader meets them: each call answers in the reader's language (X-Locale)
// under the spec's field names, with both languages beside them; the export follows its `lang`; and an
// archived exam's released report stays readable by its candidates and their teachers.
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import * as XLSX from 'xlsx';
import type {
  AnalysisGroup,
  CandidateExamDetails,
  Exam,
  QuestionsAndAnswersResponse,
  SchoolExamsResponse,
} from '@mockexam/contracts';
import { dbKinds } from '../support/db';
import { bearer, form, startTestApp, type TestApp } from '../support/app';
import { createReportFixture, type ReportFixture } from '../support/report-fixture';

type Locale = 'en' | 'zh-hk';

for (const kind of dbKinds()) {
  describe(`exam texts in the reports on ${kind}`, () => {
    let t: TestApp;
    let f: ReportFixture;
    let scansDir: string;
    before(async () => {
      scansDir = await mkdtemp(path.join(os.tmpdir(), 'mockexam-scans-'));
      t = await startTestApp(kind, undefined, { demoMode: false, sms: { provider: 'console' }, scansDir });
      f = await createReportFixture(t.db, t.app.files);
    });
    after(async () => {
      await t.close();
      await rm(scansDir, { recursive: true, force: true });
    });

    const post = async <T>(url: string, token: string, locale: Locale, fields: Record<string, number> = {}) => {
      const answer = await t.app.inject({
        method: 'POST',
        url: `/api/report/${url}`,
        ...form(Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, String(v)]))),
        headers: { ...form({}).headers, ...bearer(token), 'x-locale': locale },
      });
      assert.equal(answer.statusCode, 200, `${url}: ${answer.body}`);
      return answer.json() as T;
    };

    it('answers the exam and its papers in the reader’s language, both languages beside', async () => {
      const english = await post<Exam>('get_exam', f.candidates.a1.token, 'en', { exam_id: f.examId });
      assert.deepEqual(
        [english.title1, english.title2, english.papers.map((p) => p.title)],
        ['Test Mock Examination', 'Chinese Language', ['Paper 1', 'Paper 2']],
      );
      const chinese = await post<Exam>('get_exam_by_paper', f.candidates.a1.token, 'zh-hk', { paper_id: f.paper1 });
      assert.deepEqual(
        [chinese.title1, chinese.title2, chinese.papers.map((p) => p.title)],
        ['測試模擬考試', '中國語文科', ['卷1', '卷2']],
      );
      for (const exam of [english, chinese]) {
        assert.deepEqual(
          [exam.title1_zh, exam.title1_en, exam.title2_zh, exam.title2_en],
          ['測試模擬考試', 'Test Mock Examination', '中國語文科', 'Chinese Language'],
        );
        assert.deepEqual(
          exam.papers.map((p) => [p.title_zh, p.title_en]),
          [
            ['卷1', 'Paper 1'],
            ['卷2', 'Paper 2'],
          ],
        );
      }
    });

    it('names the assessed ability of a question and of an analysis group in the reader’s language', async () => {
      const page = (locale: Locale) =>
        post<QuestionsAndAnswersResponse>('get_q_a_by_page', f.candidates.a1.token, locale, {
          paper_id: f.paper1,
          page: 1,
        });
      assert.deepEqual(
        (await page('en')).questions.map((q) => [q.ability, q.ability_zh, q.ability_en]),
        [
          ['Comprehension', '理解', 'Comprehension'],
          ['Analysis', '分析', 'Analysis'],
        ],
      );
      assert.deepEqual(
        (await page('zh-hk')).questions.map((q) => q.ability),
        ['理解', '分析'],
      );
      const abilities = async (locale: Locale) =>
        (
          await post<{ groups: AnalysisGroup[] }>('get_exam_analysis', f.candidates.a1.token, locale, {
            exam_id: f.examId,
          })
        ).groups
          .filter((g) => g.dimension === 'ability')
          .map((g) => [g.key, g.name_zh, g.name_en, g.max_score]);
      const english = await abilities('en');
      assert.deepEqual(
        english.find((g) => g[0] === 'Comprehension'),
        ['Comprehension', '理解', 'Comprehension', 2],
      );
      assert.deepEqual(
        (await abilities('zh-hk')).find((g) => g[0] === '理解'),
        ['理解', '理解', 'Comprehension', 2],
      );
      assert.equal(english.length, 4);
    });

    it('gives result lines and a teacher’s exam list their titles in the reader’s language', async () => {
      const details = await post<CandidateExamDetails>('get_candidate_exam_details', f.candidates.a1.token, 'en', {
        paper_id: f.paper1,
      });
      assert.deepEqual([details.title1, details.title1_zh], ['Test Mock Examination', '測試模擬考試']);
      const all = await post<CandidateExamDetails[]>('get_candidate_all_exam_details', f.candidates.a1.token, 'zh-hk');
      assert.deepEqual(
        all.map((d) => [d.title1, d.title2_en]),
        [['測試模擬考試', 'Chinese Language']],
      );
      const school = await post<SchoolExamsResponse>('get_school_exams', f.teacherA, 'en');
      assert.deepEqual(
        school.exams.map((e) => [e.title1, e.title2]),
        [['Test Mock Examination', 'Chinese Language']],
      );
    });

    it('writes the export’s exam title and abilities in its language', async () => {
      const sheetsOf = async (lang: Locale) => {
        const answer = await t.app.inject({
          method: 'GET',
          url: `/api/export/scores?access_token=${f.candidates.a1.token}&exam_id=${f.examId}&lang=${lang}`,
        });
        assert.equal(answer.statusCode, 200, answer.body);
        const book = XLSX.read(answer.rawPayload, { type: 'buffer' });
        return book.SheetNames.map((name) =>
          XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[name], { header: 1 }).map((row) => row.join('|')),
        );
      };
      const [enScores, enGroups] = await sheetsOf('en');
      assert.ok(
        enScores.some((row) => row.endsWith('|Test Mock Examination Chinese Language')),
        enScores[0],
      );
      assert.ok(
        enGroups.some((row) => row.includes('|Comprehension|')),
        enGroups.join('\n'),
      );
      const [zhScores, zhGroups] = await sheetsOf('zh-hk');
      assert.ok(
        zhScores.some((row) => row.endsWith('|測試模擬考試 中國語文科')),
        zhScores[0],
      );
      assert.ok(
        zhGroups.some((row) => row.includes('|理解|')),
        zhGroups.join('\n'),
      );
    });

    it('keeps an archived exam’s released report readable by its candidates and teachers', async () => {
      const archive = await t.app.inject({
        method: 'PUT',
        url: `/api/admin/exams/${f.examId}/archived`,
        payload: { archived: true },
        headers: bearer(f.staff),
      });
      assert.equal(archive.statusCode, 200, archive.body);
      const exam = await post<Exam>('get_exam', f.candidates.a1.token, 'en', { exam_id: f.examId });
      assert.equal(exam.exam_id, f.examId);
      const all = await post<CandidateExamDetails[]>('get_candidate_all_exam_details', f.candidates.a1.token, 'en');
      assert.deepEqual(
        all.map((d) => d.exam_id),
        [f.examId],
      );
      const school = await post<SchoolExamsResponse>('get_school_exams', f.teacherA, 'en');
      assert.deepEqual(
        school.exams.map((e) => e.exam_id),
        [f.examId],
      );
    });
  });
}
