import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ErrorBody, LoginResponse, Profile } from '@mockexam/contracts';
import { DEMO } from '../../src/seed/demo-accounts';
import { sha256Hex } from '../../src/lib/tokens';
import { dbKinds } from '../support/db';
import { bearer, form, login, startTestApp, type TestApp } from '../support/app';

for (const kind of dbKinds()) {
  describe(`login, resume and logout on ${kind}`, () => {
    let t: TestApp;
    before(async () => {
      t = await startTestApp(kind);
    });
    after(() => t.close());

    async function loginAs(realm: string, username: string, password: string) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/user/login',
        ...form({ realm, username, password }),
      });
      return { status: response.statusCode, body: response.json() };
    }

    async function resume(token: string) {
      const response = await t.app.inject({ method: 'GET', url: '/api/user/session/resume', headers: bearer(token) });
      return { status: response.statusCode, body: response.json() };
    }

    it('individual candidate: mobile number in candidate-realm gives a candidate profile without school', async () => {
      const { status, body } = await loginAs('candidate-realm', DEMO.candidate.username, DEMO.candidate.password);
      assert.equal(status, 200);
      const parsed = LoginResponse.parse(body);
      assert.equal(parsed.token_type, 'Bearer');
      assert.ok(Buffer.from(parsed.access_token, 'base64url').length >= 32, 'at least 256 random bits');
      assert.equal(parsed.profile.role, 'candidate');
      assert.equal(parsed.profile.candidate?.candidate_no, DEMO.candidate.candidate_no);
      assert.equal(parsed.profile.candidate?.phone, DEMO.candidate.username);
      assert.equal(parsed.profile.school, undefined);
      assert.equal(parsed.profile.display_name, DEMO.candidate.name);
      assert.ok(Date.parse(parsed.expires_at) > Date.now() + 20 * 86400_000, 'persist is the default: long session');
    });

    it('accepts the mobile number typed with +852, spaces and dashes', async () => {
      const { status } = await loginAs('candidate-realm', '+852 9123-4567', DEMO.candidate.password);
      assert.equal(status, 200);
    });

    it('school subject account: school-realm gives a school profile with the subject and no candidate', async () => {
      const { status, body } = await loginAs(DEMO.school.realm, DEMO.school.username, DEMO.school.password);
      assert.equal(status, 200);
      const profile = Profile.parse(body.profile);
      assert.equal(profile.role, 'school');
      assert.equal(profile.school?.code, DEMO.school.school);
      assert.equal(profile.school?.subject?.code, 'chi');
      assert.equal(profile.candidate, undefined);
    });

    it('school candidate with an account: both school and candidate keys', async () => {
      const { status, body } = await loginAs(
        DEMO.schoolCandidate.realm,
        DEMO.schoolCandidate.username,
        DEMO.schoolCandidate.password,
      );
      assert.equal(status, 200);
      const profile = Profile.parse(body.profile);
      assert.equal(profile.role, 'school_candidate');
      assert.equal(profile.school?.code, DEMO.schoolCandidate.school);
      assert.equal(profile.candidate?.candidate_no, DEMO.schoolCandidate.candidate_no);
      assert.equal(profile.candidate?.class, '5A');
    });

    it("the spec's candidate form (candidate-realm) also takes a school candidate's account, never a teacher's", async () => {
      const asCandidate = await loginAs(
        'candidate-realm',
        DEMO.schoolCandidate.username,
        DEMO.schoolCandidate.password,
      );
      assert.equal(asCandidate.status, 200);
      assert.equal(Profile.parse(asCandidate.body.profile).role, 'school_candidate');
      const teacher = await loginAs('candidate-realm', DEMO.school.username, DEMO.school.password);
      assert.equal(teacher.status, 401);
      assert.equal(ErrorBody.parse(teacher.body).code, 'LOGIN_INVALID_CREDENTIALS');
    });

    it('school candidate by candidate number and name (number with a space, as printed)', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/user/login_by_candidate',
        ...form({ candidate: '2000 0002', name: ` ${DEMO.schoolCandidateByNumber.name} ` }),
      });
      assert.equal(response.statusCode, 200);
      const body = LoginResponse.parse(response.json());
      assert.equal(body.profile.role, 'school_candidate');
      assert.equal(body.profile.display_name, DEMO.schoolCandidateByNumber.name);
      assert.ok(body.profile.school && body.profile.candidate);
      assert.equal((await resume(body.access_token)).status, 200);
    });

    it('candidate number with the wrong name, or an individual candidate number, is refused', async () => {
      for (const [candidate, name] of [
        ['20000002', '陳大文'],
        [DEMO.candidate.candidate_no, DEMO.candidate.name],
      ]) {
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/user/login_by_candidate',
          ...form({ candidate, name }),
        });
        assert.equal(response.statusCode, 401);
        assert.equal(ErrorBody.parse(response.json()).code, 'LOGIN_CANDIDATE_NOT_FOUND');
      }
    });

    it('staff: admin in staff-realm gives a staff profile with a 12-hour session', async () => {
      const { status, body } = await loginAs(DEMO.admin.realm, DEMO.admin.username, DEMO.admin.password);
      assert.equal(status, 200);
      const parsed = LoginResponse.parse(body);
      assert.equal(parsed.profile.role, 'staff');
      assert.deepEqual(parsed.profile.staff, { username: 'admin', role: 'admin' });
      assert.ok(Date.parse(parsed.expires_at) <= Date.now() + 12 * 3600_000 + 5000);
      const audit = await t.db.query("select 1 from audit_log where action = 'login' and entity = 'user'");
      assert.ok(audit.rows.length >= 1, 'staff logins are audited');
    });

    it('wrong password, unknown user and the wrong realm all get the same bilingual 401', async () => {
      const attempts = [
        ['candidate-realm', DEMO.candidate.username, 'wrong-password'],
        ['candidate-realm', '98765432', DEMO.candidate.password],
        ['staff-realm', DEMO.candidate.username, DEMO.candidate.password],
        ['school-realm', DEMO.admin.username, DEMO.admin.password],
      ];
      for (const [realm, username, password] of attempts) {
        const { status, body } = await loginAs(realm, username, password);
        assert.equal(status, 401, `${realm} ${username}`);
        const error = ErrorBody.parse(body);
        assert.equal(error.code, 'LOGIN_INVALID_CREDENTIALS');
        assert.equal(error.msg_zh, '帳戶或密碼不正確');
        assert.equal(error.msg_en, 'Incorrect account or password');
      }
    });

    it('a disabled account cannot log in and its sessions stop working', async () => {
      const token = await login(t.app, DEMO.candidate2.realm, DEMO.candidate2.username, DEMO.candidate2.password);
      await t.db.query('update users set disabled = true where username = $1', [DEMO.candidate2.username]);
      try {
        assert.equal((await resume(token)).status, 401);
        const { status, body } = await loginAs(
          DEMO.candidate2.realm,
          DEMO.candidate2.username,
          DEMO.candidate2.password,
        );
        assert.equal(status, 403);
        assert.equal(body.code, 'ACCOUNT_DISABLED');
      } finally {
        await t.db.query('update users set disabled = false where username = $1', [DEMO.candidate2.username]);
      }
    });

    it('resume answers the profile for a live token and 401 otherwise', async () => {
      const token = await login(t.app, 'candidate-realm', DEMO.candidate.username, DEMO.candidate.password);
      const ok = await resume(token);
      assert.equal(ok.status, 200);
      assert.equal(Profile.parse(ok.body).candidate?.candidate_no, DEMO.candidate.candidate_no);

      const none = await t.app.inject({ method: 'GET', url: '/api/user/session/resume' });
      assert.equal(none.statusCode, 401);
      assert.equal(ErrorBody.parse(none.json()).code, 'UNAUTHENTICATED');
      assert.equal((await resume('not-a-real-token')).status, 401);
    });

    it('an expired token is refused', async () => {
      const token = await login(t.app, 'candidate-realm', DEMO.candidate.username, DEMO.candidate.password);
      await t.db.query("update sessions set expires_at = now() - interval '1 second' where token_hash = $1", [
        sha256Hex(token),
      ]);
      assert.equal((await resume(token)).status, 401);
    });

    it('each login issues a new token, stored only as its SHA-256', async () => {
      const first = await login(t.app, DEMO.school.realm, DEMO.school.username, DEMO.school.password);
      const second = await login(t.app, DEMO.school.realm, DEMO.school.username, DEMO.school.password);
      assert.notEqual(first, second);
      assert.equal((await resume(first)).status, 200);
      assert.equal((await resume(second)).status, 200);
      const raw = await t.db.query('select 1 from sessions where token_hash = $1', [first]);
      assert.equal(raw.rows.length, 0, 'the raw token is not stored');
      const hashed = await t.db.query('select 1 from sessions where token_hash = $1', [sha256Hex(first)]);
      assert.equal(hashed.rows.length, 1);
    });

    it('logout revokes the token and only that token', async () => {
      const token = await login(t.app, DEMO.admin.realm, DEMO.admin.username, DEMO.admin.password);
      const other = await login(t.app, DEMO.admin.realm, DEMO.admin.username, DEMO.admin.password);
      const out = await t.app.inject({ method: 'GET', url: '/api/user/logout', headers: bearer(token) });
      assert.equal(out.statusCode, 200);
      assert.deepEqual(out.json(), { success: true });
      assert.equal((await resume(token)).status, 401);
      assert.equal((await resume(other)).status, 200);
      // Logging out again (or without a token) is harmless.
      assert.equal(
        (await t.app.inject({ method: 'GET', url: '/api/user/logout', headers: bearer(token) })).statusCode,
        200,
      );
      assert.equal((await t.app.inject({ method: 'GET', url: '/api/user/logout' })).statusCode, 200);
    });

    it('login also accepts a JSON body with the same fields', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/user/login',
        payload: {
          realm: 'candidate-realm',
          username: DEMO.candidate.username,
          password: DEMO.candidate.password,
          persist: false,
        },
      });
      assert.equal(response.statusCode, 200);
      assert.ok(
        Date.parse(response.json().expires_at) <= Date.now() + 12 * 3600_000 + 5000,
        'persist=false: short session',
      );
    });
  });
}
