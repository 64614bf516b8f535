// A paper's marking progress on a small hand-made set of items and marks (written straight into the
// database): per question items, finals, second and third markings waiting, open flags and the first
// marks' mean and spread; per marker their marks, pace, mean, spread, agreement with second markers
// and seeds. A chief sees their own questions only; staff see every question.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { DEMO } from '../../src/seed/demo-accounts';
import { openQuestionMarking } from '../../src/modules/marking/items';
import { bearer, login, startTestApp, type TestApp } from '../support/app';
import { dbKinds } from '../support/db';
import { addReference, assign, markingPaper, newMarker, settle } from './claim-fixture';

for (const kind of dbKinds()) {
  describe(`a paper's marking progress on ${kind}`, () => {
    let t: TestApp;
    before(async () => {
      t = await startTestApp(kind);
    });
    after(() => t.close());

    it('works out the figures of a hand-made set', async () => {
      const staff = await login(t.app, DEMO.admin.realm, DEMO.admin.username, DEMO.admin.password);
      const paper = await markingPaper(t.db, 3);
      const q1 = paper.questionId;
      await settle(t.db, q1, { tolerance: 1 });
      await openQuestionMarking(t.db, q1);
      const a = await newMarker(t.db);
      const b = await newMarker(t.db);
      const chief = await newMarker(t.db);
      const bystander = await newMarker(t.db);
      await t.db.query("update users set display_name = 'Amy' where id = $1", [a.id]);
      await t.db.query("update users set display_name = 'Ben' where id = $1", [b.id]);
      await t.db.query("update users set display_name = 'Chief' where id = $1", [chief.id]);
      const assignA = await assign(t.db, q1, a.id);
      const assignB = await assign(t.db, q1, b.id);
      await assign(t.db, q1, chief.id, { role: 'chief' });
      await assign(t.db, paper.essayId, bystander.id);

      const { rows: items } = await t.db.query<{ id: number }>(
        'select id from marking_items where question_id = $1 order by id',
        [q1],
      );
      assert.equal(items.length, 6);
      const item = (n: number) => items[n - 1].id;
      // Items 1, 2, 3 and 6 are double marked.
      for (const n of [1, 2, 3, 6]) {
        await t.db.query('update marking_items set double_marked = true where id = $1', [item(n)]);
        await t.db.query('insert into marking_tasks (question_id, item_id, round) values ($1, $2, 2)', [q1, item(n)]);
      }
      const task = async (n: number, round: number) =>
        (
          await t.db.query<{ id: number }>('select id from marking_tasks where item_id = $1 and round = $2', [
            item(n),
            round,
          ])
        ).rows[0].id;
      let keys = 0;
      const mark = async (
        taskId: number,
        markerId: number,
        score: number,
        opts: { seconds?: number; at?: string; within?: boolean } = {},
      ) => {
        await t.db.query("update marking_tasks set marker_id = $2, state = 'done' where id = $1", [taskId, markerId]);
        await t.db.query(
          `insert into marking_marks (task_id, marker_id, score, idempotency_key, seconds, submitted_at, within_tolerance)
           values ($1, $2, $3, $4, $5, coalesce($6::timestamptz, now()), $7)`,
          [taskId, markerId, score, `p${++keys}`, opts.seconds ?? null, opts.at ?? null, opts.within ?? null],
        );
      };
      // Amy: first marks 4, 6, 8, 2 on items 1-4, a minute each.
      for (const [n, score] of [
        [1, 4],
        [2, 6],
        [3, 8],
        [4, 2],
      ])
        await mark(await task(n, 1), a.id, score, { seconds: 60 });
      // Ben: a first mark of 5 on item 5, then second marks 5, 8, 8 on items 1-3, ten minutes apart (no seconds).
      await mark(await task(5, 1), b.id, 5, { at: '2030-01-01T10:00:00Z' });
      await mark(await task(1, 2), b.id, 5, { at: '2030-01-01T10:10:00Z' });
      await mark(await task(2, 2), b.id, 8, { at: '2030-01-01T10:20:00Z' });
      await mark(await task(3, 2), b.id, 8, { at: '2030-01-01T10:30:00Z' });
      // Items 1, 3 and 4 are final; item 2 (6 and 8, beyond tolerance 1) waits for the chief.
      await t.db.query("update marking_items set state = 'final', final_score = 1 where id = any($1::bigint[])", [
        [item(1), item(3), item(4)],
      ]);
      await t.db.query("update marking_items set state = 'third' where id = $1", [item(2)]);
      await t.db.query('insert into marking_tasks (question_id, item_id, round) values ($1, $2, 3)', [q1, item(2)]);
      // Amy's two seeds: one within tolerance, one not.
      const seed = await addReference(t.db, q1, paper.candidates[0].id, 'seed', 5);
      for (const within of [true, false]) {
        const { rows } = await t.db.query<{ id: number }>(
          `insert into marking_tasks (question_id, reference_id, marker_id) values ($1, $2, $3) returning id`,
          [q1, seed, a.id],
        );
        await mark(rows[0].id, a.id, within ? 5 : 9, { within });
      }
      // One open flag (and one resolved).
      for (const resolved of [false, true]) {
        await t.db.query(
          `insert into marking_flags (task_id, marker_id, reason, resolved_at) values ($1, $2, 'illegible', $3)`,
          [await task(6, 1), b.id, resolved ? new Date() : null],
        );
      }

      const progress = async (token: string) =>
        t.app.inject({ method: 'GET', url: `/api/marking/papers/${paper.paperId}/progress`, headers: bearer(token) });
      const asStaff = await progress(staff);
      assert.equal(asStaff.statusCode, 200, asStaff.body);
      const figures = asStaff.json();
      assert.deepEqual(
        figures.questions.map((q: { label: string }) => q.label),
        ['1', '2', '3'],
      );
      // First marks 4, 6, 8, 2, 5: mean 5, population spread 2.
      assert.deepEqual(figures.questions[0], {
        question_id: q1,
        label: '1',
        max_score: 10,
        open: true,
        items: 6,
        final: 3,
        remaining: 3,
        in_second: 1,
        in_third: 1,
        open_flags: 1,
        mean: 5,
        spread: 2,
      });
      assert.equal(figures.questions[1].items, 0);
      assert.equal(figures.questions[1].mean, null);

      const byName = Object.fromEntries(
        figures.markers
          .filter((m: { question_id: number }) => m.question_id === q1)
          .map((m: { name: string }) => [m.name, m]),
      );
      // Amy: 4 marks in 4 minutes = 60 an hour; mean 5, spread √5; Ben agreed on items 1 and 3 of 3.
      assert.deepEqual(byName.Amy, {
        assignment_id: assignA,
        question_id: q1,
        marker_id: a.id,
        name: 'Amy',
        role: 'marker',
        status: 'live',
        paused_reason: null,
        items: 4,
        per_hour: 60,
        mean: 5,
        spread: 2.24,
        agreement: 0.6667,
        seeds: 2,
        seed_failures: 1,
      });
      // Ben: 4 marks over half an hour = 8 an hour; mean 6.5, spread 1.5.
      assert.deepEqual(
        { ...byName.Ben, assignment_id: undefined },
        {
          assignment_id: undefined,
          question_id: q1,
          marker_id: b.id,
          name: 'Ben',
          role: 'marker',
          status: 'live',
          paused_reason: null,
          items: 4,
          per_hour: 8,
          mean: 6.5,
          spread: 1.5,
          agreement: 0.6667,
          seeds: 0,
          seed_failures: 0,
        },
      );
      assert.equal(byName.Ben.assignment_id, assignB);
      assert.deepEqual(
        [byName.Chief.items, byName.Chief.per_hour, byName.Chief.mean, byName.Chief.agreement, byName.Chief.role],
        [0, null, null, null, 'chief'],
      );
      // The chief comes first among a question's markers.
      assert.equal(figures.markers[0].name, 'Chief');
      assert.ok(figures.markers.some((m: { marker_id: number }) => m.marker_id === bystander.id));

      // The chief of question 1 sees question 1 only; a marker who is no chief is refused.
      const asChief = (await progress(chief.token)).json();
      assert.deepEqual(
        asChief.questions.map((q: { question_id: number }) => q.question_id),
        [q1],
      );
      assert.ok(asChief.markers.every((m: { question_id: number }) => m.question_id === q1));
      assert.deepEqual(asChief.questions[0], figures.questions[0]);
      const refused = await progress(a.token);
      assert.equal(refused.statusCode, 403);
      assert.equal(refused.json().code, 'MARKING_NOT_CHIEF');
      assert.equal((await progress(bystander.token)).statusCode, 403);
      const none = await t.app.inject({
        method: 'GET',
        url: '/api/marking/papers/999999999/progress',
        headers: bearer(staff),
      });
      assert.equal(none.statusCode, 404);
    });
  });
}
