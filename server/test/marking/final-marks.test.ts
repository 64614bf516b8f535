// Final marks: round 1 alone, two marks by the final rule within tolerance, a chief's third marking
// beyond it; each final lands in answers with the exam's marks version raised (a run graded before
// cannot be published) and an audit entry naming the script code, never the candidate.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Db } from '../../src/db';
import { runGrading } from '../../src/modules/grading/run';
import { publishRun } from '../../src/modules/grading/runs';
import { openQuestionMarking } from '../../src/modules/marking/items';
import { combine } from '../../src/modules/marking/finalise';
import { messages } from '@mockexam/contracts';
import { bearer, startTestApp, type TestApp } from '../support/app';
import { dbKinds } from '../support/db';
import { setCuts } from '../support/exams';
import { assign, claimed, markingPaper, newMarker, settle, submit, type TestMarker } from './claim-fixture';

async function answer(db: Db, questionId: number) {
  const { rows } = await db.query<{ score: number | null; source: string }>(
    'select score, source from answers where question_id = $1',
    [questionId],
  );
  return rows;
}

async function marksVersion(db: Db, examId: number): Promise<number> {
  const { rows } = await db.query<{ v: number }>('select marks_version as v from exams where id = $1', [examId]);
  return rows[0].v;
}

for (const kind of dbKinds()) {
  describe(`final marks of on-screen marking on ${kind}`, () => {
    let t: TestApp;
    before(async () => {
      t = await startTestApp(kind);
    });
    after(() => t.close());

    it('the final rules: mean rounded half up to the step, higher, lower', () => {
      assert.equal(combine(6, 7, 'mean', 1), 7);
      assert.equal(combine(6, 7, 'mean', 0.5), 6.5);
      assert.equal(combine(6.5, 7, 'mean', 0.5), 7);
      assert.equal(combine(6, 8, 'mean', 1), 7);
      assert.equal(combine(6, 7, 'higher', 1), 7);
      assert.equal(combine(6, 7, 'lower', 1), 6);
    });

    it('a single-marked item is final with its mark: answers, marks version, audit, and a stale run is not published', async () => {
      const paper = await markingPaper(t.db, 1);
      await setCuts(t.db, paper.exam.examId);
      await settle(t.db, paper.questionId, { double_share: 0 });
      await openQuestionMarking(t.db, paper.questionId);
      const marker = await newMarker(t.db);
      await assign(t.db, paper.questionId, marker.id);
      const stale = await runGrading(t.db, paper.exam.examId, null);
      const before = await marksVersion(t.db, paper.exam.examId);
      const task = (await claimed(t.app, marker, paper.questionId)).task!;
      const response = await submit(t.app, marker, task.id, { score: 7, comment: 'clear answer' });
      assert.equal(response.statusCode, 200);
      assert.deepEqual(response.json(), { task_id: task.id, kind: 'live', score: 7, definitive: null, status: 'live' });
      const { rows: item } = await t.db.query<{ candidate_id: number; state: string; final_score: number }>(
        'select i.candidate_id, i.state, i.final_score from marking_items i join marking_tasks t on t.item_id = i.id where t.id = $1',
        [task.id],
      );
      assert.deepEqual(item[0], { candidate_id: item[0].candidate_id, state: 'final', final_score: 7 });
      const { rows: answers } = await t.db.query<{ score: number; source: string }>(
        'select score, source from answers where question_id = $1 and candidate_id = $2',
        [paper.questionId, item[0].candidate_id],
      );
      assert.deepEqual(answers, [{ score: 7, source: 'screen' }]);
      assert.equal(await marksVersion(t.db, paper.exam.examId), before + 1);
      await assert.rejects(
        publishRun(t.db, t.app.notices, { userId: null, role: 'staff' }, paper.exam.examId, stale.runId),
        {
          statusCode: 409,
        },
      );
      const audit = await t.db.query<{ actor_user_id: number; actor_role: string; data: Record<string, unknown> }>(
        "select actor_user_id, actor_role, data from audit_log where action = 'marking.final' and entity = 'marking_item' and data->>'script_code' = $1",
        [task.script_code],
      );
      assert.deepEqual(audit.rows, [
        {
          actor_user_id: marker.id,
          actor_role: 'marker',
          data: { question: '1', script_code: task.script_code, from: null, to: 7 },
        },
      ]);
      assert.ok(!JSON.stringify(audit.rows).includes('Student'), 'no candidate name in the audit entry');
    });

    it('the same Idempotency-Key twice counts once; for another task it is refused', async () => {
      const paper = await markingPaper(t.db, 2);
      await settle(t.db, paper.questionId);
      await openQuestionMarking(t.db, paper.questionId);
      const marker = await newMarker(t.db);
      await assign(t.db, paper.questionId, marker.id);
      const task = (await claimed(t.app, marker, paper.questionId)).task!;
      const first = await submit(t.app, marker, task.id, { score: 4 }, 'same-key');
      const again = await submit(t.app, marker, task.id, { score: 9 }, 'same-key');
      assert.equal(first.statusCode, 200);
      assert.equal(again.statusCode, 200);
      assert.equal(again.headers['idempotent-replayed'], 'true');
      assert.equal(again.json().score, 4, 'the replay answers the stored mark');
      const marks = await t.db.query<{ score: number }>('select score from marking_marks where task_id = $1', [
        task.id,
      ]);
      assert.deepEqual(marks.rows, [{ score: 4 }]);
      const audit = await t.db.query<{ n: number }>(
        "select count(*)::int as n from audit_log where action = 'marking.final' and data->>'script_code' = $1",
        [task.script_code],
      );
      assert.equal(audit.rows[0].n, 1);
      const since = await t.db.query<{ since_seed: number }>(
        'select since_seed from marking_assignments where marker_id = $1',
        [marker.id],
      );
      assert.equal(since.rows[0].since_seed, 1);
      const next = (await claimed(t.app, marker, paper.questionId)).task!;
      const reused = await submit(t.app, marker, next.id, { score: 4 }, 'same-key');
      assert.equal(reused.statusCode, 409);
      assert.equal(reused.json().code, 'MARKING_IDEMPOTENCY_KEY_REUSED');
      const missing = await t.app.inject({
        method: 'PUT',
        url: `/api/marking/tasks/${next.id}/mark`,
        headers: bearer(marker.token),
        payload: { score: 4 },
      });
      assert.equal(missing.statusCode, 400);
      assert.equal(missing.json().fields['Idempotency-Key'].en, messages.IDEMPOTENCY_KEY_REQUIRED.en);
    });

    it('checks a mark against the question: maximum, step, criteria, pages', async () => {
      const paper = await markingPaper(t.db, 1);
      await settle(t.db, paper.questionId);
      await settle(t.db, paper.essayId, { step: 0.5 });
      await openQuestionMarking(t.db, paper.questionId);
      await openQuestionMarking(t.db, paper.essayId);
      const marker = await newMarker(t.db);
      await assign(t.db, paper.questionId, marker.id);
      await assign(t.db, paper.essayId, marker.id);
      const short = (await claimed(t.app, marker, paper.questionId)).task!;
      // The refusal's message key, found from its English text.
      const codeOf = async (body: Record<string, unknown>, taskId = short.id) => {
        const response = await submit(t.app, marker, taskId, body);
        if (response.statusCode === 200) return 'ok';
        const key = Object.entries(messages).find(([, text]) => text.en === response.json().msg_en)?.[0];
        return `${response.statusCode} ${key}`;
      };
      assert.match(await codeOf({ score: 10.5 }), /400 .*MARKING_SCORE_ABOVE_MAX/);
      assert.match(await codeOf({ score: 6.5 }), /400 .*MARKING_SCORE_STEP/);
      assert.match(await codeOf({ score: 6, criteria: { a_content: 6 } }), /400 .*MARKING_CRITERIA_NOT_ESSAY/);
      assert.match(
        await codeOf({ score: 6, annotations: [{ kind: 'tick', page: 2, x: 0.1, y: 0.1 }] }),
        /400 .*MARKING_ANNOTATION_INVALID/,
      );
      assert.equal(await codeOf({ score: 6, annotations: [{ kind: 'tick', page: 1, x: 0.1, y: 0.1 }] }), 'ok');
      const essay = (await claimed(t.app, marker, paper.essayId)).task!;
      assert.match(await codeOf({ score: 12 }, essay.id), /400 .*MARKING_CRITERIA_REQUIRED/);
      assert.match(
        await codeOf({ score: 12, criteria: { a_content: 6, a_tone: 3, a_organisation: 2 } }, essay.id),
        /400 .*MARKING_CRITERIA_REQUIRED/,
      );
      assert.match(
        await codeOf({ score: 12, criteria: { a_content: 4, a_tone: 6, a_organisation: 2 } }, essay.id),
        /400 .*MARKING_SCORE_ABOVE_MAX/,
      );
      assert.equal(
        await codeOf({ score: 11.5, criteria: { a_content: 6.5, a_tone: 3, a_organisation: 2 } }, essay.id),
        'ok',
      );
      const { rows } = await t.db.query<{ candidate_id: number; score: number }>(
        `select c.candidate_id, c.score from criterion_scores c join question_criteria qc on qc.id = c.criterion_id
          where qc.question_id = $1 order by qc.sort_order`,
        [paper.essayId],
      );
      assert.deepEqual(
        rows.map((r) => r.score),
        [6.5, 3, 2],
      );
      assert.deepEqual(
        (await answer(t.db, paper.essayId)).map((a) => a.score),
        [11.5],
      );
    });

    for (const [rule, expected] of [
      ['mean', 7],
      ['higher', 7],
      ['lower', 6],
    ] as const) {
      it(`double marking within tolerance: ${rule} of 6 and 7 is ${expected}`, async () => {
        const paper = await markingPaper(t.db, 1);
        await settle(t.db, paper.questionId, { double_share: 100, tolerance: 1, final_rule: rule });
        await openQuestionMarking(t.db, paper.questionId);
        const [a, b] = [await newMarker(t.db), await newMarker(t.db)];
        for (const m of [a, b]) await assign(t.db, paper.questionId, m.id);
        // Two items (one per school): both markers mark round 1 of one and round 2 of the other.
        const scores = new Map<TestMarker, number>([
          [a, 6],
          [b, 7],
        ]);
        for (;;) {
          let any = false;
          for (const m of [a, b]) {
            const { task } = await claimed(t.app, m, paper.questionId);
            if (!task) continue;
            any = true;
            assert.equal((await submit(t.app, m, task.id, { score: scores.get(m) })).statusCode, 200);
          }
          if (!any) break;
        }
        assert.deepEqual(
          (await answer(t.db, paper.questionId)).map((r) => r.score),
          [expected, expected],
        );
      });
    }

    it('beyond tolerance a chief marks third; that mark is final and the first marks can no longer change', async () => {
      const paper = await markingPaper(t.db, 1);
      await settle(t.db, paper.questionId, { double_share: 100, tolerance: 1 });
      await openQuestionMarking(t.db, paper.questionId);
      const [a, b] = [await newMarker(t.db), await newMarker(t.db)];
      const chief = await newMarker(t.db);
      for (const m of [a, b]) await assign(t.db, paper.questionId, m.id);
      await assign(t.db, paper.questionId, chief.id, { role: 'chief' });
      // a gives 2 and b gives 8 to both items (each marks one round of each): 6 apart, beyond tolerance.
      const byA: number[] = [];
      for (const [m, score, mine] of [
        [a, 2, byA],
        [b, 8, []],
        [a, 2, byA],
        [b, 8, []],
      ] as const) {
        const { task } = await claimed(t.app, m, paper.questionId);
        assert.ok(task);
        (mine as number[]).push(task.id);
        assert.equal((await submit(t.app, m, task.id, { score })).statusCode, 200);
      }
      const states = await t.db.query<{ state: string; thirds: number }>(
        `select i.state, (select count(*)::int from marking_tasks t where t.item_id = i.id and t.round = 3) as thirds
           from marking_items i where i.question_id = $1`,
        [paper.questionId],
      );
      assert.deepEqual(states.rows, [
        { state: 'third', thirds: 1 },
        { state: 'third', thirds: 1 },
      ]);
      assert.deepEqual(await answer(t.db, paper.questionId), [], 'no final yet');
      const version = await marksVersion(t.db, paper.exam.examId);
      const third = (await claimed(t.app, chief, paper.questionId)).task!;
      assert.equal(third.kind, 'third');
      const response = await submit(t.app, chief, third.id, { score: 5 });
      assert.equal(response.statusCode, 200);
      assert.equal(response.json().kind, 'third');
      assert.equal(await marksVersion(t.db, paper.exam.examId), version + 1);
      const overridden = await t.db.query<{ id: number }>(
        `select t.id from marking_tasks t join marking_tasks third on third.item_id = t.item_id
          where third.id = $1 and t.round < 3`,
        [third.id],
      );
      const aTask = byA.find((id) => overridden.rows.some((r) => r.id === id))!;
      const change = await submit(t.app, a, aTask, { score: 4 });
      assert.equal(change.statusCode, 409);
      assert.equal(change.json().code, 'MARKING_NOT_CHANGEABLE');
      const recent = await t.app.inject({
        method: 'GET',
        url: `/api/marking/questions/${paper.questionId}/recent`,
        headers: bearer(a.token),
      });
      const changeable = new Map(
        recent.json().marks.map((m: { task_id: number; changeable: boolean }) => [m.task_id, m.changeable]),
      );
      assert.equal(changeable.get(aTask), false);
      assert.equal(changeable.get(byA.find((id) => id !== aTask)!), true);
      // The chief's own change of a third mark is still theirs to make; the answer follows.
      assert.equal((await submit(t.app, chief, third.id, { score: 6 })).statusCode, 200);
      const second = (await claimed(t.app, chief, paper.questionId)).task!;
      assert.equal(second.kind, 'third');
      assert.equal((await submit(t.app, chief, second.id, { score: 4 })).statusCode, 200);
      assert.deepEqual((await answer(t.db, paper.questionId)).map((r) => r.score).sort(), [4, 6]);
      assert.deepEqual(await claimed(t.app, chief, paper.questionId), { task: null, reason: 'done' });
    });

    it('a chief never marks third an item they marked first', async () => {
      const paper = await markingPaper(t.db, 1);
      await settle(t.db, paper.questionId, { double_share: 100, tolerance: 0 });
      await openQuestionMarking(t.db, paper.questionId);
      const chief = await newMarker(t.db);
      const a = await newMarker(t.db);
      await assign(t.db, paper.questionId, chief.id, { role: 'chief' });
      await assign(t.db, paper.questionId, a.id);
      const first = (await claimed(t.app, chief, paper.questionId)).task!;
      assert.equal(first.kind, 'live');
      assert.equal((await submit(t.app, chief, first.id, { score: 1 })).statusCode, 200);
      const other = (await claimed(t.app, a, paper.questionId)).task!;
      assert.equal((await submit(t.app, a, other.id, { score: 9 })).statusCode, 200);
      const { rows } = await t.db.query<{ same: boolean }>(
        'select (select item_id from marking_tasks where id = $1) = (select item_id from marking_tasks where id = $2) as same',
        [first.id, other.id],
      );
      assert.equal(rows[0].same, true, 'the two rounds of one item');
      // Its third marking waits for another chief; this chief goes on with live items.
      const next = (await claimed(t.app, chief, paper.questionId)).task;
      assert.notEqual(next?.kind, 'third');
    });

    it('a changed mark finalises again: a third marking no longer wanted goes, the answer follows', async () => {
      const paper = await markingPaper(t.db, 1);
      await settle(t.db, paper.questionId, { double_share: 100, tolerance: 1, final_rule: 'higher' });
      await openQuestionMarking(t.db, paper.questionId);
      const [schoolA] = paper.schools;
      const a = await newMarker(t.db, schoolA);
      const b = await newMarker(t.db, schoolA);
      for (const m of [a, b]) await assign(t.db, paper.questionId, m.id);
      // Both of school A: they meet only on school B's item.
      const first = (await claimed(t.app, a, paper.questionId)).task!;
      assert.equal((await submit(t.app, a, first.id, { score: 1 })).statusCode, 200);
      const second = (await claimed(t.app, b, paper.questionId)).task!;
      assert.equal((await submit(t.app, b, second.id, { score: 9 })).statusCode, 200);
      const state = async () =>
        (
          await t.db.query<{ state: string; thirds: number }>(
            `select i.state, (select count(*)::int from marking_tasks t where t.item_id = i.id and t.round = 3) as thirds
             from marking_items i join marking_tasks t on t.item_id = i.id where t.id = $1`,
            [first.id],
          )
        ).rows[0];
      assert.deepEqual(await state(), { state: 'third', thirds: 1 });
      assert.equal((await submit(t.app, a, first.id, { score: 8 })).statusCode, 200);
      assert.deepEqual(await state(), { state: 'final', thirds: 0 });
      const scored = await t.db.query<{ score: number }>(
        'select a.score from answers a join marking_items i on i.candidate_id = a.candidate_id and i.question_id = a.question_id join marking_tasks t on t.item_id = i.id where t.id = $1',
        [first.id],
      );
      assert.equal(scored.rows[0].score, 9);
      assert.equal((await submit(t.app, b, second.id, { score: 7 })).statusCode, 200);
      const rescored = await t.db.query<{ score: number }>(
        'select a.score from answers a join marking_items i on i.candidate_id = a.candidate_id and i.question_id = a.question_id join marking_tasks t on t.item_id = i.id where t.id = $1',
        [first.id],
      );
      assert.equal(rescored.rows[0].score, 8);
      const audit = await t.db.query<{ data: { from: number; to: number } }>(
        "select data from audit_log where action = 'marking.final' and data->>'script_code' = $1 order by id",
        [first.script_code],
      );
      assert.deepEqual(
        audit.rows.map((r) => [r.data.from, r.data.to]),
        [
          [null, 9],
          [9, 8],
        ],
      );
    });
  });
}
