// Opening a question for on-screen marking: one anonymous item per candidate with a filed scan of its
// pages, none for multiple choice, second marking drawn by the share, and scans filed later become
// items when a marker's queue runs dry.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { newScriptCode, openPaperMarking, openQuestionMarking } from '../../src/modules/marking/items';
import { startTestApp, type TestApp } from '../support/app';
import { dbKinds } from '../support/db';
import { schoolCandidate } from '../support/exams';
import { assign, claimed, fileScan, markingPaper, newMarker, settle, submit } from './claim-fixture';

for (const kind of dbKinds()) {
  describe(`opening on-screen marking on ${kind}`, () => {
    let t: TestApp;
    before(async () => {
      t = await startTestApp(kind);
    });
    after(() => t.close());

    it('script codes look alike: S and seven unambiguous characters', () => {
      for (let i = 0; i < 200; i += 1) assert.match(newScriptCode(), /^S[A-HJKMNP-Z2-9]{7}$/);
    });

    it('makes one item per scanned candidate, once, with a round 1 task each', async () => {
      const paper = await markingPaper(t.db, 3);
      const unscanned = await schoolCandidate(t.db, paper.schools[0], 'chi');
      const first = await openQuestionMarking(t.db, paper.questionId);
      assert.deepEqual(first, { items: 6, created: 6 });
      assert.deepEqual(await openQuestionMarking(t.db, paper.questionId), { items: 6, created: 0 });
      const { rows } = await t.db.query<{ candidate_id: number; script_code: string; tasks: number }>(
        `select i.candidate_id, i.script_code, (select count(*)::int from marking_tasks t where t.item_id = i.id) as tasks
           from marking_items i where i.question_id = $1`,
        [paper.questionId],
      );
      assert.equal(rows.length, 6);
      assert.ok(rows.every((r) => r.tasks === 1 && /^S[A-Z0-9]{7}$/.test(r.script_code)));
      assert.ok(!rows.some((r) => r.candidate_id === unscanned.id));
      assert.equal(new Set(rows.map((r) => r.script_code)).size, 6);
    });

    it('leaves multiple choice out and opens a whole paper; double_share 100 doubles every item', async () => {
      const paper = await markingPaper(t.db, 2);
      await settle(t.db, paper.essayId, { double_share: 100 });
      assert.deepEqual(await openPaperMarking(t.db, paper.paperId), { items: 8, created: 8 });
      const { rows } = await t.db.query<{ question_id: number; round: number; n: number }>(
        `select question_id, round, count(*)::int as n from marking_tasks
          where question_id = any ($1::bigint[]) group by 1, 2 order by 1, 2`,
        [[paper.questionId, paper.essayId, paper.choiceId]],
      );
      assert.deepEqual(
        rows.map((r) => [r.question_id, r.round, r.n]),
        [
          [paper.questionId, 1, 4],
          [paper.essayId, 1, 4],
          [paper.essayId, 2, 4],
        ],
      );
    });

    it('a scan filed after opening becomes an item when the queue runs dry', async () => {
      const paper = await markingPaper(t.db, 1);
      await settle(t.db, paper.questionId);
      await openQuestionMarking(t.db, paper.questionId);
      const marker = await newMarker(t.db);
      await assign(t.db, paper.questionId, marker.id);
      for (let i = 0; i < 2; i += 1) {
        const { task } = await claimed(t.app, marker, paper.questionId);
        assert.ok(task);
        assert.equal((await submit(t.app, marker, task.id, { score: 5 })).statusCode, 200);
      }
      assert.deepEqual(await claimed(t.app, marker, paper.questionId), { task: null, reason: 'done' });
      const late = await schoolCandidate(t.db, paper.schools[1], 'chi');
      await fileScan(t.db, paper.paperId, late.id);
      const { task } = await claimed(t.app, marker, paper.questionId);
      assert.ok(task, 'the late scan is claimable');
      const item = await t.db.query<{ candidate_id: number }>(
        'select i.candidate_id from marking_tasks t join marking_items i on i.id = t.item_id where t.id = $1',
        [task.id],
      );
      assert.equal(item.rows[0].candidate_id, late.id);
    });
  });
}
