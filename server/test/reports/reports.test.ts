// The report calls (the reading side): the release gate, ownership, what each call reads,
// and the analysis figures checked against numbers worked out by hand from the fixture's marks.
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type {
  AnalysisGroup,
  CandidateExamDetails,
  Exam,
  PageInfoResponse,
  QuestionsAndAnswersResponse,
  SchoolAnalysisResponse,
  SchoolRosterResponse,
} from '@mockexam/contracts';
import { dbKinds } from '../support/db';
import { bearer, form, startTestApp, type TestApp } from '../support/app';
import { createReportFixture, MARKS, type ReportFixture } from '../support/report-fixture';

const DAY = 86_400_000;

for (const kind of dbKinds()) {
  describe(`report calls on ${kind}`, () => {
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

    const post = (url: string, token: string, fields: Record<string, string | number> = {}) =>
      t.app.inject({
        method: 'POST',
        url: `/api/report/${url}`,
        ...form(Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, String(v)]))),
        headers: { ...form({}).headers, ...bearer(token) },
      });

    /** Every call a reader of one candidate's report makes, with the fields it takes. */
    const readerCalls = () =>
      [
        ['get_exam', { exam_id: f.examId }],
        ['get_exam_by_paper', { paper_id: f.paper1 }],
        ['get_page_info', { paper_id: f.paper1 }],
        ['get_q_a_by_page', { paper_id: f.paper1, page: 1 }],
        ['get_guideline', { exam_id: f.examId }],
        ['get_candidate_exam_details', { paper_id: f.paper1 }],
        ['get_exam_analysis', { exam_id: f.examId }],
      ] as const;

    it('reads the exam and its papers, by exam and by paper', async () => {
      const byExam = await post('get_exam', f.candidates.a1.token, { exam_id: f.examId });
      assert.equal(byExam.statusCode, 200, byExam.body);
      const exam = byExam.json() as Exam;
      assert.equal(exam.exam_id, f.examId);
      assert.equal(exam.subject, 'chi');
      assert.deepEqual(
        exam.papers.map((p) => [p.paper_id, p.paper_no, p.weight_percent]),
        [
          [f.paper1, 1, 50],
          [f.paper2, 2, 50],
        ],
      );
      const byPaper = await post('get_exam_by_paper', f.candidates.a1.token, { paper_id: f.paper2 });
      assert.deepEqual(byPaper.json(), exam);
    });

    it('answers 404 for every call before the release and while no run is published, then the content', async () => {
      await f.release(new Date(Date.now() + DAY));
      for (const [call, fields] of readerCalls()) {
        const response = await post(call, f.candidates.a1.token, fields);
        assert.equal(response.statusCode, 404, `${call} before release`);
        assert.equal(response.json().code, 'NOT_FOUND');
      }
      for (const call of ['get_school_roster', 'get_school_analysis']) {
        assert.equal((await post(call, f.teacherA, { exam_id: f.examId })).statusCode, 404, call);
      }
      const teacherExams = await post('get_school_exams', f.teacherA);
      assert.deepEqual(teacherExams.json().exams, []);
      assert.deepEqual((await post('get_candidate_all_exam_details', f.candidates.a1.token)).json(), []);
      // Staff check a published run before its release.
      const staff = await post('get_exam', f.staff, { exam_id: f.examId, candidate: f.candidates.a1.candidateNo });
      assert.equal(staff.statusCode, 200, staff.body);

      await f.release(new Date(Date.now() - DAY));
      await f.publish(null);
      for (const [call, fields] of readerCalls()) {
        assert.equal((await post(call, f.candidates.a1.token, fields)).statusCode, 404, `${call} unpublished`);
      }
      assert.equal(
        (await post('get_exam', f.staff, { exam_id: f.examId, candidate: f.candidates.a1.candidateNo })).statusCode,
        404,
      );
      assert.deepEqual((await post('get_candidate_all_exam_details', f.candidates.a1.token)).json(), []);

      await f.publish(f.runId);
      for (const [call, fields] of readerCalls()) {
        assert.equal((await post(call, f.candidates.a1.token, fields)).statusCode, 200, `${call} released`);
      }
    });

    it("answers 404 for another candidate's, another school's and another subject's report", async () => {
      const a1 = f.candidates.a1.candidateNo;
      for (const [call, fields] of readerCalls()) {
        // A candidate's `candidate` field is ignored: a2 reads a2's own report, never a1's.
        const own = await post(call, f.candidates.a2.token, { ...fields, candidate: a1 });
        assert.equal(own.statusCode, 200, call);
        if (call === 'get_candidate_exam_details') assert.equal(own.json().candidate_id, f.candidates.a2.candidateNo);
        assert.equal((await post(call, f.teacherB, { ...fields, candidate: a1 })).statusCode, 404, `${call} school B`);
        assert.equal(
          (await post(call, f.teacherOtherSubject, { ...fields, candidate: a1 })).statusCode,
          404,
          `${call} other subject`,
        );
        assert.equal((await post(call, f.teacherA, fields)).statusCode, 404, `${call} teacher without candidate`);
        assert.equal(
          (await post(call, f.teacherA, { ...fields, candidate: f.candidates.ind.candidateNo })).statusCode,
          404,
          `${call} individual`,
        );
        assert.equal((await post(call, f.teacherA, { ...fields, candidate: a1 })).statusCode, 200, `${call} teacher`);
        assert.equal((await post(call, f.staff, { ...fields, candidate: a1 })).statusCode, 200, `${call} staff`);
        // A result of a run that was never published is no result.
        assert.equal((await post(call, f.candidates.stale.token, fields)).statusCode, 404, `${call} stale`);
      }
      // A candidate of this exam asking for a paper or exam that does not exist: the same 404.
      assert.equal((await post('get_exam', f.candidates.a1.token, { exam_id: 99_999_999 })).statusCode, 404);
      assert.equal((await post('get_page_info', f.candidates.a1.token, { paper_id: 99_999_999 })).statusCode, 404);
      for (const call of ['get_school_roster', 'get_school_analysis']) {
        assert.equal((await post(call, f.teacherOtherSubject, { exam_id: f.examId })).statusCode, 404, call);
        assert.equal((await post(call, f.candidates.a1.token, { exam_id: f.examId })).statusCode, 403, call);
      }
    });

    it('bounds every number: out of range is a 400', async () => {
      for (const page of ['0', '1001', '1.5', 'x']) {
        const response = await post('get_q_a_by_page', f.candidates.a1.token, { paper_id: f.paper1, page });
        assert.equal(response.statusCode, 400, page);
      }
      for (const id of ['0', '-1', '9007199254740993', 'abc']) {
        assert.equal((await post('get_exam', f.candidates.a1.token, { exam_id: id })).statusCode, 400, id);
      }
      assert.equal((await post('get_exam', f.teacherA, { exam_id: f.examId, candidate: '<script>' })).statusCode, 400);
    });

    it('lists the questions whose page_location holds the page, with the reader’s answers', async () => {
      const page = async (paperId: number, n: number) =>
        (
          await post('get_q_a_by_page', f.candidates.a2.token, { paper_id: paperId, page: n })
        ).json() as QuestionsAndAnswersResponse;
      const page1 = await page(f.paper1, 1);
      assert.deepEqual(
        page1.questions.map((q) => q.question_id),
        [f.questions[0], f.questions[1]],
      );
      assert.deepEqual(page1.questions[0].correct_answer, ['B']);
      assert.deepEqual(page1.answers, [
        { question_id: f.questions[0], score: 0, answer: ['C'], comment: '評a2' },
        { question_id: f.questions[1], score: 2, answer: '答a2', comment: null },
      ]);
      // Q2 spans pages 1 and 2 ('1, 2'): it is on both, and the browser merges by question id.
      const page2 = await page(f.paper1, 2);
      assert.deepEqual(
        page2.questions.map((q) => q.question_id),
        [f.questions[1], f.questions[2]],
      );
      assert.deepEqual(
        page2.answers.map((a) => [a.question_id, a.score]),
        [
          [f.questions[1], 2],
          [f.questions[2], 5],
        ],
      );
      assert.deepEqual(await page(f.paper1, 3), { questions: [], answers: [] });
      // Page 1 of paper 2 is not page 1 of paper 1.
      assert.deepEqual(
        (await page(f.paper2, 1)).questions.map((q) => q.question_id),
        [f.questions[3]],
      );
    });

    it('reads the guidelines and the page list', async () => {
      const guidelines = await post('get_guideline', f.candidates.a1.token, { exam_id: f.examId });
      assert.deepEqual(guidelines.json(), {
        guidelines: [
          { q_id: f.questions[0], page: 1, suggestion: '答案：B。' },
          { q_id: f.questions[2], page: 2, suggestion: '內容充實可得滿分。' },
        ],
      });
      const pages = (
        await post('get_page_info', f.candidates.a1.token, { paper_id: f.paper1 })
      ).json() as PageInfoResponse;
      assert.deepEqual(pages.pages, [
        {
          page: 1,
          new_page: null,
          page_number: 1,
          has_marked: true,
          url: `/api/report/page_image/${f.a1Scans.page1}?kind=scan`,
          local_url: `/api/report/page_image/${f.a1Scans.page1}?kind=marked`,
        },
        {
          page: 2,
          new_page: null,
          page_number: 2,
          has_marked: false,
          url: `/api/report/page_image/${f.a1Scans.page2}?kind=scan`,
          local_url: null,
        },
        {
          page: 3,
          new_page: 4,
          page_number: 3,
          has_marked: false,
          url: `/api/report/blank_page/${f.pages[2]}`,
          local_url: null,
        },
      ]);
      // Without scans, every url is the paper's blank page.
      const other = (
        await post('get_page_info', f.candidates.b1.token, { paper_id: f.paper1 })
      ).json() as PageInfoResponse;
      assert.deepEqual(
        other.pages.map((p) => [p.url, p.has_marked, p.local_url]),
        f.pages.slice(0, 3).map((id) => [`/api/report/blank_page/${id}`, false, null]),
      );
    });

    it('reads result lines: one, all of a candidate’s, and the school roster by class and student number', async () => {
      const details = (
        await post('get_candidate_exam_details', f.candidates.a1.token, { paper_id: f.paper2 })
      ).json() as CandidateExamDetails;
      assert.equal(details.candidate_id, f.candidates.a1.candidateNo);
      assert.equal(details.score, MARKS.a1.score);
      assert.equal(details.level, '5*');
      assert.equal(details.paper_id, f.paper1);
      assert.equal(details.has_report, true);
      const all = (
        await post('get_candidate_all_exam_details', f.candidates.a1.token)
      ).json() as CandidateExamDetails[];
      assert.deepEqual(all, [details]);
      assert.deepEqual((await post('get_candidate_all_exam_details', f.candidates.stale.token)).json(), []);

      const roster = (
        await post('get_school_roster', f.teacherA, { exam_id: f.examId })
      ).json() as SchoolRosterResponse;
      // 5A 9 before 5A 10 (numbers compare as numbers), then 5B; the unpublished run's student is not there.
      assert.deepEqual(
        roster.students.map((s) => s.candidate_id),
        [f.candidates.a3.candidateNo, f.candidates.a2.candidateNo, f.candidates.a1.candidateNo],
      );
      const exams = (await post('get_school_exams', f.teacherA)).json();
      assert.equal(exams.subject, 'chi');
      assert.deepEqual(
        exams.exams.filter((e: { exam_id: number }) => e.exam_id === f.examId),
        [
          {
            exam_id: f.examId,
            title1: '測試模擬考試',
            title2: '中國語文科',
            title1_zh: '測試模擬考試',
            title1_en: 'Test Mock Examination',
            title2_zh: '中國語文科',
            title2_en: 'Chinese Language',
            has_report: true,
            participants_school: 3,
          },
        ],
      );
      assert.deepEqual((await post('get_school_exams', f.teacherOtherSubject)).json().exams, []);
    });

    it('analyses the report card as percent of full marks for the candidate, the school and all (by hand)', async () => {
      const groups = async (token: string) =>
        ((await post('get_exam_analysis', token, { exam_id: f.examId })).json() as { groups: AnalysisGroup[] }).groups;
      const a1 = await groups(f.candidates.a1.token);
      const pick = (list: AnalysisGroup[], dimension: string, key: string) =>
        list.find((g) => g.dimension === dimension && g.key === key);
      // Section A = Q1 + Q2 + Q4 (26 marks): a1 21; school A 21 + 12 + 8 of 78; all 84 of 156.
      assert.deepEqual(pick(a1, 'section', 'A'), {
        dimension: 'section',
        key: 'A',
        name_zh: null,
        name_en: null,
        max_score: 26,
        candidate: 80.77,
        school: 52.56,
        all: 53.85,
      });
      // Section B = Q3 (10): a1 8; school 16 of 30; all 33 of 60.
      assert.deepEqual(pick(a1, 'section', 'B'), {
        dimension: 'section',
        key: 'B',
        name_zh: null,
        name_en: null,
        max_score: 10,
        candidate: 80,
        school: 53.33,
        all: 55,
      });
      assert.deepEqual(pick(a1, 'type', 'multiple_choice'), {
        dimension: 'type',
        key: 'multiple_choice',
        name_zh: null,
        name_en: null,
        max_score: 2,
        candidate: 100,
        school: 66.67,
        all: 66.67,
      });
      // Writing criteria: a_content (6) a1 5, school 10 of 18, all 21 of 36; a_tone (4) 3, 6 of 12, 12 of 24.
      assert.deepEqual(
        a1.filter((g) => g.dimension === 'criterion'),
        [
          {
            dimension: 'criterion',
            key: 'a_content',
            name_zh: null,
            name_en: null,
            max_score: 6,
            candidate: 83.33,
            school: 55.56,
            all: 58.33,
          },
          {
            dimension: 'criterion',
            key: 'a_tone',
            name_zh: null,
            name_en: null,
            max_score: 4,
            candidate: 75,
            school: 50,
            all: 50,
          },
        ],
      );
      assert.deepEqual([...new Set(a1.map((g) => g.dimension))], ['section', 'type', 'genre', 'ability', 'criterion']);
      // An individual has no school: its figures are null.
      const ind = await groups(f.candidates.ind.token);
      assert.deepEqual(pick(ind, 'section', 'A'), {
        dimension: 'section',
        key: 'A',
        name_zh: null,
        name_en: null,
        max_score: 26,
        candidate: 61.54,
        school: null,
        all: 53.85,
      });
    });

    it("analyses the school's results: histogram, levels, groups, facility and discrimination (by hand)", async () => {
      const response = await post('get_school_analysis', f.teacherA, { exam_id: f.examId });
      assert.equal(response.statusCode, 200, response.body);
      const analysis = response.json() as SchoolAnalysisResponse;
      assert.equal(analysis.participants_school, 3);
      assert.equal(analysis.participants_all, 6);
      assert.equal(analysis.schools_all, 2);
      // (81.25 + 46.88 + 31.25) / 3 and 325.63 / 6.
      assert.equal(analysis.average_school, 53.13);
      assert.equal(analysis.average_all, 54.27);
      assert.deepEqual(
        analysis.histogram.map((b) => [b.from, b.to, b.school, b.all]),
        [
          [0, 9.99, 0, 0],
          [10, 19.99, 0, 1],
          [20, 29.99, 0, 0],
          [30, 39.99, 1, 1],
          [40, 49.99, 1, 1],
          [50, 59.99, 0, 0],
          [60, 69.99, 0, 1],
          [70, 79.99, 0, 0],
          [80, 89.99, 1, 2],
          [90, 100, 0, 0],
        ],
      );
      assert.deepEqual(
        analysis.levels.map((l) => [l.level, l.school, l.all]),
        [
          ['5**', 0, 1],
          ['5*', 1, 1],
          ['5', 0, 0],
          ['4', 0, 1],
          ['3', 1, 1],
          ['2', 1, 1],
          ['1', 0, 0],
          ['U', 0, 1],
        ],
      );
      assert.deepEqual(
        analysis.groups.find((g) => g.dimension === 'section' && g.key === 'A'),
        {
          dimension: 'section',
          key: 'A',
          name_zh: null,
          name_en: null,
          max_score: 26,
          candidate: null,
          school: 52.56,
          all: 53.85,
        },
      );
      const [q1, q2, , q4] = analysis.questions;
      // Q1 marks 2, 0, 2 against the rest of paper 1: 12, 7, 4. r = (4/3) / sqrt(24/9 * 294/9) = 12/84.
      assert.deepEqual(q1, {
        question_id: f.questions[0],
        paper_no: 1,
        label: '1',
        type: 'multiple_choice',
        max_score: 2,
        facility_school: 66.67,
        facility_all: 66.67,
        discrimination_school: 0.1429,
      });
      // Q2: school 7 of 12, all 12 of 24.
      assert.equal(q2.facility_school, 58.33);
      assert.equal(q2.facility_all, 50);
      // Q4 is paper 2 on its own: the rest of the paper is always 0, so there is no correlation.
      assert.equal(q4.discrimination_school, null);
      assert.equal(analysis.questions.length, 4);
    });

    it('counts Attained / Unattained instead of levels for an exam with an attainment score (CSD)', async () => {
      await t.db.query('update exams set attain_min_score = 50 where id = $1', [f.examId]);
      await t.db.query('update candidate_exam_results set attained = score >= 50 where grading_run_id = $1', [f.runId]);
      try {
        const analysis = (
          await post('get_school_analysis', f.teacherA, { exam_id: f.examId })
        ).json() as SchoolAnalysisResponse;
        // School A: 81.25 attained, 46.88 and 31.25 not; all: 81.25, 88.75 and 61.25 attained.
        assert.deepEqual(analysis.levels, [
          { level: 'Attained', school: 1, all: 3 },
          { level: 'Unattained', school: 2, all: 3 },
        ]);
      } finally {
        await t.db.query('update exams set attain_min_score = null where id = $1', [f.examId]);
        await t.db.query('update candidate_exam_results set attained = true where grading_run_id = $1', [f.runId]);
      }
    });
  });
}
