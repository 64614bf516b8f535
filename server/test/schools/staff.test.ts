// The school edition's back office and sweep: subject accounts (create, password, disable), schools with
// their subjects, a school's history, the submitted candidates; unsubmitted registrations cancelled after
// the deadline with their seats given back, safe to run in two instances at once.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { AdminSchoolsResponse } from '@mockexam/contracts';
import { DEMO } from '../../src/seed/demo-accounts';
import { importSchoolRows } from '../../src/modules/schools/import';
import { putRegistration } from '../../src/modules/schools/registration';
import { submitSchoolList } from '../../src/modules/schools/submit';
import { sweepUnsubmittedRegistrations } from '../../src/modules/schools/sweep';
import { dbKinds } from '../support/db';
import { bearer, login, startTestApp, type TestApp } from '../support/app';
import { call, newTeacher, rows } from '../support/school';

for (const kind of dbKinds()) {
  describe(`school edition back office and sweep on ${kind}`, () => {
    let t: TestApp;
    let staff: string;
    before(async () => {
      t = await startTestApp(kind);
      staff = await login(t.app, DEMO.admin.realm, DEMO.admin.username, DEMO.admin.password);
    });
    after(() => t.close());

    const chiSession = async () =>
      (
        await t.db.query<{ id: number }>(
          `select s.id from venue_sessions s join exam_cycles c on c.id = s.cycle_id and c.is_current
            where s.subject_code = 'chi' order by s.id limit 1`,
        )
      ).rows[0].id;
    const seats = async (id: number) =>
      (await t.db.query<{ n: number }>('select seats_taken as n from venue_sessions where id = $1', [id])).rows[0].n;

    it('subject accounts: create (a taken name is 409), log in, new password ends sessions, disable ends them too', async () => {
      const { rows: schools } = await t.db.query<{ id: number }>("select id from schools where code = 'QC'");
      const body = { school_id: schools[0].id, subject: 'eng', username: 'qc-english', password: 'secret12' };
      const created = await call(t.app, staff, 'POST', '/api/admin/school_accounts', body);
      assert.equal(created.statusCode, 200, created.body);
      const userId = created.json().user_id as number;
      const taken = await call(t.app, staff, 'POST', '/api/admin/school_accounts', { ...body, username: 'QC-English' });
      assert.equal(taken.statusCode, 409);
      assert.equal(taken.json().code, 'SCHOOL_ACCOUNT_USERNAME_TAKEN');
      const unknown = await call(t.app, staff, 'POST', '/api/admin/school_accounts', {
        ...body,
        school_id: 2 ** 31 - 1,
        username: 'nobody-school',
      });
      assert.equal(unknown.statusCode, 404);

      const token = await login(t.app, 'school-realm', 'qc-english', 'secret12');
      const resume = () => t.app.inject({ method: 'GET', url: '/api/user/session/resume', headers: bearer(token) });
      const profile = (await resume()).json();
      assert.equal(profile.role, 'school');
      assert.equal(profile.school.subject.code, 'eng');

      const password = await call(t.app, staff, 'POST', `/api/admin/school_accounts/${userId}/password`, {
        password: 'newsecret',
      });
      assert.equal(password.statusCode, 200, password.body);
      assert.equal((await resume()).statusCode, 401);
      const second = await login(t.app, 'school-realm', 'qc-english', 'newsecret');

      const disabled = await call(t.app, staff, 'POST', `/api/admin/school_accounts/${userId}/disabled`, {
        disabled: true,
      });
      assert.equal(disabled.statusCode, 200);
      const gone = await t.app.inject({ method: 'GET', url: '/api/user/session/resume', headers: bearer(second) });
      assert.equal(gone.statusCode, 401);
      await assert.rejects(login(t.app, 'school-realm', 'qc-english', 'newsecret'), /403/);
      await call(t.app, staff, 'POST', `/api/admin/school_accounts/${userId}/disabled`, { disabled: false });
      await login(t.app, 'school-realm', 'qc-english', 'newsecret');
      // Only subject accounts: a candidate's user id is 404.
      const { rows: candidate } = await t.db.query<{ id: number }>(
        "select id from users where realm = 'candidate-realm' limit 1",
      );
      const other = await call(t.app, staff, 'POST', `/api/admin/school_accounts/${candidate[0].id}/disabled`, {
        disabled: true,
      });
      assert.equal(other.statusCode, 404);
      const audit = await t.db.query<{ action: string }>(
        "select action from audit_log where entity = 'school_account' and entity_id = $1 order by id",
        [String(userId)],
      );
      assert.deepEqual(
        audit.rows.map((r) => r.action),
        [
          'school_account.created',
          'school_account.password_reset',
          'school_account.disabled',
          'school_account.enabled',
        ],
      );
    });

    it('schools list, history and the submitted candidates', async () => {
      const teacher = await newTeacher(t.db);
      const sessionId = await chiSession();
      await putRegistration(t.db, t.app.notices, teacher.scope, teacher.actor, {
        arrangement: 'venue',
        venue_session_id: sessionId,
        expected_candidates: 3,
      });
      await importSchoolRows(t.db, teacher.scope, teacher.actor, rows(3, 'Listed'));
      await submitSchoolList(t.db, t.app.notices, teacher.scope, teacher.actor);
      const { rows: school } = await t.db.query<{ code: string }>('select code from schools where id = $1', [
        teacher.schoolId,
      ]);

      const page = await call(t.app, staff, 'GET', '/api/admin/schools');
      assert.equal(page.statusCode, 200, page.body);
      const list = page.json() as AdminSchoolsResponse;
      assert.equal(list.page_size, 20);
      assert.ok(list.total >= list.schools.length && list.schools.length <= 20);
      const active = list.schools.filter((s) => s.accounts.length > 0 || s.subjects.length > 0);
      assert.deepEqual(list.schools.slice(0, active.length), active, 'schools with accounts or registrations first');
      const found = await call(t.app, staff, 'GET', `/api/admin/schools?q=${encodeURIComponent(school[0].code)}`);
      const mine = (found.json() as AdminSchoolsResponse).schools.find((s) => s.school_id === teacher.schoolId);
      assert.ok(mine, 'found by code');
      const chi = mine.subjects.find((s) => s.subject === 'chi');
      assert.deepEqual(
        chi && {
          registration_status: chi.registration_status,
          arrangement: chi.arrangement,
          seats_held: chi.seats_held,
          batch_status: chi.batch_status,
          rows: chi.rows,
          error_rows: chi.error_rows,
          candidates: chi.candidates,
          imports: chi.imports,
        },
        {
          registration_status: 'registered',
          arrangement: 'venue',
          seats_held: 3,
          batch_status: 'submitted',
          rows: 3,
          error_rows: 0,
          candidates: 3,
          imports: 1,
        },
      );
      assert.ok(chi?.venue_name_en && chi.submitted_at && chi.session_starts_at);
      const wild = await call(t.app, staff, 'GET', '/api/admin/schools?q=%25_%25&page=1000');
      assert.equal(wild.statusCode, 200);
      assert.equal(wild.json().schools.length, 0);

      const history = await call(t.app, staff, 'GET', `/api/admin/schools/${teacher.schoolId}/history`);
      assert.equal(history.statusCode, 200, history.body);
      assert.deepEqual(
        history.json().map((e: { action: string }) => e.action),
        ['school.submit', 'school.import', 'school.register'],
      );
      assert.equal(history.json()[0].result, 'completed');
      assert.equal(history.json()[0].rows, 3);
      assert.equal(history.json()[0].subject, 'chi');
      assert.ok(history.json()[0].actor);
      assert.equal((await call(t.app, staff, 'GET', '/api/admin/schools/2147483647/history')).statusCode, 404);

      const candidates = await call(
        t.app,
        staff,
        'GET',
        `/api/admin/school_candidates?subject=chi&venue_session_id=${sessionId}`,
      );
      assert.equal(candidates.statusCode, 200, candidates.body);
      const listed = candidates.json().filter((c: { school_code: string }) => c.school_code === school[0].code);
      assert.equal(listed.length, 3);
      assert.ok(
        listed.every((c: { venue_session_id: number; candidate_no: string }) => c.venue_session_id === sessionId),
      );
      const eng = await call(t.app, staff, 'GET', '/api/admin/school_candidates?subject=eng');
      assert.equal(eng.json().length, 0);
    });

    it('the sweep cancels registrations never submitted once the deadline passed, gives their seats back, once', async () => {
      const sessionId = await chiSession();
      const submitted = await newTeacher(t.db);
      const idle = await newTeacher(t.db);
      const draftOnly = await newTeacher(t.db);
      const register = (teacher: typeof idle, n: number) =>
        putRegistration(t.db, t.app.notices, teacher.scope, teacher.actor, {
          arrangement: 'venue',
          venue_session_id: sessionId,
          expected_candidates: n,
        });
      await register(submitted, 2);
      await importSchoolRows(t.db, submitted.scope, submitted.actor, rows(2, 'Kept'));
      await submitSchoolList(t.db, t.app.notices, submitted.scope, submitted.actor);
      await register(idle, 5);
      await register(draftOnly, 4);
      await importSchoolRows(t.db, draftOnly.scope, draftOnly.actor, rows(4, 'Draft'));
      const before = await seats(sessionId);

      const { rows: end } = await t.db.query<{ at: Date }>(
        `select e.at from cycle_events e join exam_cycles c on c.id = e.cycle_id and c.is_current
          where e.key = 'school_reg_end'`,
      );
      assert.equal(await sweepUnsubmittedRegistrations(t.db, new Date(end[0].at.getTime() - 1000)), 0, 'not before');
      const late = new Date(end[0].at.getTime() + 1000);
      // Two instances sweeping at once: each registration is cancelled once, its seats returned once.
      const other = t.reopen ? await t.reopen() : t.db;
      const counts = await Promise.all([
        sweepUnsubmittedRegistrations(t.db, late),
        sweepUnsubmittedRegistrations(other, late),
      ]);
      assert.ok(counts[0] + counts[1] >= 2);
      assert.equal(await seats(sessionId), before - 9);
      const status = async (teacher: typeof idle) =>
        (
          await t.db.query<{ status: string; seats_held: number }>(
            'select status, seats_held from school_registrations where school_id = $1',
            [teacher.schoolId],
          )
        ).rows[0];
      assert.deepEqual(await status(idle), { status: 'cancelled', seats_held: 0 });
      assert.deepEqual(await status(draftOnly), { status: 'cancelled', seats_held: 0 });
      assert.deepEqual(await status(submitted), { status: 'registered', seats_held: 2 });
      assert.equal(await sweepUnsubmittedRegistrations(t.db, late), 0, 'nothing left');
      assert.equal(await seats(sessionId), before - 9);
      const audit = await t.db.query(
        "select 1 from audit_log where action = 'school.registration_cancelled' and entity_id = $1",
        [String(idle.schoolId)],
      );
      assert.equal(audit.rows.length, 1);
    });
  });
}
