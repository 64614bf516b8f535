// The school edition's teacher calls: the browser's rules on the server, registration and held seats,
// import, edit, submit with stable candidate numbers, slips that log in, other schools' ids, the deadline.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { messages, type SchoolBatch } from '@mockexam/contracts';
import { DEMO } from '../../src/seed/demo-accounts';
import { importSchoolRows } from '../../src/modules/schools/import';
import { changeSchoolRow } from '../../src/modules/schools/rows';
import { submitSchoolList } from '../../src/modules/schools/submit';
import { putRegistration } from '../../src/modules/schools/registration';
import { printSlips, resetStudentPassword } from '../../src/modules/schools/slips';
import { dbKinds } from '../support/db';
import { bearer, login, startTestApp, type TestApp } from '../support/app';
import { call, newTeacher, rows, type TestTeacher } from '../support/school';

for (const kind of dbKinds()) {
  describe(`school edition: the teacher's list on ${kind}`, () => {
    let t: TestApp;
    let qc: string;
    let ywc: string;
    before(async () => {
      t = await startTestApp(kind);
      qc = await login(t.app, DEMO.school.realm, DEMO.school.username, DEMO.school.password);
      ywc = await login(t.app, DEMO.school2.realm, DEMO.school2.username, DEMO.school2.password);
    });
    after(() => t.close());

    const seats = async (sessionId: number) =>
      (await t.db.query<{ seats_taken: number }>('select seats_taken from venue_sessions where id = $1', [sessionId]))
        .rows[0].seats_taken;

    it('normalises cells and flags errors as the browser does (one schema)', async () => {
      const teacher = await newTeacher(t.db);
      const response = await call(t.app, teacher.token, 'POST', '/api/school/import', {
        rows: [
          { row_no: 2, class: ' ５a ', name: '陳  大文', student_no: '１', language_version: 'Chinese' },
          { row_no: 3, class: '5A', name: 'Chan Tai Man', student_no: '01', language_version: '英文' },
          { row_no: 4, class: '', name: 'x1', student_no: 'one', language_version: 'French' },
          { row_no: 5, class: 'TOOLONGCLASS', name: '', student_no: '2', language_version: 'en' },
        ],
      });
      assert.equal(response.statusCode, 200, response.body);
      const batch = response.json() as SchoolBatch;
      assert.equal(batch.status, 'draft');
      assert.deepEqual(
        batch.rows.map((r) => [r.class, r.name, r.student_no, r.language_version]),
        [
          ['5A', '陳 大文', '1', 'zh'],
          ['5A', 'Chan Tai Man', '01', 'en'],
          ['', 'x1', 'one', 'French'],
          ['TOOLONGCLASS', '', '2', 'en'],
        ],
      );
      assert.deepEqual(batch.rows[0].errors, { student_no: 'DUPLICATE_STUDENT' });
      assert.deepEqual(batch.rows[1].errors, { student_no: 'DUPLICATE_STUDENT' });
      assert.deepEqual(batch.rows[2].errors, {
        class: 'CLASS_REQUIRED',
        name: 'STUDENT_NAME_FORMAT',
        student_no: 'STUDENT_NO_FORMAT',
        language_version: 'LANGUAGE_VERSION_REQUIRED',
      });
      assert.deepEqual(batch.rows[3].errors, { class: 'CLASS_TOO_LONG', name: 'STUDENT_NAME_REQUIRED' });
      assert.equal(batch.error_count, 4);
      assert.equal(batch.closed, false);

      // Fixing the duplicate in place clears both rows' errors (the whole list is validated again).
      const fixed = await call(t.app, teacher.token, 'PUT', `/api/school/rows/${batch.rows[1].row_id}`, {
        class: '5a',
        name: 'Chan Tai Man',
        student_no: '2',
        language_version: 'English',
      });
      assert.equal(fixed.statusCode, 200, fixed.body);
      const after = fixed.json() as SchoolBatch;
      assert.deepEqual(after.rows[0].errors, {});
      assert.deepEqual(after.rows[1].errors, {});
      assert.equal(after.error_count, 2);
      // A submission with errors stores them and names the rows.
      await registerSchool(teacher);
      const submit = await call(t.app, teacher.token, 'POST', '/api/school/submit');
      assert.equal(submit.statusCode, 200, submit.body);
      assert.equal(submit.json().result, 'unsuccessful');
      assert.deepEqual(submit.json().error_rows, [4, 5]);
      assert.equal(submit.json().batch.status, 'rejected');
    });

    const registerSchool = async (teacher: TestTeacher, expected = 10) => {
      const response = await call(t.app, teacher.token, 'PUT', '/api/school/registration', {
        arrangement: 'school',
        expected_candidates: expected,
      });
      assert.equal(response.statusCode, 200, response.body);
    };

    it('holds seats for the expected number, moves them with the number and the session, refuses a full one', async () => {
      const teacher = await newTeacher(t.db);
      const first = await call(t.app, teacher.token, 'GET', '/api/school/registration');
      assert.equal(first.statusCode, 200, first.body);
      assert.equal(first.json().registration.status, 'none');
      const [a, b] = first.json().sessions as { venue_session_id: number; seats_left: number }[];
      assert.ok(a && b, 'two sessions of the subject');
      const [seatsA, seatsB] = [await seats(a.venue_session_id), await seats(b.venue_session_id)];
      const put = (body: object) => call(t.app, teacher.token, 'PUT', '/api/school/registration', body);

      let response = await put({ arrangement: 'venue', venue_session_id: a.venue_session_id, expected_candidates: 10 });
      assert.equal(response.statusCode, 200, response.body);
      assert.equal(response.json().registration.seats_held, 10);
      assert.equal(await seats(a.venue_session_id), seatsA + 10);
      response = await put({ arrangement: 'venue', venue_session_id: a.venue_session_id, expected_candidates: 4 });
      assert.equal(await seats(a.venue_session_id), seatsA + 4);
      response = await put({ arrangement: 'venue', venue_session_id: b.venue_session_id, expected_candidates: 6 });
      assert.equal(response.statusCode, 200, response.body);
      assert.equal(await seats(a.venue_session_id), seatsA);
      assert.equal(await seats(b.venue_session_id), seatsB + 6);
      const left = response
        .json()
        .sessions.find((s: { venue_session_id: number }) => s.venue_session_id === b.venue_session_id);
      // Full: nothing moves and the answer is 'Fully booked!'.
      response = await put({ arrangement: 'venue', venue_session_id: a.venue_session_id, expected_candidates: 2000 });
      assert.equal(response.statusCode, 409, response.body);
      assert.equal(response.json().code, 'VENUE_FULL');
      assert.equal(response.json().msg_en, messages.VENUE_FULL.en);
      assert.equal(response.json().msg_zh, messages.VENUE_FULL['zh-hk']);
      assert.equal(await seats(b.venue_session_id), seatsB + 6);
      assert.ok(left.seats_left >= 0);
      // At the school: the seats come back.
      response = await put({ arrangement: 'school', expected_candidates: 6 });
      assert.equal(response.json().registration.seats_held, 0);
      assert.equal(await seats(b.venue_session_id), seatsB);
      // A session of another subject is not a choice.
      const other = await t.db.query<{ id: number }>(
        `select s.id from venue_sessions s join exam_cycles c on c.id = s.cycle_id and c.is_current
          where s.subject_code <> $1 limit 1`,
        [teacher.subjectCode],
      );
      response = await put({ arrangement: 'venue', venue_session_id: other.rows[0].id, expected_candidates: 1 });
      assert.equal(response.statusCode, 400, response.body);
    });

    it('submits: numbers and accounts; a re-import keeps the numbers of students still listed, removes the others', async () => {
      const teacher = await newTeacher(t.db);
      const { rows: sessions } = await t.db.query<{ id: number }>(
        `select s.id from venue_sessions s join exam_cycles c on c.id = s.cycle_id and c.is_current
          where s.subject_code = 'chi' order by s.id limit 1`,
      );
      const sessionId = sessions[0].id;
      const before = await seats(sessionId);
      let response = await call(t.app, teacher.token, 'POST', '/api/school/submit');
      assert.equal(response.statusCode, 409, 'an empty list is not submitted');
      await call(t.app, teacher.token, 'POST', '/api/school/import', { rows: rows(5, 'Alpha') });
      response = await call(t.app, teacher.token, 'POST', '/api/school/submit');
      assert.equal(response.statusCode, 409);
      assert.equal(response.json().code, 'SCHOOL_NOT_REGISTERED');
      response = await call(t.app, teacher.token, 'PUT', '/api/school/registration', {
        arrangement: 'venue',
        venue_session_id: sessionId,
        expected_candidates: 3,
      });
      assert.equal(response.statusCode, 200, response.body);
      response = await call(t.app, teacher.token, 'POST', '/api/school/submit');
      assert.equal(response.statusCode, 200, response.body);
      const first = response.json();
      assert.equal(first.result, 'completed');
      assert.equal(first.batch.status, 'submitted');
      const numbers = first.batch.rows.map((r: { candidate_no: string }) => r.candidate_no);
      assert.ok(
        numbers.every((n: string) => /^[A-Z0-9]{8}$/.test(n)),
        numbers.join(),
      );
      assert.equal(new Set(numbers).size, 5);
      assert.deepEqual(
        first.batch.rows.map((r: { account: string }) => r.account),
        numbers,
      );
      // The held seats follow the list: 3 expected, 5 submitted.
      assert.equal(await seats(sessionId), before + 5);
      const registration = await call(t.app, teacher.token, 'GET', '/api/school/registration');
      assert.equal(registration.json().registration.seats_held, 5);

      // Slips: a password for each; it logs in as a school candidate (both keys in the profile).
      const slips = await call(t.app, teacher.token, 'POST', '/api/school/slips', {});
      assert.equal(slips.statusCode, 200, slips.body);
      const slip = slips.json().slips[0];
      assert.equal(slips.json().slips.length, 5);
      assert.match(slip.initial_password, /^[a-z2-9]{8}$/);
      assert.equal(slip.arrangement, 'venue');
      assert.ok(slip.venue_name_en && slip.starts_at);
      const loginAs = (username: string, password: string, realm = 'school-realm') =>
        t.app.inject({
          method: 'POST',
          url: '/api/user/login',
          payload: new URLSearchParams({ realm, username, password }).toString(),
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        });
      const studentLogin = await loginAs(slip.account, slip.initial_password);
      assert.equal(studentLogin.statusCode, 200, studentLogin.body);
      const profile = studentLogin.json().profile;
      assert.equal(profile.role, 'school_candidate');
      assert.ok(profile.school && profile.candidate, JSON.stringify(profile));
      assert.equal(profile.candidate.candidate_no, slip.candidate_no);
      assert.equal(profile.display_name, slip.name);
      // The spec's login form (candidate-realm) takes the same account.
      assert.equal((await loginAs(slip.account, slip.initial_password, 'candidate-realm')).statusCode, 200);
      const studentToken = studentLogin.json().access_token;

      // A student who set their own password gets no new one on the next slips.
      const last = slips.json().slips[4];
      const own = await loginAs(last.account, last.initial_password);
      const changed = await t.app.inject({
        method: 'POST',
        url: '/api/user/password/change',
        payload: { old_password: last.initial_password, new_password: 'mine-123', confirm_password: 'mine-123' },
        headers: bearer(own.json().access_token),
      });
      assert.equal(changed.statusCode, 200, changed.body);
      const again = await call(t.app, teacher.token, 'POST', '/api/school/slips', { row_ids: [last.row_id] });
      assert.equal(again.json().slips[0].initial_password, null);
      // A reset gives one anyway, and ends the student's sessions.
      const reset = await call(t.app, teacher.token, 'POST', `/api/school/rows/${slip.row_id}/password`);
      assert.equal(reset.statusCode, 200, reset.body);
      assert.notEqual(reset.json().initial_password, slip.initial_password);
      const resumed = await t.app.inject({
        method: 'GET',
        url: '/api/user/session/resume',
        headers: bearer(studentToken),
      });
      assert.equal(resumed.statusCode, 401);
      assert.equal((await loginAs(slip.account, slip.initial_password)).statusCode, 401);
      const fresh = await loginAs(slip.account, reset.json().initial_password);
      assert.equal(fresh.statusCode, 200);

      // Re-import: row 0 gone, 1..4 kept (one with a full-width number and lower-case class), one new.
      const next = rows(5, 'Alpha').slice(1);
      next[0] = { ...next[0], class: next[0].class.toLowerCase(), student_no: `０${next[0].student_no}` };
      const imported = await call(t.app, teacher.token, 'POST', '/api/school/import', {
        rows: [...next, ...rows(1, 'Beta', 40)],
      });
      assert.equal(imported.statusCode, 200, imported.body);
      const preview = imported.json() as SchoolBatch;
      assert.equal(preview.status, 'draft');
      assert.deepEqual(
        preview.rows.map((r) => r.candidate_no),
        [...numbers.slice(1), null],
        'the preview shows the kept numbers',
      );
      response = await call(t.app, teacher.token, 'POST', '/api/school/submit');
      assert.equal(response.statusCode, 200, response.body);
      const second = response.json().batch as SchoolBatch;
      assert.deepEqual(
        second.rows.slice(0, 4).map((r) => r.candidate_no),
        numbers.slice(1),
      );
      assert.ok(second.rows[4].candidate_no && !numbers.includes(second.rows[4].candidate_no));
      const goneNo = numbers[0];
      const gone = await t.db.query('select 1 from candidates where candidate_no = $1', [goneNo]);
      assert.equal(gone.rows.length, 0);
      const goneUser = await t.db.query("select 1 from users where realm = 'school-realm' and username = $1", [goneNo]);
      assert.equal(goneUser.rows.length, 0);
      // The kept student's session survives; the password they set is theirs still.
      const kept = await t.app.inject({
        method: 'GET',
        url: '/api/user/session/resume',
        headers: bearer(fresh.json().access_token),
      });
      assert.equal(kept.statusCode, slip.candidate_no === goneNo ? 401 : 200);
      assert.equal((await loginAs(last.account, 'mine-123')).statusCode, 200);
      const audit = await t.db.query<{ action: string }>(
        `select action from audit_log where entity = 'school' and entity_id = $1 order by id`,
        [String(teacher.schoolId)],
      );
      for (const action of [
        'school.import',
        'school.submit',
        'school.register',
        'school.slips',
        'school.password_reset',
      ]) {
        assert.ok(
          audit.rows.some((r) => r.action === action),
          `audit has ${action}`,
        );
      }
    });

    it("another school's rows, slips and password resets are 404", async () => {
      const mine = await newTeacher(t.db);
      await registerSchool(mine);
      await call(t.app, mine.token, 'POST', '/api/school/import', { rows: rows(2, 'Mine') });
      const submitted = await call(t.app, mine.token, 'POST', '/api/school/submit');
      const rowId = submitted.json().batch.rows[0].row_id as number;
      const edit = { class: '1A', name: 'Intruder', student_no: '9', language_version: 'zh' };
      for (const token of [qc, ywc]) {
        assert.equal((await call(t.app, token, 'PUT', `/api/school/rows/${rowId}`, edit)).statusCode, 404);
        assert.equal((await call(t.app, token, 'DELETE', `/api/school/rows/${rowId}`)).statusCode, 404);
        assert.equal((await call(t.app, token, 'POST', `/api/school/rows/${rowId}/password`)).statusCode, 404);
        const slips = await call(t.app, token, 'POST', '/api/school/slips', { row_ids: [rowId] });
        assert.equal(slips.statusCode, 404);
        const batch = await call(t.app, token, 'GET', '/api/school/batch');
        assert.ok(!batch.json().rows.some((r: { row_id: number }) => r.row_id === rowId));
      }
      // A teacher of another subject of the same school sees nothing of it either.
      const { rows: other } = await t.db.query<{ id: number }>(
        `insert into users (realm, username, display_name) values ('school-realm', 'eng-teacher-' || $1, 'Eng') returning id`,
        [mine.schoolId],
      );
      await t.db.query("insert into school_accounts (user_id, school_id, subject_code) values ($1, $2, 'eng')", [
        other[0].id,
        mine.schoolId,
      ]);
      const engScope = { schoolId: mine.schoolId, subjectCode: 'eng' };
      await assert.rejects(resetStudentPassword(t.db, engScope, mine.actor, rowId), { statusCode: 404 });
      await assert.rejects(printSlips(t.db, engScope, mine.actor, [rowId]), { statusCode: 404 });
      const still = await call(t.app, mine.token, 'GET', '/api/school/batch');
      assert.equal(still.json().rows[0].name, submitted.json().batch.rows[0].name);
    });

    it('bounds: 2,001 rows and huge ids are 400 or 404, never 500; a list holds at most 2,000', async () => {
      const teacher = await newTeacher(t.db);
      const tooMany = await call(t.app, teacher.token, 'POST', '/api/school/import', { rows: rows(2001, 'Many') });
      assert.equal(tooMany.statusCode, 400, tooMany.body);
      for (const id of ['99999999999999999999', '9007199254740993', '0', '-1', 'abc', '1e400']) {
        for (const [method, url] of [
          ['PUT', `/api/school/rows/${id}`],
          ['DELETE', `/api/school/rows/${id}`],
          ['POST', `/api/school/rows/${id}/password`],
        ] as const) {
          const response = await call(
            t.app,
            teacher.token,
            method,
            url,
            method === 'PUT' ? { class: '1A', name: 'A', student_no: '1', language_version: 'zh' } : undefined,
          );
          assert.ok([400, 404].includes(response.statusCode), `${method} ${url}: ${response.statusCode}`);
        }
      }
      const slips = await call(t.app, teacher.token, 'POST', '/api/school/slips', { row_ids: [2 ** 53 + 2] });
      assert.equal(slips.statusCode, 400);
      const full = await call(t.app, teacher.token, 'POST', '/api/school/import', { rows: rows(2000, 'Full') });
      assert.equal(full.statusCode, 200, full.body);
      assert.equal(full.json().rows.length, 2000);
      assert.equal(full.json().error_count, 0);
      const add = await call(t.app, teacher.token, 'POST', '/api/school/rows', {
        class: '1A',
        name: 'One Too Many',
        student_no: '1',
        language_version: 'zh',
      });
      assert.equal(add.statusCode, 409);
      assert.equal(add.json().code, 'SCHOOL_ROWS_FULL');
    });

    it('an import is all or nothing: a failure mid-insert or after the delete leaves the previous list', async () => {
      const teacher = await newTeacher(t.db);
      const previous = await importSchoolRows(t.db, teacher.scope, teacher.actor, rows(30, 'Old'));
      // A row that breaks a constraint (row_no > 0) at the end of the insert.
      const broken = [...rows(30, 'New'), { ...rows(1, 'New', 30)[0], row_no: 0 }];
      await assert.rejects(importSchoolRows(t.db, teacher.scope, teacher.actor, broken));
      // A crash after the delete (the insert never runs).
      const crashing = {
        ...t.db,
        tx: <T>(fn: Parameters<typeof t.db.tx<T>>[0]) =>
          t.db.tx<T>((q) =>
            fn({
              ...q,
              query: (sql: string, params?: unknown[]) =>
                sql.includes('insert into school_candidate_rows')
                  ? Promise.reject(new Error('crash after the delete'))
                  : q.query(sql, params),
            } as typeof q),
          ),
      } as typeof t.db;
      await assert.rejects(importSchoolRows(crashing, teacher.scope, teacher.actor, rows(10, 'New')), /crash/);
      const now = await call(t.app, teacher.token, 'GET', '/api/school/batch');
      assert.deepEqual(
        now.json().rows.map((r: { name: string }) => r.name),
        previous.rows.map((r) => r.name),
      );
    });

    it('after the deadline every change is refused with a bilingual 409; reads still answer', async () => {
      const teacher = await newTeacher(t.db);
      await registerSchool(teacher);
      const batch = await importSchoolRows(t.db, teacher.scope, teacher.actor, rows(3, 'Late'));
      await submitSchoolList(t.db, t.app.notices, teacher.scope, teacher.actor);
      const { rows: end } = await t.db.query<{ at: Date }>(
        `select e.at from cycle_events e join exam_cycles c on c.id = e.cycle_id and c.is_current
          where e.key = 'school_reg_end'`,
      );
      const late = new Date(end[0].at.getTime() + 1000);
      const closed = { statusCode: 409, code: 'SCHOOL_REG_CLOSED' };
      const rowId = batch.rows[0].row_id;
      const edit = { class: '1A', name: 'Late', student_no: '1', language_version: 'zh' };
      await assert.rejects(importSchoolRows(t.db, teacher.scope, teacher.actor, rows(2, 'Later'), late), closed);
      await assert.rejects(changeSchoolRow(t.db, teacher.scope, teacher.actor, { op: 'add', row: edit }, late), closed);
      await assert.rejects(
        changeSchoolRow(t.db, teacher.scope, teacher.actor, { op: 'edit', rowId, row: edit }, late),
        closed,
      );
      await assert.rejects(changeSchoolRow(t.db, teacher.scope, teacher.actor, { op: 'delete', rowId }, late), closed);
      await assert.rejects(submitSchoolList(t.db, t.app.notices, teacher.scope, teacher.actor, late), closed);
      await assert.rejects(
        putRegistration(
          t.db,
          t.app.notices,
          teacher.scope,
          teacher.actor,
          { arrangement: 'school', expected_candidates: 5 },
          late,
        ),
        closed,
      );
      // Just before the end, still open.
      const justBefore = new Date(end[0].at.getTime() - 1000);
      await changeSchoolRow(t.db, teacher.scope, teacher.actor, { op: 'edit', rowId, row: edit }, justBefore);

      // Through HTTP, with the date moved into the past for this test.
      await t.db.query(
        `update cycle_events set at = at - interval '60 days'
          where key = 'school_reg_end' and cycle_id = (select id from exam_cycles where is_current)`,
      );
      try {
        const response = await call(t.app, teacher.token, 'POST', '/api/school/import', { rows: rows(2, 'Http') });
        assert.equal(response.statusCode, 409);
        assert.equal(response.json().msg_en, messages.SCHOOL_REG_CLOSED.en);
        assert.equal(response.json().msg_zh, messages.SCHOOL_REG_CLOSED['zh-hk']);
        for (const [method, url, body] of [
          ['POST', '/api/school/rows', edit],
          ['PUT', `/api/school/rows/${rowId}`, edit],
          ['DELETE', `/api/school/rows/${rowId}`, undefined],
          ['POST', '/api/school/submit', undefined],
          ['PUT', '/api/school/registration', { arrangement: 'school', expected_candidates: 5 }],
        ] as const) {
          const refused = await call(t.app, teacher.token, method, url, body);
          assert.equal(refused.statusCode, 409, `${method} ${url}: ${refused.body}`);
        }
        const read = await call(t.app, teacher.token, 'GET', '/api/school/batch');
        assert.equal(read.statusCode, 200);
        assert.equal(read.json().closed, true);
        // Slips and password resets stay open: students need their logins for the results.
        const slips = await call(t.app, teacher.token, 'POST', '/api/school/slips', {});
        assert.equal(slips.statusCode, 200, slips.body);
      } finally {
        await t.db.query(
          `update cycle_events set at = at + interval '60 days'
            where key = 'school_reg_end' and cycle_id = (select id from exam_cycles where is_current)`,
        );
      }
    });
  });
}
