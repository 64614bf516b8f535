// Standardisation and seeds: practice scripts show their definitive mark, qualification decides live or
// not qualified, a stage without scripts is skipped, and seeds served among live items (looking like
// them) pause a marker after too many marks outside tolerance.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { openQuestionMarking } from '../../src/modules/marking/items';
import { bearer, startTestApp, type TestApp } from '../support/app';
import { dbKinds } from '../support/db';
import { addReference, assign, claimed, markingPaper, newMarker, settle, submit } from './claim-fixture';

for (const kind of dbKinds()) {
  describe(`standardisation and seeds on ${kind}`, () => {
    let t: TestApp;
    before(async () => {
      t = await startTestApp(kind);
    });
    after(() => t.close());

    async function status(markerId: number, questionId: number) {
      const { rows } = await t.db.query<{ status: string; paused_reason: string | null; seed_failures: number }>(
        'select status, paused_reason, seed_failures from marking_assignments where marker_id = $1 and question_id = $2',
        [markerId, questionId],
      );
      return rows[0];
    }

    for (const [scores, outcome] of [
      [[5, 6, 9], 'live'],
      [[5, 9, 9], 'not_qualified'],
    ] as const) {
      it(`practice then qualification: marks ${scores.join(', ')} against 5, 5, 5 (2 needed) make the marker ${outcome}`, async () => {
        const paper = await markingPaper(t.db, 3);
        await settle(t.db, paper.questionId, { tolerance: 1, qualify_min: 2 });
        await openQuestionMarking(t.db, paper.questionId);
        const [c1, c2, c3, c4] = paper.candidates;
        const practice = await addReference(t.db, paper.questionId, c1.id, 'practice', 6, 'Two points, one each');
        for (const c of [c2, c3, c4]) await addReference(t.db, paper.questionId, c.id, 'qualification', 5);
        const marker = await newMarker(t.db);
        await assign(t.db, paper.questionId, marker.id, { status: 'practice' });

        const first = (await claimed(t.app, marker, paper.questionId)).task!;
        assert.equal(first.kind, 'practice');
        assert.match(first.script_code, /^S[A-Z0-9]{7}$/);
        const shown = await submit(t.app, marker, first.id, { score: 4 });
        assert.deepEqual(shown.json(), {
          task_id: first.id,
          kind: 'practice',
          score: 4,
          definitive: { score: 6, note: 'Two points, one each' },
          status: 'qualifying',
        });
        const referenced = await t.db.query<{ reference_id: number }>(
          'select reference_id from marking_tasks where id = $1',
          [first.id],
        );
        assert.equal(referenced.rows[0].reference_id, practice);
        for (const [i, score] of scores.entries()) {
          const { task } = await claimed(t.app, marker, paper.questionId);
          assert.equal(task?.kind, 'qualification');
          const response = await submit(t.app, marker, task!.id, { score });
          assert.equal(response.json().definitive, null, 'qualification marks are not shown');
          assert.equal(response.json().status, i < scores.length - 1 ? 'qualifying' : outcome);
        }
        assert.equal((await status(marker.id, paper.questionId)).status, outcome);
        const listed = await t.app.inject({
          method: 'GET',
          url: '/api/marking/assignments',
          headers: bearer(marker.token),
        });
        const [mine] = listed.json().assignments;
        assert.deepEqual(
          [mine.question_id, mine.status, mine.open, mine.practice_done, mine.practice_total],
          [paper.questionId, outcome, true, 1, 1],
        );
        assert.deepEqual(
          [mine.qualification_done, mine.qualification_total, mine.qualification_within, mine.qualify_min],
          [3, 3, outcome === 'live' ? 2 : 1, 2],
        );
        assert.equal(mine.available, 6, 'every live item of the question is claimable');
        const next = await claimed(t.app, marker, paper.questionId);
        if (outcome === 'live') assert.equal(next.task?.kind, 'live');
        else assert.deepEqual(next, { task: null, reason: 'not_qualified' });
      });
    }

    it('a question without reference scripts takes a new marker straight to live marking', async () => {
      const paper = await markingPaper(t.db, 1);
      await settle(t.db, paper.questionId);
      await openQuestionMarking(t.db, paper.questionId);
      const marker = await newMarker(t.db);
      await assign(t.db, paper.questionId, marker.id, { status: 'practice' });
      assert.equal((await claimed(t.app, marker, paper.questionId)).task?.kind, 'live');
      assert.equal((await status(marker.id, paper.questionId)).status, 'live');
    });

    it('seeds come every seed_every live items, look live, and pause the marker at the failure limit', async () => {
      const paper = await markingPaper(t.db, 5);
      await settle(t.db, paper.questionId, { seed_every: 2, seed_fail_limit: 2, tolerance: 1 });
      await openQuestionMarking(t.db, paper.questionId);
      const seeds: number[] = [];
      // The first candidate's script is a seed too, but the marker marks it live first: never served to them.
      for (const c of [paper.candidates[0], ...paper.candidates.slice(-3)])
        seeds.push(await addReference(t.db, paper.questionId, c.id, 'seed', 8));
      const marker = await newMarker(t.db);
      await assign(t.db, paper.questionId, marker.id);
      const served: { kind: string; seed: boolean; reference: number | null }[] = [];
      const next = async (score: number) => {
        const { task, reason } = await claimed(t.app, marker, paper.questionId);
        if (!task) return reason;
        const { rows } = await t.db.query<{ reference_id: number | null }>(
          'select reference_id from marking_tasks where id = $1',
          [task.id],
        );
        served.push({ kind: task.kind, seed: rows[0].reference_id !== null, reference: rows[0].reference_id });
        assert.match(task.script_code, /^S[A-Z0-9]{7}$/);
        const response = await submit(t.app, marker, task.id, { score });
        assert.equal(response.statusCode, 200);
        assert.equal(response.json().kind, 'live');
        return response.json().status;
      };
      assert.equal(await next(5), 'live');
      assert.equal(await next(5), 'live');
      assert.equal(await next(8), 'live', 'a seed within tolerance');
      assert.equal((await status(marker.id, paper.questionId)).seed_failures, 0);
      assert.equal(await next(5), 'live');
      assert.equal(await next(5), 'live');
      assert.equal(await next(2), 'live', 'a first seed outside tolerance');
      assert.equal((await status(marker.id, paper.questionId)).seed_failures, 1);
      assert.equal(await next(5), 'live');
      assert.equal(await next(5), 'live');
      assert.equal(await next(2), 'paused', 'the second failure pauses');
      assert.deepEqual(
        served.map((s) => s.seed),
        [false, false, true, false, false, true, false, false, true],
      );
      assert.ok(served.every((s) => s.kind === 'live'));
      assert.ok(!served.some((s) => s.reference === seeds[0]), 'a script marked live never comes back as a seed');
      assert.deepEqual(await status(marker.id, paper.questionId), {
        status: 'paused',
        paused_reason: 'seeds',
        seed_failures: 2,
      });
      assert.deepEqual(await claimed(t.app, marker, paper.questionId), { task: null, reason: 'paused' });
    });
  });
}
