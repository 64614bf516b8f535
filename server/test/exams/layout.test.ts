// A paper's layout through its routes: the round trip (page count, pages, regions, sample images), the
// report pages and page_location kept in step, bounds refused with bilingual messages, the refusals
// that keep scans and guidelines, the audit entries, and staff-only access.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { PaperLayout, PaperLayoutRequest } from '@mockexam/contracts';
import { DEMO } from '../../src/seed/demo-accounts';
import { dbKinds } from '../support/db';
import { bearer, login, startTestApp, type TestApp } from '../support/app';
import { png, jpeg } from '../support/images';
import { newTeacher } from '../support/school';
import { printExam, student, type PrintExam } from './fixture';

for (const kind of dbKinds()) {
  describe(`paper layout on ${kind}`, () => {
    let t: TestApp;
    let staff: string;
    let exam: PrintExam;
    before(async () => {
      t = await startTestApp(kind);
      staff = await login(t.app, DEMO.admin.realm, DEMO.admin.username, DEMO.admin.password);
      exam = await printExam(t.db);
    });
    after(() => t.close());

    const url = () => `/api/admin/exam-papers/${exam.paperId}/layout`;
    const get = async (): Promise<PaperLayout> => {
      const response = await t.app.inject({ method: 'GET', url: url(), headers: bearer(staff) });
      assert.equal(response.statusCode, 200, response.body);
      return response.json();
    };
    const put = (payload: unknown, token = staff) =>
      t.app.inject({ method: 'PUT', url: url(), headers: bearer(token), payload: payload as object });
    const layout = (over: Partial<PaperLayoutRequest> = {}): PaperLayoutRequest => ({
      page_count: 4,
      questions: [
        { question_id: exam.questions['1'], pages: [1], regions: [{ page: 1, x: 0.05, y: 0.3, w: 0.9, h: 0.3 }] },
        {
          question_id: exam.questions['2'],
          pages: [2, 1],
          regions: [
            { page: 1, x: 0.05, y: 0.65, w: 0.9, h: 0.3 },
            { page: 2, x: 0.05, y: 0.1, w: 0.9, h: 0.85 },
          ],
        },
        { question_id: exam.questions['3'], pages: [3, 4], regions: [] },
      ],
      ...over,
    });
    const reportPages = async () =>
      (
        await t.db.query<{ page: number; page_number: number }>(
          'select page, page_number from report_pages where exam_paper_id = $1 order by page',
          [exam.paperId],
        )
      ).rows;

    it('starts from the pages the questions name, every page with its report page', async () => {
      const first = await get();
      assert.equal(first.page_count, 3);
      assert.deepEqual(
        first.questions.map((q) => [q.label, q.pages]),
        [
          ['1', [1]],
          ['2', [1, 2]],
          ['3', [3]],
        ],
      );
      assert.deepEqual(first.pages, [
        { page: 1, image_url: null },
        { page: 2, image_url: null },
        { page: 3, image_url: null },
      ]);
    });

    it('saves the layout whole and reads it back; the report pages and page_location follow', async () => {
      const response = await put(layout());
      assert.equal(response.statusCode, 200, response.body);
      const saved = await get();
      assert.equal(saved.page_count, 4);
      assert.deepEqual(saved.questions[1].pages, [1, 2]);
      assert.deepEqual(saved.questions[1].regions, [
        { page: 1, x: 0.05, y: 0.65, w: 0.9, h: 0.3 },
        { page: 2, x: 0.05, y: 0.1, w: 0.9, h: 0.85 },
      ]);
      assert.deepEqual(
        await reportPages(),
        [1, 2, 3, 4].map((page) => ({ page, page_number: page })),
      );
      const { rows } = await t.db.query<{ label: string; page_location: string }>(
        'select label, page_location from questions where exam_paper_id = $1 order by label',
        [exam.paperId],
      );
      assert.deepEqual(
        rows.map((row) => row.page_location),
        ['1', '1,2', '3,4'],
      );
      const audit = await t.db.query<{ action: string; data: { page_count: number } }>(
        "select action, data from audit_log where action = 'exam_paper.layout_saved' and entity_id = $1",
        [String(exam.examId)],
      );
      assert.equal(audit.rows.at(-1)?.data.page_count, 4);

      // A page the layout added has no blank page file: the report's image of it is a 404, not an error.
      const added = await t.db.query<{ id: number; url: string | null }>(
        'select id, url from report_pages where exam_paper_id = $1 and page = 4',
        [exam.paperId],
      );
      assert.equal(added.rows[0].url, null);
      const blank = await t.app.inject({
        method: 'GET',
        url: `/api/report/blank_page/${added.rows[0].id}`,
        headers: bearer(staff),
      });
      assert.equal(blank.statusCode, 404);

      // Fewer pages: the pages past the count go.
      const fewer = layout({ page_count: 3 });
      fewer.questions[2].pages = [3];
      assert.equal((await put(fewer)).statusCode, 200);
      assert.deepEqual(
        (await reportPages()).map((p) => p.page),
        [1, 2, 3],
      );
    });

    it('refuses what does not fit with a 400 in both languages, never a 500', async () => {
      const cases: [string, unknown, string][] = [
        ['a page past the count', layout({ page_count: 2 }), 'questions.2.pages.0'],
        ['no pages at all', { ...layout(), page_count: 0 }, 'page_count'],
        ['too many pages', { ...layout(), page_count: 65 }, 'page_count'],
        [
          'a region off the page',
          (() => {
            const l = layout();
            l.questions[0].regions[0].w = 0.96;
            return l;
          })(),
          'questions.0.regions.0',
        ],
        [
          'a negative corner',
          (() => {
            const l = layout();
            l.questions[0].regions[0].x = -0.1;
            return l;
          })(),
          'questions.0.regions.0.x',
        ],
        [
          'a region on another page',
          (() => {
            const l = layout();
            l.questions[0].regions[0].page = 2;
            return l;
          })(),
          'questions.0.regions.0',
        ],
        ['a question left out', { ...layout(), questions: layout().questions.slice(1) }, 'questions'],
        ['a question twice', { ...layout(), questions: [...layout().questions, layout().questions[0]] }, 'questions'],
        [
          'a question of another paper',
          (() => {
            const l = layout();
            l.questions[0].question_id = 999999999;
            return l;
          })(),
          'questions',
        ],
        [
          'too many regions',
          (() => {
            const l = layout();
            l.questions[0].regions = Array.from({ length: 21 }, () => ({ page: 1, x: 0, y: 0, w: 0.1, h: 0.1 }));
            return l;
          })(),
          'questions.0.regions',
        ],
        [
          'a page that is no number',
          (() => {
            const l = layout() as unknown as { questions: { pages: unknown[] }[] };
            l.questions[0].pages = ['x'];
            return l;
          })(),
          'questions.0.pages.0',
        ],
      ];
      for (const [what, payload, field] of cases) {
        const response = await put(payload);
        assert.equal(response.statusCode, 400, `${what}: ${response.body}`);
        const body = response.json();
        assert.ok(body.msg_en && body.msg_zh, what);
        assert.ok(
          body.fields?.[field]?.en && body.fields[field]['zh-hk'],
          `${what}: ${field} in ${JSON.stringify(body.fields)}`,
        );
      }
      const unknown = await t.app.inject({
        method: 'PUT',
        url: '/api/admin/exam-papers/999999999/layout',
        headers: bearer(staff),
        payload: layout(),
      });
      assert.equal(unknown.statusCode, 404);
    });

    it('keeps pages that have scans and guidelines on their pages (409 in both languages)', async () => {
      assert.equal((await put(layout())).statusCode, 200);
      const schoolId = (await t.db.query<{ id: number }>('select id from schools order by code limit 1')).rows[0].id;
      const candidate = await student(t.db, exam, schoolId, { name: '陳大文', class: '5A', studentNo: '1' });
      await t.db.query(
        `insert into marked_pages (report_page_id, candidate_id, scan_path)
         select id, $2, 'scans/x.png' from report_pages where exam_paper_id = $1 and page = 4`,
        [exam.paperId, candidate.id],
      );
      const fewer = layout({ page_count: 3 });
      fewer.questions[2].pages = [3];
      const refused = await put(fewer);
      assert.equal(refused.statusCode, 409);
      assert.equal(refused.json().code, 'LAYOUT_PAGES_SCANNED');
      assert.ok(refused.json().msg_en && refused.json().msg_zh);
      assert.equal((await get()).page_count, 4, 'nothing changed');
      assert.equal((await get()).scanned_through, 4);

      await t.db.query("insert into guidelines (exam_id, q_id, page, suggestion) values ($1, $2, 3, '要點')", [
        exam.examId,
        exam.questions['3'],
      ]);
      const moved = layout();
      moved.questions[2].pages = [4];
      const kept = await put(moved);
      assert.equal(kept.statusCode, 409);
      assert.equal(kept.json().code, 'LAYOUT_GUIDELINES_PAGE');
    });

    it('stores a sample page image, serves it to staff, and refuses what is no image', async () => {
      const upload = (page: number, body: Buffer, type: string, token = staff) =>
        t.app.inject({
          method: 'PUT',
          url: `/api/admin/exam-papers/${exam.paperId}/pages/${page}/image`,
          headers: { ...bearer(token), 'content-type': type },
          payload: body,
        });
      const image = png(210, 297);
      const stored = await upload(2, image, 'image/png');
      assert.equal(stored.statusCode, 200, stored.body);
      const imageUrl = (stored.json() as PaperLayout).pages[1].image_url;
      assert.match(String(imageUrl), /^\/api\/admin\/exam-papers\/\d+\/pages\/2\/image\?v=\d+$/);
      const served = await t.app.inject({
        method: 'GET',
        url: `${imageUrl}&access_token=${encodeURIComponent(staff)}`,
      });
      assert.equal(served.statusCode, 200);
      assert.equal(served.headers['content-type'], 'image/png');
      assert.deepEqual(served.rawPayload, image);
      // A new one replaces it.
      assert.equal((await upload(2, jpeg(210, 297), 'image/jpeg')).statusCode, 200);
      const again = await t.app.inject({
        method: 'GET',
        url: `/api/admin/exam-papers/${exam.paperId}/pages/2/image`,
        headers: bearer(staff),
      });
      assert.equal(again.headers['content-type'], 'image/jpeg');

      for (const [what, response] of [
        ['a PNG named JPEG', await upload(1, image, 'image/jpeg')],
        ['text', await upload(1, Buffer.from('not an image at all, not even close'), 'image/png')],
        ['a page past the count', await upload(9, image, 'image/png')],
        ['page 0', await upload(0, image, 'image/png')],
      ] as const) {
        assert.equal(response.statusCode, 400, `${what}: ${response.body}`);
        assert.ok(response.json().msg_en && response.json().msg_zh, what);
      }
      const none = await t.app.inject({
        method: 'GET',
        url: `/api/admin/exam-papers/${exam.paperId}/pages/1/image`,
        headers: bearer(staff),
      });
      assert.equal(none.statusCode, 404);
    });

    it('is for staff only', async () => {
      const candidate = await login(t.app, DEMO.candidate.realm, DEMO.candidate.username, DEMO.candidate.password);
      const teacher = await newTeacher(t.db);
      for (const token of [candidate, teacher.token]) {
        assert.equal((await t.app.inject({ method: 'GET', url: url(), headers: bearer(token) })).statusCode, 403);
        assert.equal((await put(layout(), token)).statusCode, 403);
        const image = await t.app.inject({
          method: 'GET',
          url: `/api/admin/exam-papers/${exam.paperId}/pages/2/image?access_token=${encodeURIComponent(token)}`,
        });
        assert.equal(image.statusCode, 403);
      }
    });

    it('keeps the regions of questions whose labels and pages stay when the questions are replaced', async () => {
      assert.equal((await put(layout())).statusCode, 200);
      const question = (label: string, pageLocation: string) => ({
        label,
        page_location: pageLocation,
        type: 'short_question',
        section: 'A',
        max_score: 10,
      });
      const replaced = await t.app.inject({
        method: 'PUT',
        url: `/api/admin/exam-papers/${exam.paperId}/questions`,
        headers: bearer(staff),
        // Question 2 leaves page 1; question 3 is new.
        payload: { questions: [question('1', '1'), question('2', '2'), question('3', '3,4')] },
      });
      assert.equal(replaced.statusCode, 200, replaced.body);
      const after = await get();
      assert.deepEqual(
        after.questions.map((q) => [q.label, q.regions]),
        [
          ['1', [{ page: 1, x: 0.05, y: 0.3, w: 0.9, h: 0.3 }]],
          ['2', [{ page: 2, x: 0.05, y: 0.1, w: 0.9, h: 0.85 }]],
          ['3', []],
        ],
      );
    });
  });
}
