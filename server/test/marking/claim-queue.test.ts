// The live queue: markers claiming at once (from two server instances on PostgreSQL) never get one task
// between two of them; an expired lease returns a task; a marker never marks a second round of an item
// they marked, nor their own school's scripts; and nobody touches another marker's task.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { DEMO } from '../../src/seed/demo-accounts';
import { openQuestionMarking } from '../../src/modules/marking/items';
import { bearer, form, login, startTestApp, type TestApp } from '../support/app';
import { dbKinds } from '../support/db';
import { startSecondApp, type SecondApp } from '../support/second-app';
import {
  addReference,
  assign,
  claim,
  claimed,
  markingPaper,
  newMarker,
  settle,
  submit,
  type TestMarker,
} from './claim-fixture';

const MARKERS = 20;

for (const kind of dbKinds()) {
  describe(`the marking queue on ${kind}`, () => {
    let t: TestApp;
    let second: SecondApp | null = null;
    before(async () => {
      t = await startTestApp(kind);
      if (kind === 'postgres') second = await startSecondApp(t);
    });
    after(async () => {
      await second?.close();
      await t.close();
    });

    it(`${MARKERS} markers claiming at once through two instances never share a task`, async () => {
      const paper = await markingPaper(t.db, 15);
      await settle(t.db, paper.questionId, { double_share: 50 });
      const { items } = await openQuestionMarking(t.db, paper.questionId);
      const tasks = await t.db.query<{ n: number }>(
        'select count(*)::int as n from marking_tasks where question_id = $1',
        [paper.questionId],
      );
      const markers: TestMarker[] = [];
      for (let i = 0; i < MARKERS; i += 1) {
        const marker = await newMarker(t.db);
        await assign(t.db, paper.questionId, marker.id);
        markers.push(marker);
      }
      const apps: FastifyInstance[] = second ? [t.app, second.app] : [t.app];
      let rounds = 0;
      for (;;) {
        rounds += 1;
        assert.ok(rounds < 20, 'the queue drains');
        // Every marker claims three times at once, through both instances.
        const answers = await Promise.all(
          markers.flatMap((marker, m) =>
            [0, 1, 2].map(async (k) => ({
              marker,
              response: await claim(apps[(m + k) % apps.length], marker, paper.questionId),
            })),
          ),
        );
        const holder = new Map<number, number>();
        const mine = new Map<number, Set<number>>();
        for (const { marker, response } of answers) {
          assert.equal(response.statusCode, 200, response.body);
          const task = response.json().task;
          if (!task) continue;
          const other = holder.get(task.id);
          assert.ok(other === undefined || other === marker.id, `task ${task.id} went to two markers`);
          holder.set(task.id, marker.id);
          mine.set(marker.id, (mine.get(marker.id) ?? new Set()).add(task.id));
        }
        for (const held of mine.values()) assert.equal(held.size, 1, 'a marker holds one task of a question');
        if (holder.size === 0) break;
        await Promise.all(
          [...holder].map(async ([taskId, markerId], i) => {
            const marker = markers.find((each) => each.id === markerId)!;
            const response = await submit(apps[i % apps.length], marker, taskId, { score: 5 });
            assert.equal(response.statusCode, 200, response.body);
          }),
        );
      }
      const done = await t.db.query<{ marks: number; items_final: number; doubled_by_one: number }>(
        `select (select count(*)::int from marking_marks m join marking_tasks t on t.id = m.task_id
                  where t.question_id = $1) as marks,
                (select count(*)::int from marking_items where question_id = $1 and state = 'final') as items_final,
                (select count(*)::int from marking_tasks a join marking_tasks b on b.item_id = a.item_id and b.round = 2
                  where a.question_id = $1 and a.round = 1 and a.marker_id = b.marker_id) as doubled_by_one`,
        [paper.questionId],
      );
      assert.equal(done.rows[0].marks, tasks.rows[0].n, 'every task marked exactly once');
      assert.equal(done.rows[0].items_final, items);
      assert.equal(done.rows[0].doubled_by_one, 0, 'no item marked twice by one marker');
    });

    it('an expired lease returns the task to the queue; its first marker lost it', async () => {
      const paper = await markingPaper(t.db, 1);
      await settle(t.db, paper.questionId);
      await openQuestionMarking(t.db, paper.questionId);
      const [a, b] = [await newMarker(t.db), await newMarker(t.db)];
      for (const marker of [a, b]) await assign(t.db, paper.questionId, marker.id);
      const first = (await claimed(t.app, a, paper.questionId)).task!;
      const secondTask = (await claimed(t.app, a, paper.questionId)).task!;
      assert.equal(secondTask.id, first.id, 'claiming again gives back the task held');
      const other = (await claimed(t.app, b, paper.questionId)).task!;
      assert.notEqual(other.id, first.id);
      assert.equal((await claimed(t.app, b, paper.questionId)).task?.id, other.id);
      // b moves on; a's lease runs out.
      assert.equal((await submit(t.app, b, other.id, { score: 3 })).statusCode, 200);
      assert.deepEqual(await claimed(t.app, b, paper.questionId), { task: null, reason: 'waiting' });
      await t.db.query("update marking_tasks set lease_until = now() - interval '1 second' where id = $1", [first.id]);
      const taken = (await claimed(t.app, b, paper.questionId)).task!;
      assert.equal(taken.id, first.id);
      const lost = await submit(t.app, a, first.id, { score: 4 });
      assert.equal(lost.statusCode, 409);
      assert.equal(lost.json().code, 'MARKING_LEASE_LOST');
      assert.equal((await submit(t.app, b, first.id, { score: 4 })).statusCode, 200);
      assert.deepEqual(await claimed(t.app, a, paper.questionId), { task: null, reason: 'done' });
    });

    it('an expired lease nobody took still lets its marker submit; a released task goes to the next', async () => {
      const paper = await markingPaper(t.db, 1);
      await settle(t.db, paper.questionId);
      await openQuestionMarking(t.db, paper.questionId);
      const [a, b] = [await newMarker(t.db), await newMarker(t.db)];
      for (const marker of [a, b]) await assign(t.db, paper.questionId, marker.id);
      const held = (await claimed(t.app, a, paper.questionId)).task!;
      await t.db.query("update marking_tasks set lease_until = now() - interval '1 second' where id = $1", [held.id]);
      assert.equal((await submit(t.app, a, held.id, { score: 4 })).statusCode, 200);
      const next = (await claimed(t.app, a, paper.questionId)).task!;
      const release = await t.app.inject({
        method: 'DELETE',
        url: `/api/marking/tasks/${next.id}/lease`,
        headers: bearer(a.token),
      });
      assert.equal(release.statusCode, 200);
      assert.equal((await claimed(t.app, b, paper.questionId)).task?.id, next.id);
    });

    it('a second marker is never the first, and nobody marks their own school', async () => {
      const paper = await markingPaper(t.db, 2);
      await settle(t.db, paper.questionId, { double_share: 100, tolerance: 10 });
      await openQuestionMarking(t.db, paper.questionId);
      const [schoolA, schoolB] = paper.schools;
      const a = await newMarker(t.db, schoolA);
      const b = await newMarker(t.db, schoolB);
      for (const marker of [a, b]) await assign(t.db, paper.questionId, marker.id);
      const seen = async (marker: typeof a) => {
        const candidates: number[] = [];
        for (;;) {
          const { task, reason } = await claimed(t.app, marker, paper.questionId);
          if (!task) return { candidates, reason };
          const { rows } = await t.db.query<{ candidate_id: number }>(
            'select i.candidate_id from marking_tasks t join marking_items i on i.id = t.item_id where t.id = $1',
            [task.id],
          );
          candidates.push(rows[0].candidate_id);
          assert.equal((await submit(t.app, marker, task.id, { score: 5 })).statusCode, 200);
        }
      };
      const ofSchool = (schoolId: number) => paper.candidates.filter((c) => c.schoolId === schoolId).map((c) => c.id);
      const byA = await seen(a);
      assert.deepEqual(byA.candidates.sort(), ofSchool(schoolB).sort(), 'a marks school B once each');
      assert.equal(byA.reason, 'done');
      const byB = await seen(b);
      assert.deepEqual(byB.candidates.sort(), ofSchool(schoolA).sort());
      // Round 2 of school B's items waits for a third marker of neither school.
      const c = await newMarker(t.db);
      await assign(t.db, paper.questionId, c.id);
      const byC = await seen(c);
      assert.equal(byC.candidates.length, 4);
    });

    it("a marker cannot see, mark, renew or flag another's task", async () => {
      const paper = await markingPaper(t.db, 1);
      await settle(t.db, paper.questionId);
      await openQuestionMarking(t.db, paper.questionId);
      const [a, b] = [await newMarker(t.db), await newMarker(t.db)];
      for (const marker of [a, b]) await assign(t.db, paper.questionId, marker.id);
      const task = (await claimed(t.app, a, paper.questionId)).task!;
      const as = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
        t.app.inject({ method, url, headers: bearer(b.token), payload });
      assert.equal((await as('GET', `/api/marking/tasks/${task.id}`)).statusCode, 404);
      assert.equal((await submit(t.app, b, task.id, { score: 1 })).statusCode, 409);
      assert.equal((await as('POST', `/api/marking/tasks/${task.id}/lease`)).statusCode, 409);
      assert.equal((await as('DELETE', `/api/marking/tasks/${task.id}/lease`)).statusCode, 409);
      assert.equal((await as('POST', `/api/marking/tasks/${task.id}/flag`, { reason: 'blank' })).statusCode, 409);
      assert.equal((await submit(t.app, a, task.id, { score: 6 })).statusCode, 200);
      assert.equal((await as('GET', `/api/marking/tasks/${task.id}`)).statusCode, 404);
      assert.equal((await submit(t.app, b, task.id, { score: 1 })).statusCode, 404);
      const mine = await t.app.inject({
        method: 'GET',
        url: `/api/marking/tasks/${task.id}`,
        headers: bearer(a.token),
      });
      assert.equal(mine.statusCode, 200);
      assert.equal(mine.json().mark.score, 6);
      // A reference script is its marker's own from the start.
      const practiceQuestion = paper.essayId;
      await addReference(t.db, practiceQuestion, paper.candidates[0].id, 'practice', 10);
      await assign(t.db, practiceQuestion, a.id, { status: 'practice' });
      await assign(t.db, practiceQuestion, b.id, { status: 'practice' });
      const practice = (await claimed(t.app, a, practiceQuestion)).task!;
      assert.equal(practice.kind, 'practice');
      assert.equal((await as('GET', `/api/marking/tasks/${practice.id}`)).statusCode, 404);
      assert.equal((await as('POST', `/api/marking/tasks/${practice.id}/lease`)).statusCode, 404);
      const other = await submit(t.app, b, practice.id, {
        score: 10,
        criteria: { a_content: 5, a_tone: 3, a_organisation: 2 },
      });
      assert.equal(other.statusCode, 404);
    });

    it('claims answer why there is nothing: not assigned, not open; flags keep the task held', async () => {
      const paper = await markingPaper(t.db, 1);
      await openQuestionMarking(t.db, paper.questionId);
      const a = await newMarker(t.db);
      const refused = await claim(t.app, a, paper.questionId);
      assert.equal(refused.statusCode, 403);
      assert.equal(refused.json().code, 'MARKING_NOT_ASSIGNED');
      await assign(t.db, paper.questionId, a.id);
      assert.deepEqual(await claimed(t.app, a, paper.questionId), { task: null, reason: 'not_open' });
      await settle(t.db, paper.questionId);
      const task = (await claimed(t.app, a, paper.questionId)).task!;
      const flag = await t.app.inject({
        method: 'POST',
        url: `/api/marking/tasks/${task.id}/flag`,
        headers: bearer(a.token),
        payload: { reason: 'illegible', note: 'faint scan' },
      });
      assert.equal(flag.statusCode, 200);
      const { rows } = await t.db.query<{ reason: string; note: string }>(
        'select reason, note from marking_flags where task_id = $1',
        [task.id],
      );
      assert.deepEqual(rows, [{ reason: 'illegible', note: 'faint scan' }]);
      assert.equal((await claimed(t.app, a, paper.questionId)).task?.id, task.id);
      const renewed = await t.app.inject({
        method: 'POST',
        url: `/api/marking/tasks/${task.id}/lease`,
        headers: bearer(a.token),
      });
      assert.equal(renewed.statusCode, 200);
      assert.ok(Date.parse(renewed.json().lease_until) > Date.now() + 500_000);
    });

    it('a marker logs in as a marker and is refused the back office', async () => {
      const marker = await newMarker(t.db);
      const { rows } = await t.db.query<{ username: string }>('select username from users where id = $1', [marker.id]);
      const { hashPassword } = await import('../../src/lib/passwords');
      await t.db.query('update users set password_hash = $2 where id = $1', [
        marker.id,
        await hashPassword('Marker-pass-2026'),
      ]);
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/user/login',
        ...form({ realm: 'staff-realm', username: rows[0].username, password: 'Marker-pass-2026', persist: 'true' }),
      });
      assert.equal(response.statusCode, 200, response.body);
      const { access_token: token, expires_at: expiresAt, profile } = response.json();
      assert.equal(profile.role, 'marker');
      assert.equal(profile.staff, undefined, 'a marker is not staff');
      // Short like a staff session, whatever persist says.
      assert.ok(Date.parse(expiresAt) - Date.now() <= 12 * 3600_000);
      const me = await t.app.inject({ method: 'GET', url: '/api/marking/questions/1/recent', headers: bearer(token) });
      assert.equal(me.statusCode, 403);
      assert.equal(me.json().code, 'MARKING_NOT_ASSIGNED');
      const admin = await t.app.inject({ method: 'GET', url: '/api/admin/audit', headers: bearer(token) });
      assert.equal(admin.statusCode, 403);
      const staff = await login(t.app, 'staff-realm', DEMO.admin.username, DEMO.admin.password);
      const asStaff = await t.app.inject({
        method: 'POST',
        url: '/api/marking/questions/1/claim',
        headers: bearer(staff),
      });
      assert.equal(asStaff.statusCode, 403);
    });
  });
}
