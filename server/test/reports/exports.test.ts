// The exports opened in a new tab: the same gate as the report calls, the workbook's figures against
// the fixture's marks worked out by hand, bilingual headers, and formula-safe text cells.
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import * as XLSX from 'xlsx';
import { dbKinds } from '../support/db';
import { startTestApp, type TestApp } from '../support/app';
import { createReportFixture, type ReportFixture } from '../support/report-fixture';

const DAY = 86_400_000;
type Row = (string | number | null)[];

/** A row without the empty cells the sheet's width pads it with. */
function trimmed(row: Row): Row {
  const end = row.findLastIndex((cell) => cell !== null);
  return row.slice(0, end + 1);
}

/** The sheets of a workbook as rows (tests may read workbooks; the server only writes them). */
function sheets(bytes: Buffer): Record<string, Row[]> {
  const book = XLSX.read(bytes, { type: 'buffer' });
  return Object.fromEntries(
    book.SheetNames.map((name) => [
      name,
      XLSX.utils.sheet_to_json<Row>(book.Sheets[name], { header: 1, defval: null, blankrows: true }).map(trimmed),
    ]),
  );
}

for (const kind of dbKinds()) {
  describe(`report exports on ${kind}`, () => {
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

    const get = (url: string, token: string, query: Record<string, string | number>) =>
      t.app.inject({
        method: 'GET',
        url: `/api/export/${url}?${new URLSearchParams({ access_token: token, ...Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])) })}`,
      });
    const scores = (token: string, query: Record<string, string | number> = {}) =>
      get('scores', token, { exam_id: f.examId, lang: 'en', ...query });
    const pack = (token: string, part: string, lang = 'en') =>
      get('school_pack', token, { exam_id: f.examId, lang, part });

    it("writes a candidate's scores against the school's and all candidates' averages (by hand)", async () => {
      const response = await scores(f.candidates.a1.token);
      assert.equal(response.statusCode, 200, response.body);
      assert.equal(
        response.headers['content-type'],
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      );
      assert.equal(
        response.headers['content-disposition'],
        `attachment; filename="scores-${f.candidates.a1.candidateNo}-${f.examId}.xlsx"`,
      );
      assert.equal(response.headers['cache-control'], 'private, no-store');
      const book = sheets(response.rawPayload);
      assert.deepEqual(Object.keys(book), ['Scores', 'Analysis']);
      const rows = book.Scores;
      assert.deepEqual(rows[2], ['Candidate number', f.candidates.a1.candidateNo]);
      assert.deepEqual(rows[3], ['Total score', 81.25]);
      assert.deepEqual(rows[6], ['Level', '5*']);
      assert.deepEqual(rows[8], [
        'Paper',
        'Question',
        'Question type',
        'Section',
        'Score',
        'Full marks',
        'School average',
        'Average of all candidates',
      ]);
      // Q1: school 2, 0, 2; all 2, 0, 2, 2, 0, 2. Q2: school 4, 2, 1; all also 3, 0, 2. Q4: school 15, 10, 5; all 64 / 6.
      assert.deepEqual(rows.slice(9), [
        [1, '1', 'Multiple choice', 'Section A', 2, 2, 1.33, 1.33],
        [1, '2', 'Short question', 'Section A', 4, 4, 2.33, 2],
        [1, '3', 'Short essay', 'Section B', 8, 10, 5.33, 5.5],
        [2, '4', 'Short essay', 'Section A', 15, 20, 10, 10.67],
      ]);
      assert.deepEqual(book.Analysis[0], [
        'Grouped by',
        'Group',
        'Full marks',
        'Candidate (%)',
        'School (%)',
        'All candidates (%)',
      ]);
      assert.deepEqual(
        book.Analysis.find((r) => r[0] === 'Writing criterion' && r[1] === 'Part A: content'),
        ['Writing criterion', 'Part A: content', 6, 83.33, 55.56, 58.33],
      );
      // Chinese headers when asked.
      const zh = sheets((await scores(f.candidates.a1.token, { lang: 'zh-hk' })).rawPayload);
      assert.deepEqual(Object.keys(zh), ['成績', '分析']);
      assert.deepEqual(zh['成績'][8].slice(0, 3), ['試卷', '題目', '題型']);
    });

    it('follows the gate: another reader’s, before release, unpublished and without a report are 404', async () => {
      const a1 = f.candidates.a1.candidateNo;
      assert.equal((await scores(f.teacherA, { candidate: a1 })).statusCode, 200);
      assert.equal((await scores(f.staff, { candidate: a1 })).statusCode, 200);
      assert.equal((await scores(f.teacherB, { candidate: a1 })).statusCode, 404);
      assert.equal((await scores(f.teacherOtherSubject, { candidate: a1 })).statusCode, 404);
      assert.equal((await scores(f.teacherOtherSubject)).statusCode, 404);
      assert.equal((await scores(f.candidates.stale.token)).statusCode, 404);
      // A candidate naming another reads their own.
      const own = await scores(f.candidates.a2.token, { candidate: a1 });
      assert.match(String(own.headers['content-disposition']), new RegExp(f.candidates.a2.candidateNo));
      assert.equal((await pack(f.teacherOtherSubject, 'list')).statusCode, 404);
      assert.equal((await pack(f.candidates.a1.token, 'list')).statusCode, 403);
      assert.equal((await pack(f.teacherA, 'everything')).statusCode, 400);
      assert.equal((await scores(f.candidates.a1.token, { lang: 'fr' })).statusCode, 400);
      assert.equal((await scores(f.candidates.a1.token, { exam_id: 0 })).statusCode, 400);

      const all404 = async (when: string) => {
        assert.equal((await scores(f.candidates.a1.token)).statusCode, 404, when);
        assert.equal((await scores(f.teacherA)).statusCode, 404, when);
        for (const part of ['data', 'analysis', 'list'])
          assert.equal((await pack(f.teacherA, part)).statusCode, 404, when);
      };
      await f.release(new Date(Date.now() + DAY));
      await all404('before release');
      await f.release(new Date(Date.now() - DAY));
      await f.publish(null);
      await all404('unpublished');
      await f.publish(f.runId);
      await t.db.query('update exams set has_report = false where id = $1', [f.examId]);
      await all404('no report');
      await t.db.query('update exams set has_report = true where id = $1', [f.examId]);
      assert.equal((await scores(f.candidates.a1.token)).statusCode, 200);
    });

    it("writes the school's scores list and data pack for its own students only, in roster order", async () => {
      const [a1, a2, a3] = [f.candidates.a1, f.candidates.a2, f.candidates.a3].map((c) => c.candidateNo);
      const list = sheets((await scores(f.teacherA)).rawPayload).Scores;
      assert.deepEqual(list[0], [
        'Class',
        'Student number',
        'Name',
        'Candidate number',
        'Total score',
        'Level',
        'P1 Q1',
        'P1 Q2',
        'P1 Q3',
        'P2 Q4',
      ]);
      assert.deepEqual(list.slice(1), [
        ['5A', '9', '考生a3', a3, 31.25, '2', 2, 1, 3, 5],
        ['5A', '10', '考生a2', a2, 46.88, '3', 0, 2, 5, 10],
        ['5B', '2', '考生a1', a1, 81.25, '5*', 2, 4, 8, 15],
      ]);

      const data = await pack(f.teacherA, 'data');
      assert.equal(data.statusCode, 200, data.body);
      assert.equal(data.headers['content-disposition'], `attachment; filename="school-data-${f.examId}.xlsx"`);
      const rows = sheets(data.rawPayload).Data;
      assert.equal(rows.length, 1 + 3 * 4);
      assert.deepEqual(rows[1], ['5A', '9', '考生a3', a3, 1, '1', 'Multiple choice', 'Section A', 2, 2]);
      assert.deepEqual(rows[12], ['5B', '2', '考生a1', a1, 2, '4', 'Short essay', 'Section A', 15, 20]);

      const analysis = sheets((await pack(f.teacherA, 'analysis')).rawPayload);
      assert.deepEqual(Object.keys(analysis), ['Summary', 'Histogram', 'Levels', 'Groups', 'Questions']);
      assert.deepEqual(analysis.Summary[1], ['Participants, school', 3, 6]);
      assert.deepEqual(analysis.Levels[2], ['5*', 1, 1]);
      assert.deepEqual(analysis.Questions[1], [1, '1', 'Multiple choice', 2, 66.67, 66.67, 0.1429]);

      const results = sheets((await pack(f.teacherB, 'list', 'zh-hk')).rawPayload)['成績名單'];
      assert.deepEqual(results[0], [
        '班別',
        '學號',
        '姓名',
        '考生編號',
        '語文版本',
        '總分',
        '卷一',
        '卷二',
        '等級',
        '校內排名',
        '全港排名',
      ]);
      assert.deepEqual(
        results.slice(1).map((r) => [r[3], r[4], r[5], r[8]]),
        [
          [f.candidates.b1.candidateNo, '中文', 88.75, '5**'],
          [f.candidates.b2.candidateNo, '中文', 16.25, 'U'],
        ],
      );
    });

    it('writes text that looks like a formula as text', async () => {
      await t.db.query(`update candidates set name = $2, class = '@5A' where id = $1`, [
        f.candidates.a1.id,
        '=HYPERLINK("http://evil.example","x")',
      ]);
      const bytes = (await pack(f.teacherA, 'list')).rawPayload;
      const book = XLSX.read(bytes, { type: 'buffer', cellFormula: true });
      const sheet = book.Sheets[book.SheetNames[0]];
      const cells = Object.entries(sheet).filter(([ref]) => !ref.startsWith('!'));
      const name = cells.find(([, cell]) => String(cell.v).includes('HYPERLINK'));
      assert.ok(name);
      assert.equal(name[1].v, `'=HYPERLINK("http://evil.example","x")`);
      assert.equal(name[1].t, 's');
      assert.ok(cells.some(([, cell]) => cell.v === "'@5A"));
      assert.ok(cells.every(([, cell]) => cell.f === undefined));
    });
  });
}
