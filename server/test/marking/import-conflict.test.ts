// One source of marks: a workbook import refuses, row by row (MARKED_ON_SCREEN), to change a mark
// given on screen, unless staff choose to replace on-screen marks; a row that leaves such a mark as it
// is passes and the mark stays the screen's. Imported marks are the import's, and an import that
// writes raises the exam's marks version as always.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { DEMO } from '../../src/seed/demo-accounts';
import { bearer, login, startTestApp, type TestApp } from '../support/app';
import { dbKinds } from '../support/db';
import { addQuestions, newExam, schoolCandidate, twoSchools } from '../support/exams';

for (const kind of dbKinds()) {
  describe(`the marks import and marks given on screen on ${kind}`, () => {
    let t: TestApp;
    before(async () => {
      t = await startTestApp(kind);
    });
    after(() => t.close());

    it('refuses to change an on-screen mark unless told to replace it', async () => {
      const staff = await login(t.app, DEMO.admin.realm, DEMO.admin.username, DEMO.admin.password);
      const exam = await newExam(t.db, 'chi', [100]);
      const paperId = exam.papers[1];
      const ids = await addQuestions(t.db, paperId, [
        { label: '1', type: 'short_question', section: 'A', max: 10 },
        {
          label: '2',
          type: 'short_essay',
          section: 'A',
          max: 20,
          criteria: [
            ['a_content', 10],
            ['a_tone', 5],
            ['a_organisation', 5],
          ],
        },
      ]);
      const [school] = await twoSchools(t.db);
      const list = { cycleId: exam.cycleId };
      const [c1, c2, c3] = [
        await schoolCandidate(t.db, school, 'chi', list),
        await schoolCandidate(t.db, school, 'chi', list),
        await schoolCandidate(t.db, school, 'chi', list),
      ];
      const answer = async (candidate: number, question: number, score: number, source: 'screen' | 'import') =>
        t.db.query('insert into answers (candidate_id, question_id, score, source) values ($1, $2, $3, $4)', [
          candidate,
          question,
          score,
          source,
        ]);
      // Marked on screen: c1's question 1 (7) and essay (12: 6, 3, 3); c2's question 1 (5). Imported: c3's (4).
      await answer(c1.id, ids['1'], 7, 'screen');
      await answer(c1.id, ids['2'], 12, 'screen');
      for (const [code, score] of [
        ['a_content', 6],
        ['a_tone', 3],
        ['a_organisation', 3],
      ] as const) {
        await t.db.query('insert into criterion_scores (candidate_id, criterion_id, score) values ($1, $2, $3)', [
          c1.id,
          ids[`2.${code}`],
          score,
        ]);
      }
      await answer(c2.id, ids['1'], 5, 'screen');
      await answer(c3.id, ids['1'], 4, 'import');
      const version = async () =>
        (await t.db.query<{ v: number }>('select marks_version as v from exams where id = $1', [exam.examId])).rows[0]
          .v;
      const before = await version();
      const answers = async () =>
        (
          await t.db.query<{ candidate_id: number; question_id: number; score: number; source: string }>(
            `select candidate_id, question_id, score, source from answers
              where candidate_id = any($1::bigint[]) order by candidate_id, question_id`,
            [[c1.id, c2.id, c3.id]],
          )
        ).rows.map((r) => [r.candidate_id, r.question_id, r.score, r.source]);
      const untouched = await answers();

      const rows = [
        // Changes question 1, and the essay's criteria with the same total: both refused.
        {
          candidate_no: c1.candidate_no,
          scores: { '1': 8, '2': 12 },
          criteria: { '2': { a_content: 7, a_tone: 2, a_organisation: 3 } },
        },
        // The same mark as on screen: passes, and stays the screen's.
        { candidate_no: c2.candidate_no, scores: { '1': 5 } },
        { candidate_no: c3.candidate_no, scores: { '1': 6 } },
      ];
      const url = `/api/admin/exam-papers/${paperId}/marks`;
      const refused = await t.app.inject({ method: 'POST', url, payload: { rows }, headers: bearer(staff) });
      assert.equal(refused.statusCode, 400, refused.body);
      assert.deepEqual(
        refused
          .json()
          .row_errors.map((e: { row: number; field: string; key: string }) => [e.row, e.field, e.key])
          .sort(),
        [
          [0, 'scores.1', 'MARKED_ON_SCREEN'],
          [0, 'scores.2', 'MARKED_ON_SCREEN'],
        ],
      );
      assert.equal(refused.json().fields['rows.0.scores.1'].en.startsWith('This mark was given on screen'), true);
      assert.deepEqual(await answers(), untouched, 'nothing written');
      assert.equal(await version(), before);

      // Without the essay's change and the changed mark, the import goes through.
      const unchanged = await t.app.inject({
        method: 'POST',
        url,
        payload: { rows: rows.slice(1) },
        headers: bearer(staff),
      });
      assert.equal(unchanged.statusCode, 200, unchanged.body);
      assert.deepEqual(await answers(), [
        [c1.id, ids['1'], 7, 'screen'],
        [c1.id, ids['2'], 12, 'screen'],
        [c2.id, ids['1'], 5, 'screen'],
        [c3.id, ids['1'], 6, 'import'],
      ]);
      assert.equal(await version(), before + 1);

      const replaced = await t.app.inject({
        method: 'POST',
        url,
        payload: { rows, replace_on_screen: true },
        headers: bearer(staff),
      });
      assert.equal(replaced.statusCode, 200, replaced.body);
      assert.deepEqual(await answers(), [
        [c1.id, ids['1'], 8, 'import'],
        [c1.id, ids['2'], 12, 'import'],
        [c2.id, ids['1'], 5, 'screen'],
        [c3.id, ids['1'], 6, 'import'],
      ]);
      const { rows: criteria } = await t.db.query<{ score: number }>(
        'select score from criterion_scores where candidate_id = $1 and criterion_id = $2',
        [c1.id, ids['2.a_content']],
      );
      assert.equal(criteria[0].score, 7);
      assert.equal(await version(), before + 2);
      const audit = await t.db.query<{ data: { replaced_on_screen: number } }>(
        `select data from audit_log where action = 'marks.imported' and entity_id = $1 order by id`,
        [String(exam.examId)],
      );
      assert.deepEqual(
        audit.rows.map((r) => r.data.replaced_on_screen),
        [0, 2],
      );
    });
  });
}
