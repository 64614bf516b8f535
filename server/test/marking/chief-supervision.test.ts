// A chief (or staff) pauses, resumes and sends back a marker, and answers flags: a paused marker
// claims nothing; resuming makes them live again when qualified (or without qualification scripts)
// and starts their seed count again; marks sent back leave the item's answer at its last final mark
// and their tasks never return to that marker (returned_from, which the claim reads); a requeued
// flag does the same for the flagged task.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { DEMO } from '../../src/seed/demo-accounts';
import { openQuestionMarking } from '../../src/modules/marking/items';
import { bearer, login, startTestApp, type TestApp } from '../support/app';
import { dbKinds } from '../support/db';
import {
  addReference,
  assign,
  claimed,
  markingPaper,
  markNext,
  newMarker,
  settle,
  type MarkingPaper,
  type TestMarker,
} from './claim-fixture';

for (const kind of dbKinds()) {
  describe(`chiefs pause, resume and send back markers on ${kind}`, () => {
    let t: TestApp;
    let staff: string;
    before(async () => {
      t = await startTestApp(kind);
      staff = await login(t.app, DEMO.admin.realm, DEMO.admin.username, DEMO.admin.password);
    });
    after(() => t.close());

    const post = (token: string, url: string, payload: object = {}) =>
      t.app.inject({ method: 'POST', url, payload, headers: bearer(token) });

    interface Setup {
      paper: MarkingPaper;
      chief: TestMarker;
      amy: TestMarker;
      ben: TestMarker;
      amyAssignment: number;
    }
    const setup = async (perSchool: number): Promise<Setup> => {
      const paper = await markingPaper(t.db, perSchool);
      await settle(t.db, paper.questionId, { open: true });
      await openQuestionMarking(t.db, paper.questionId);
      const chief = await newMarker(t.db);
      const amy = await newMarker(t.db);
      const ben = await newMarker(t.db);
      await assign(t.db, paper.questionId, chief.id, { role: 'chief' });
      const amyAssignment = await assign(t.db, paper.questionId, amy.id);
      await assign(t.db, paper.questionId, ben.id);
      return { paper, chief, amy, ben, amyAssignment };
    };
    const scoreOf = async (paper: MarkingPaper, taskId: number) => {
      const { rows } = await t.db.query<{ score: number | null; source: string }>(
        `select a.score, a.source from marking_tasks t join marking_items i on i.id = t.item_id
           join answers a on a.candidate_id = i.candidate_id and a.question_id = i.question_id where t.id = $1`,
        [taskId],
      );
      return rows[0];
    };

    it('only the chief of the question or staff; another marker gets 403, no assignment 404', async () => {
      const { amy, amyAssignment, chief } = await setup(1);
      const other = await setup(1);
      for (const action of ['pause', 'resume', 'send-back']) {
        const url = `/api/marking/assignments/${amyAssignment}/${action}`;
        const byMarker = await post(amy.token, url);
        assert.equal(byMarker.statusCode, 403, action);
        assert.equal(byMarker.json().code, 'MARKING_NOT_CHIEF');
        assert.equal((await post(other.chief.token, url)).statusCode, 403, action);
        assert.equal((await post(staff, `/api/marking/assignments/999999999/${action}`)).statusCode, 404, action);
      }
      assert.equal((await post(chief.token, `/api/marking/assignments/${amyAssignment}/pause`)).statusCode, 200);
      assert.equal((await post(staff, `/api/marking/assignments/${amyAssignment}/resume`)).statusCode, 200);
    });

    it('a paused marker claims nothing and their held task goes back; resuming makes them live and resets seeds', async () => {
      const { paper, chief, amy, amyAssignment } = await setup(2);
      const held = await claimed(t.app, amy, paper.questionId);
      assert.ok(held.task);
      await t.db.query('update marking_assignments set seed_failures = 1, since_seed = 7 where id = $1', [
        amyAssignment,
      ]);
      const paused = await post(chief.token, `/api/marking/assignments/${amyAssignment}/pause`);
      assert.equal(paused.statusCode, 200, paused.body);
      assert.deepEqual(paused.json(), { id: amyAssignment, status: 'paused', paused_reason: 'chief' });
      const { rows: task } = await t.db.query<{ marker_id: number | null; lease_until: Date | null }>(
        'select marker_id, lease_until from marking_tasks where id = $1',
        [held.task.id],
      );
      assert.deepEqual(task[0], { marker_id: null, lease_until: null });
      assert.deepEqual(await claimed(t.app, amy, paper.questionId), { task: null, reason: 'paused' });

      const resumed = await post(chief.token, `/api/marking/assignments/${amyAssignment}/resume`);
      assert.deepEqual(resumed.json(), { id: amyAssignment, status: 'live', paused_reason: null });
      const { rows } = await t.db.query<{ seed_failures: number; since_seed: number }>(
        'select seed_failures, since_seed from marking_assignments where id = $1',
        [amyAssignment],
      );
      assert.deepEqual(rows[0], { seed_failures: 0, since_seed: 0 });
      assert.ok((await claimed(t.app, amy, paper.questionId)).task);

      // With qualification scripts Amy has not passed, resuming puts her back to qualifying.
      for (const candidate of paper.candidates.slice(0, 2)) {
        await addReference(t.db, paper.questionId, candidate.id, 'qualification', 5);
      }
      await post(chief.token, `/api/marking/assignments/${amyAssignment}/pause`);
      const back = await post(staff, `/api/marking/assignments/${amyAssignment}/resume`);
      assert.equal(back.json().status, 'qualifying');
      const audit = await t.db.query<{ action: string; actor_role: string }>(
        `select action, actor_role from audit_log where entity = 'marking_assignment' and entity_id = $1 order by id`,
        [String(amyAssignment)],
      );
      assert.deepEqual(
        audit.rows.map((r) => [r.action, r.actor_role]),
        [
          ['marking_assignment.paused', 'marker'],
          ['marking_assignment.resumed', 'marker'],
          ['marking_assignment.paused', 'marker'],
          ['marking_assignment.resumed', 'staff'],
        ],
      );
    });

    it('sends back marks since a time: their tasks go to others, the answers keep their last final mark', async () => {
      const { paper, chief, amy, ben, amyAssignment } = await setup(2);
      const early = await markNext(t.app, amy, paper.questionId, 3);
      const late = await markNext(t.app, amy, paper.questionId, 7);
      assert.deepEqual(await scoreOf(paper, late), { score: 7, source: 'screen' });
      await t.db.query("update marking_marks set submitted_at = now() - interval '2 hours' where task_id = $1", [
        early,
      ]);
      const { rows: version } = await t.db.query<{ marks_version: number }>(
        'select marks_version from exams where id = $1',
        [paper.exam.examId],
      );

      const since = new Date(Date.now() - 3600_000).toISOString();
      const sent = await post(chief.token, `/api/marking/assignments/${amyAssignment}/send-back`, { since });
      assert.equal(sent.statusCode, 200, sent.body);
      assert.deepEqual(sent.json(), { returned: 1 });
      const state = async (taskId: number) =>
        (
          await t.db.query<{
            state: string;
            marker_id: number | null;
            returned_from: number | null;
            marks: number;
            item: string;
          }>(
            `select t.state, t.marker_id, t.returned_from, i.state as item,
                    (select count(*)::int from marking_marks m where m.task_id = t.id) as marks
               from marking_tasks t join marking_items i on i.id = t.item_id where t.id = $1`,
            [taskId],
          )
        ).rows[0];
      assert.deepEqual(await state(late), {
        state: 'open',
        marker_id: null,
        returned_from: amy.id,
        marks: 0,
        item: 'marking',
      });
      assert.deepEqual(await state(early), {
        state: 'done',
        marker_id: amy.id,
        returned_from: null,
        marks: 1,
        item: 'final',
      });
      // The answer keeps its last final mark until the item is final again; the marks version is untouched.
      assert.deepEqual(await scoreOf(paper, late), { score: 7, source: 'screen' });
      const { rows: after } = await t.db.query<{ marks_version: number }>(
        'select marks_version from exams where id = $1',
        [paper.exam.examId],
      );
      assert.equal(after[0].marks_version, version[0].marks_version);

      // Amy takes the two items left and never the one sent back; Ben gets it and his mark is final.
      const amyNext = [
        await markNext(t.app, amy, paper.questionId, 4),
        await markNext(t.app, amy, paper.questionId, 4),
      ];
      assert.ok(!amyNext.includes(late));
      assert.equal((await claimed(t.app, amy, paper.questionId)).task, null);
      assert.equal(await markNext(t.app, ben, paper.questionId, 6), late);
      assert.deepEqual(await scoreOf(paper, late), { score: 6, source: 'screen' });

      // Without a time, every live mark of the marker goes back.
      const all = await post(staff, `/api/marking/assignments/${amyAssignment}/send-back`, { since: null });
      assert.deepEqual(all.json(), { returned: 3 });
      const refused = await post(staff, `/api/marking/assignments/${amyAssignment}/send-back`, { since: 'yesterday' });
      assert.equal(refused.statusCode, 400);
      const audit = await t.db.query<{ data: { returned: number; since: string | null } }>(
        `select data from audit_log where action = 'marking_assignment.sent_back' and entity_id = $1 order by id`,
        [String(amyAssignment)],
      );
      assert.deepEqual(
        audit.rows.map((r) => [r.data.returned, r.data.since]),
        [
          [1, since],
          [3, null],
        ],
      );
    });

    it('lists open flags to the chief; a requeued flag sends the task to another marker', async () => {
      const { paper, chief, amy, ben } = await setup(1);
      const flagged = await markNext(t.app, amy, paper.questionId, 2);
      const kept = await markNext(t.app, amy, paper.questionId, 5);
      const flag = async (taskId: number) =>
        (
          await t.db.query<{ id: number }>(
            `insert into marking_flags (task_id, marker_id, reason, note) values ($1, $2, 'illegible', 'Faint') returning id`,
            [taskId, amy.id],
          )
        ).rows[0].id;
      const requeueId = await flag(flagged);
      const dismissId = await flag(kept);
      const url = `/api/marking/questions/${paper.questionId}/flags`;
      assert.equal((await t.app.inject({ method: 'GET', url, headers: bearer(ben.token) })).statusCode, 403);
      const listed = await t.app.inject({ method: 'GET', url, headers: bearer(chief.token) });
      assert.equal(listed.statusCode, 200, listed.body);
      const flags = listed.json().flags;
      assert.deepEqual(
        flags.map((f: { id: number; reason: string; note: string; marker_name: string }) => [
          f.id,
          f.reason,
          f.note,
          f.marker_name,
        ]),
        [
          [requeueId, 'illegible', 'Faint', 'Marker'],
          [dismissId, 'illegible', 'Faint', 'Marker'],
        ],
      );
      assert.match(flags[0].script_code, /^S[A-Z0-9]{7}$/);
      assert.equal(flags[0].regions[0].image_url, `/api/marking/tasks/${flagged}/pages/1/image`);

      const resolve = (token: string, id: number, requeue: boolean) =>
        post(token, `/api/marking/flags/${id}/resolve`, { requeue });
      assert.equal((await resolve(ben.token, requeueId, true)).statusCode, 403);
      assert.equal((await resolve(chief.token, requeueId, true)).statusCode, 200);
      assert.equal((await resolve(staff, dismissId, false)).statusCode, 200);
      assert.equal((await resolve(staff, dismissId, false)).statusCode, 404, 'resolved once');
      const { rows } = await t.db.query<{
        id: number;
        state: string;
        marker_id: number | null;
        returned_from: number | null;
        marks: number;
      }>(
        `select t.id, t.state, t.marker_id, t.returned_from,
                (select count(*)::int from marking_marks m where m.task_id = t.id) as marks
           from marking_tasks t where t.id = any($1::bigint[]) order by t.id`,
        [[flagged, kept]],
      );
      assert.deepEqual(rows, [
        { id: flagged, state: 'open', marker_id: null, returned_from: amy.id, marks: 0 },
        { id: kept, state: 'done', marker_id: amy.id, returned_from: null, marks: 1 },
      ]);
      assert.deepEqual((await t.app.inject({ method: 'GET', url, headers: bearer(chief.token) })).json().flags, []);
      assert.equal((await claimed(t.app, amy, paper.questionId)).task, null);
      assert.equal(await markNext(t.app, ben, paper.questionId, 3), flagged);
    });
  });
}
