// Staff manage markers and assignments: a marker is a staff-realm account that logs in as a marker
// (never as staff), with a hashed password and a school; a taken username, a disabled marker, a new
// password; assignments to a paper's questions with their refusals; opening a paper's marking.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { DEMO } from '../../src/seed/demo-accounts';
import { bearer, form, login, startTestApp, type TestApp } from '../support/app';
import { dbKinds } from '../support/db';
import { markingPaper, newMarker } from './claim-fixture';

let names = 0;
const username = () => `mk${process.pid}x${++names}`;

for (const kind of dbKinds()) {
  describe(`staff manage markers and assignments on ${kind}`, () => {
    let t: TestApp;
    let staff: string;
    before(async () => {
      t = await startTestApp(kind);
      staff = await login(t.app, DEMO.admin.realm, DEMO.admin.username, DEMO.admin.password);
    });
    after(() => t.close());

    const asStaff = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
      t.app.inject({ method, url, payload, headers: bearer(staff) });
    const tryLogin = (name: string, password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/user/login',
        ...form({ realm: 'staff-realm', username: name, password }),
      });

    it('creates a marker who logs in as a marker, not staff; a taken username is refused', async () => {
      const { rows: schools } = await t.db.query<{ id: number; name_en: string }>(
        'select id, name_en from schools order by id limit 1',
      );
      const name = username();
      const created = await asStaff('POST', '/api/admin/markers', {
        username: name,
        password: 'secret12',
        name: 'Chan Tai Man',
        school_id: schools[0].id,
      });
      assert.equal(created.statusCode, 200, created.body);
      const marker = created.json();
      assert.equal(marker.name, 'Chan Tai Man');
      assert.equal(marker.school_name_en, schools[0].name_en);
      assert.equal(marker.disabled, false);
      const { rows } = await t.db.query<{ password_hash: string; role: string }>(
        'select u.password_hash, s.role from users u join staff s on s.user_id = u.id where u.id = $1',
        [marker.id],
      );
      assert.match(rows[0].password_hash, /^\$argon2id\$/);
      assert.equal(rows[0].role, 'marker');

      const loggedIn = await tryLogin(name, 'secret12');
      assert.equal(loggedIn.statusCode, 200, loggedIn.body);
      assert.equal(loggedIn.json().profile.role, 'marker');
      const token = loggedIn.json().access_token as string;
      // A marker is no staff member: the back office refuses them.
      assert.equal(
        (await t.app.inject({ method: 'GET', url: '/api/admin/markers', headers: bearer(token) })).statusCode,
        403,
      );

      const again = await asStaff('POST', '/api/admin/markers', {
        username: name.toUpperCase(),
        password: 'secret12',
        name: 'X',
      });
      assert.equal(again.statusCode, 409);
      assert.equal(again.json().code, 'MARKER_USERNAME_TAKEN');
      const listed = (await asStaff('GET', '/api/admin/markers')).json().markers as { id: number }[];
      assert.ok(listed.some((m) => m.id === marker.id));

      const audit = await t.db.query<{ action: string }>(
        `select action from audit_log where entity = 'marker' and entity_id = $1 order by id`,
        [String(marker.id)],
      );
      assert.deepEqual(
        audit.rows.map((r) => r.action),
        ['marker.created'],
      );
    });

    it('disabling a marker ends their sessions and stops their login; a new password is hashed and works', async () => {
      const name = username();
      const marker = (
        await asStaff('POST', '/api/admin/markers', { username: name, password: 'first123', name: 'Lee' })
      ).json();
      const token = (await tryLogin(name, 'first123')).json().access_token as string;
      const mine = () => t.app.inject({ method: 'GET', url: '/api/user/session/resume', headers: bearer(token) });
      assert.equal((await mine()).statusCode, 200);

      // A live task the marker holds goes back to the queue when they are disabled.
      const paper = await markingPaper(t.db, 1);
      await asStaff('POST', `/api/admin/exam-papers/${paper.paperId}/marking/open`);
      const { rows: held } = await t.db.query<{ id: number }>(
        `update marking_tasks set marker_id = $2, lease_until = now() + interval '10 minutes', claimed_at = now()
          where id = (select min(id) from marking_tasks where question_id = $1) returning id`,
        [paper.questionId, marker.id],
      );
      const disabled = await asStaff('PATCH', `/api/admin/markers/${marker.id}`, { disabled: true });
      assert.equal(disabled.statusCode, 200, disabled.body);
      assert.equal(disabled.json().disabled, true);
      assert.equal((await mine()).statusCode, 401);
      const { rows: released } = await t.db.query('select marker_id, lease_until from marking_tasks where id = $1', [
        held[0].id,
      ]);
      assert.deepEqual(released[0], { marker_id: null, lease_until: null });
      const refused = await tryLogin(name, 'first123');
      assert.equal(refused.statusCode, 403);
      assert.equal(refused.json().code, 'ACCOUNT_DISABLED');

      await asStaff('PATCH', `/api/admin/markers/${marker.id}`, {
        disabled: false,
        password: 'second12',
        name: 'Lee Siu Ming',
      });
      assert.equal((await tryLogin(name, 'first123')).statusCode, 401);
      assert.equal((await tryLogin(name, 'second12')).statusCode, 200);
      const { rows } = await t.db.query<{ password_hash: string; display_name: string }>(
        'select password_hash, display_name from users where id = $1',
        [marker.id],
      );
      assert.match(rows[0].password_hash, /^\$argon2id\$/);
      assert.equal(rows[0].display_name, 'Lee Siu Ming');
      const audit = await t.db.query<{ action: string }>(
        `select action from audit_log where entity = 'marker' and entity_id = $1 order by id`,
        [String(marker.id)],
      );
      assert.deepEqual(
        audit.rows.map((r) => r.action),
        ['marker.created', 'marker.disabled', 'marker.updated', 'marker.enabled', 'marker.password_reset'],
      );
      assert.equal((await asStaff('PATCH', '/api/admin/markers/999999999', { name: 'Nobody' })).statusCode, 404);
    });

    it('assigns markers to questions of the paper, refuses twice, other papers and removing after marks', async () => {
      const paper = await markingPaper(t.db, 1);
      const other = await markingPaper(t.db, 1);
      const marker = await newMarker(t.db);
      const url = `/api/admin/exam-papers/${paper.paperId}/marking/assignments`;
      const made = await asStaff('POST', url, {
        marker_id: marker.id,
        question_ids: [paper.questionId, paper.essayId],
      });
      assert.equal(made.statusCode, 200, made.body);
      const assignments = made.json().assignments as {
        id: number;
        question_id: number;
        role: string;
        status: string;
      }[];
      assert.deepEqual(
        assignments.map((a) => [a.question_id, a.role, a.status]),
        [
          [paper.questionId, 'marker', 'practice'],
          [paper.essayId, 'marker', 'practice'],
        ],
      );
      const twice = await asStaff('POST', url, {
        marker_id: marker.id,
        question_ids: [paper.questionId],
        role: 'chief',
      });
      assert.equal(twice.json().code, 'MARKING_ASSIGNMENT_EXISTS');
      const elsewhere = await asStaff('POST', url, { marker_id: marker.id, question_ids: [other.questionId] });
      assert.equal(elsewhere.statusCode, 409);
      assert.equal(elsewhere.json().code, 'MARKING_QUESTION_NOT_IN_PAPER');
      assert.equal(
        (await asStaff('POST', url, { marker_id: 999999999, question_ids: [paper.questionId] })).statusCode,
        404,
      );
      assert.equal((await asStaff('GET', url)).json().assignments.length, 2);

      // A mark under the first assignment keeps it; the second goes.
      const [first, second] = assignments;
      await asStaff('POST', `/api/admin/exam-papers/${paper.paperId}/marking/open`);
      await t.db.query(
        `with task as (update marking_tasks set marker_id = $2, state = 'done'
                        where id = (select id from marking_tasks where question_id = $1 limit 1) returning id)
         insert into marking_marks (task_id, marker_id, score, idempotency_key) select id, $2, 3, 'k' from task`,
        [paper.questionId, marker.id],
      );
      const kept = await asStaff('DELETE', `/api/admin/marking/assignments/${first.id}`);
      assert.equal(kept.statusCode, 409);
      assert.equal(kept.json().code, 'MARKING_ASSIGNMENT_HAS_MARKS');
      assert.equal((await asStaff('DELETE', `/api/admin/marking/assignments/${second.id}`)).statusCode, 200);
      assert.deepEqual(
        (await asStaff('GET', url)).json().assignments.map((a: { id: number }) => a.id),
        [first.id],
      );
      const audit = await t.db.query<{ action: string }>(
        `select action from audit_log where entity = 'marking_assignment' and entity_id = any($1::text[]) order by id`,
        [[String(first.id), String(second.id)]],
      );
      assert.deepEqual(
        audit.rows.map((r) => r.action),
        ['marking_assignment.created', 'marking_assignment.created', 'marking_assignment.deleted'],
      );
      // The back office names the marker and question, even of the assignment that is gone.
      const named = await asStaff('GET', `/api/admin/audit?entity=marking_assignment&entity_id=${second.id}`);
      assert.deepEqual(
        named
          .json()
          .map((e: { action: string; object_ref: string; object_name_en: string }) => [
            e.action,
            e.object_ref,
            e.object_name_en,
          ]),
        [
          ['marking_assignment.deleted', '2', 'Marker'],
          ['marking_assignment.created', '2', 'Marker'],
        ],
      );
    });

    it("opens a paper's marking from its scans, again only for new ones; a paper without scans is refused", async () => {
      const paper = await markingPaper(t.db, 2);
      const open = (id: number) => asStaff('POST', `/api/admin/exam-papers/${id}/marking/open`);
      const first = await open(paper.paperId);
      assert.equal(first.statusCode, 200, first.body);
      // Two questions marked on screen (not the multiple choice) of four scanned candidates.
      assert.deepEqual(first.json(), { items: 8, created: 8 });
      assert.deepEqual((await open(paper.paperId)).json(), { items: 8, created: 0 });
      const unscanned = await markingPaper(t.db, 2, false);
      const refused = await open(unscanned.paperId);
      assert.equal(refused.statusCode, 409);
      assert.equal(refused.json().code, 'MARKING_NO_SCANS');
      assert.equal((await open(999999999)).statusCode, 404);
    });
  });
}
