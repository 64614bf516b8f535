// A question's chief (or staff) sets how it is marked and its reference scripts: a marker who is not
// its chief is refused, a chief of one question cannot set another, staff can; the settings' bounds
// each with their own message; reference scripts from scanned scripts by code only, their rules, and
// their removal until marked.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { messages } from '@mockexam/contracts';
import { DEMO } from '../../src/seed/demo-accounts';
import { bearer, login, startTestApp, type TestApp } from '../support/app';
import { dbKinds } from '../support/db';
import { assign, markingPaper, newMarker, type MarkingPaper, type TestMarker } from './claim-fixture';

const SETTINGS = {
  step: 0.5,
  tolerance: 2,
  qualify_min: 2,
  seed_every: 5,
  seed_fail_limit: 3,
  double_share: 20,
  final_rule: 'higher',
  open: false,
};

for (const kind of dbKinds()) {
  describe(`a question's chief sets its marking on ${kind}`, () => {
    let t: TestApp;
    let staff: string;
    let paper: MarkingPaper;
    let chief: TestMarker;
    let marker: TestMarker;
    before(async () => {
      t = await startTestApp(kind);
      staff = await login(t.app, DEMO.admin.realm, DEMO.admin.username, DEMO.admin.password);
      paper = await markingPaper(t.db, 3);
      chief = await newMarker(t.db, paper.schools[0]);
      marker = await newMarker(t.db);
      await assign(t.db, paper.questionId, chief.id, { role: 'chief' });
      await assign(t.db, paper.essayId, chief.id, { role: 'marker' });
      await assign(t.db, paper.questionId, marker.id);
    });
    after(() => t.close());

    const as = (token: string, method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) =>
      t.app.inject({ method, url, payload, headers: bearer(token) });

    it('the chief of the question and staff may; a marker who is not its chief gets 403; no question is 404', async () => {
      const url = `/api/marking/questions/${paper.questionId}/settings`;
      const notChief = await as(marker.token, 'GET', url);
      assert.equal(notChief.statusCode, 403);
      assert.equal(notChief.json().code, 'MARKING_NOT_CHIEF');
      assert.equal((await as(marker.token, 'PUT', url, SETTINGS)).statusCode, 403);
      // Chief of question 1, a plain marker of the essay: the essay's settings are not theirs.
      const essay = await as(chief.token, 'PUT', `/api/marking/questions/${paper.essayId}/settings`, SETTINGS);
      assert.equal(essay.statusCode, 403);
      assert.equal(essay.json().code, 'MARKING_NOT_CHIEF');
      assert.equal((await as(chief.token, 'GET', '/api/marking/questions/999999999/settings')).statusCode, 404);

      const defaults = await as(chief.token, 'GET', url);
      assert.equal(defaults.statusCode, 200, defaults.body);
      assert.deepEqual(defaults.json(), {
        step: 1,
        tolerance: 1,
        qualify_min: 3,
        seed_every: 10,
        seed_fail_limit: 2,
        double_share: 0,
        final_rule: 'mean',
        open: false,
        question_id: paper.questionId,
        label: '1',
        max_score: 10,
        criteria: [],
      });
      const saved = await as(chief.token, 'PUT', url, SETTINGS);
      assert.equal(saved.statusCode, 200, saved.body);
      assert.deepEqual((await as(staff, 'GET', url)).json(), { ...defaults.json(), ...SETTINGS });
      const byStaff = await as(staff, 'PUT', `/api/marking/questions/${paper.essayId}/settings`, SETTINGS);
      assert.equal(byStaff.statusCode, 200, byStaff.body);
      assert.deepEqual(
        byStaff.json().criteria.map((c: { code: string }) => c.code),
        ['a_content', 'a_tone', 'a_organisation'],
      );
      const audit = await t.db.query<{ actor_role: string; entity_id: string }>(
        `select actor_role, entity_id from audit_log where action = 'marking_settings.updated'
          and entity_id = any($1::text[]) order by id`,
        [[String(paper.questionId), String(paper.essayId)]],
      );
      const named = await as(staff, 'GET', `/api/admin/audit?entity=question&entity_id=${paper.essayId}`);
      assert.deepEqual(
        named.json().map((e: { object_ref: string; object_name_en: string }) => [e.object_ref, e.object_name_en]),
        [['2', 'Mock (Chinese Language)']],
      );
      assert.deepEqual(
        audit.rows.map((r) => [r.actor_role, r.entity_id]),
        [
          ['marker', String(paper.questionId)],
          ['staff', String(paper.essayId)],
        ],
      );
    });

    it('settings out of bounds are 400 with their own messages; the tolerance stays within full marks', async () => {
      const url = `/api/marking/questions/${paper.questionId}/settings`;
      const refused = async (over: object, field: string, key: keyof typeof messages) => {
        const response = await as(chief.token, 'PUT', url, { ...SETTINGS, ...over });
        assert.equal(response.statusCode, 400, `${JSON.stringify(over)}: ${response.body}`);
        assert.deepEqual(response.json().fields[field], messages[key], JSON.stringify(over));
      };
      await refused({ step: 2 }, 'step', 'MARKING_STEP_INVALID');
      await refused({ qualify_min: 51 }, 'qualify_min', 'MARKING_QUALIFY_MIN_RANGE');
      await refused({ qualify_min: -1 }, 'qualify_min', 'MARKING_QUALIFY_MIN_RANGE');
      await refused({ seed_every: 101 }, 'seed_every', 'MARKING_SEED_EVERY_RANGE');
      await refused({ seed_fail_limit: 0 }, 'seed_fail_limit', 'MARKING_SEED_FAIL_LIMIT_RANGE');
      await refused({ seed_fail_limit: 21 }, 'seed_fail_limit', 'MARKING_SEED_FAIL_LIMIT_RANGE');
      await refused({ double_share: 101 }, 'double_share', 'MARKING_DOUBLE_SHARE_RANGE');
      await refused({ tolerance: 0.25 }, 'tolerance', 'MARKS_SCORE_FORMAT');
      // Question 1 is out of 10.
      await refused({ tolerance: 10.5 }, 'tolerance', 'MARKING_TOLERANCE_ABOVE_MAX');
      assert.equal((await as(chief.token, 'PUT', url, { ...SETTINGS, tolerance: 10 })).statusCode, 200);
    });

    it('opening live marking makes the items', async () => {
      const url = `/api/marking/questions/${paper.questionId}/settings`;
      assert.equal((await as(chief.token, 'PUT', url, { ...SETTINGS, open: true })).statusCode, 200);
      const { rows } = await t.db.query<{ n: number }>(
        'select count(*)::int as n from marking_items where question_id = $1',
        [paper.questionId],
      );
      assert.equal(rows[0].n, 6);
    });

    it("scanned scripts by code, without the chief's own school; references from them with their rules", async () => {
      const essay = await markingPaper(t.db, 2);
      const essayChief = await newMarker(t.db, essay.schools[1]);
      await assign(t.db, essay.essayId, essayChief.id, { role: 'chief' });
      await assign(t.db, essay.questionId, essayChief.id, { role: 'chief' });
      const candidates = async (token: string, query = '') =>
        (await as(token, 'GET', `/api/marking/questions/${essay.essayId}/candidates${query}`)).json();
      // Before any item: codes derived per question and candidate, the same on every call.
      const byStaff = await candidates(staff);
      assert.equal(byStaff.total, 4);
      assert.deepEqual((await candidates(staff)).scripts, byStaff.scripts);
      const script = byStaff.scripts[0];
      assert.deepEqual(Object.keys(script).sort(), ['regions', 'script_code']);
      assert.equal(
        script.regions[0].image_url,
        `/api/marking/questions/${essay.essayId}/scripts/${script.script_code}/pages/1/image`,
      );
      // The chief of school B sees only school A's two scripts.
      const mine = await candidates(essayChief.token);
      assert.equal(mine.total, 2);
      const paged = await candidates(staff, '?offset=1&limit=2');
      assert.deepEqual(paged.scripts, byStaff.scripts.slice(1, 3));
      assert.equal(
        (await as(staff, 'GET', `/api/marking/questions/${essay.essayId}/candidates?limit=101`)).statusCode,
        400,
      );

      const refs = `/api/marking/questions/${essay.essayId}/references`;
      const criteria = { a_content: 6, a_tone: 3, a_organisation: 3.5 };
      const make = (body: object) => as(essayChief.token, 'POST', refs, body);
      const code = mine.scripts[0].script_code as string;
      const refused = async (body: object, status: number, key: string) => {
        const response = await make({ script_code: code, purpose: 'practice', ...body });
        assert.equal(response.statusCode, status, `${JSON.stringify(body)}: ${response.body}`);
        assert.equal(response.json().msg_en, messages[key as keyof typeof messages].en, JSON.stringify(body));
      };
      await refused({ script_code: 'SNOTHERE', definitive_score: 12 }, 400, 'MARKING_SCRIPT_UNKNOWN');
      // A script of the chief's own school is unknown to them.
      const ownSchool = byStaff.scripts.find(
        (s: { script_code: string }) =>
          !mine.scripts.some((m: { script_code: string }) => m.script_code === s.script_code),
      );
      await refused(
        { script_code: ownSchool.script_code, definitive_score: 12, definitive_criteria: criteria },
        400,
        'MARKING_SCRIPT_UNKNOWN',
      );
      await refused({ definitive_score: 21, definitive_criteria: criteria }, 400, 'MARKING_SCORE_ABOVE_MAX');
      // The essay's step is 1 (the default) until set: a half is refused.
      await refused({ definitive_score: 12.5, definitive_criteria: criteria }, 400, 'MARKING_SCORE_STEP');
      await refused({ definitive_score: 12 }, 400, 'MARKING_CRITERIA_REQUIRED');
      await refused(
        { definitive_score: 12, definitive_criteria: { ...criteria, a_organisation: 4 } },
        400,
        'MARKING_CRITERIA_REQUIRED',
      );
      // Criteria go by the question's step too.
      await refused(
        { definitive_score: 12, definitive_criteria: { a_content: 5.5, a_tone: 3, a_organisation: 3.5 } },
        400,
        'MARKING_SCORE_STEP',
      );
      await refused(
        { definitive_score: 11, definitive_criteria: { a_content: 11, a_tone: 0, a_organisation: 0 } },
        400,
        'MARKING_CRITERIA_REQUIRED',
      );
      const whole = { a_content: 6, a_tone: 3, a_organisation: 3 };
      const made = await make({
        script_code: code,
        purpose: 'practice',
        definitive_score: 12,
        definitive_criteria: whole,
        note: 'Tone is polite',
      });
      assert.equal(made.statusCode, 200, made.body);
      const reference = made.json();
      assert.equal(reference.purpose, 'practice');
      assert.equal(reference.note, 'Tone is polite');
      assert.deepEqual(reference.definitive_criteria, whole);
      assert.equal(reference.marked, 0);
      assert.notEqual(reference.script_code, code, 'a reference has its own code');
      assert.match(reference.script_code, /^S[A-Z0-9]{7}$/);
      assert.equal(reference.regions[0].image_url, `/api/marking/references/${reference.id}/pages/1/image`);
      await refused({ definitive_score: 12, definitive_criteria: whole }, 409, 'MARKING_REFERENCE_EXISTS');
      // The same script may serve another purpose.
      const seed = await make({ script_code: code, purpose: 'seed', definitive_score: 12, definitive_criteria: whole });
      assert.equal(seed.statusCode, 200, seed.body);

      // A short question takes no criteria.
      const shortCode = (await as(staff, 'GET', `/api/marking/questions/${essay.questionId}/candidates`)).json()
        .scripts[0].script_code;
      const noCriteria = await as(staff, 'POST', `/api/marking/questions/${essay.questionId}/references`, {
        script_code: shortCode,
        purpose: 'qualification',
        definitive_score: 5,
        definitive_criteria: whole,
      });
      assert.equal(noCriteria.json().msg_en, messages.MARKING_CRITERIA_NOT_ESSAY.en);

      const listed = (await as(staff, 'GET', refs)).json().references as { id: number; purpose: string }[];
      assert.deepEqual(
        listed.map((r) => r.purpose),
        ['practice', 'seed'],
      );
      // Another question's chief cannot see or remove them.
      assert.equal((await as(chief.token, 'GET', refs)).statusCode, 403);
      assert.equal((await as(chief.token, 'DELETE', `/api/marking/references/${reference.id}`)).statusCode, 403);

      // Once a marker has marked it, it stays.
      const reader = await newMarker(t.db);
      await t.db.query(
        `with task as (insert into marking_tasks (question_id, reference_id, marker_id, state) values ($1, $2, $3, 'done') returning id)
         insert into marking_marks (task_id, marker_id, score, idempotency_key) select id, $3, 11, 'r' from task`,
        [essay.essayId, reference.id, reader.id],
      );
      assert.equal((await as(staff, 'GET', refs)).json().references[0].marked, 1);
      const kept = await as(essayChief.token, 'DELETE', `/api/marking/references/${reference.id}`);
      assert.equal(kept.statusCode, 409);
      assert.equal(kept.json().code, 'MARKING_REFERENCE_MARKED');
      const gone = await as(essayChief.token, 'DELETE', `/api/marking/references/${seed.json().id}`);
      assert.equal(gone.statusCode, 200, gone.body);
      assert.equal((await as(staff, 'DELETE', '/api/marking/references/999999999')).statusCode, 404);
      assert.deepEqual(
        (await as(staff, 'GET', refs)).json().references.map((r: { id: number }) => r.id),
        [reference.id],
      );

      // After opening, a script is known by its item's code (a code listed before still names it).
      const listedBefore = byStaff.scripts[1].script_code as string;
      await as(staff, 'POST', `/api/admin/exam-papers/${essay.paperId}/marking/open`);
      const late = await as(staff, 'POST', refs, {
        script_code: listedBefore,
        purpose: 'qualification',
        definitive_score: 12,
        definitive_criteria: whole,
      });
      assert.equal(late.statusCode, 200, late.body);
      const { rows } = await t.db.query<{ script_code: string }>(
        'select script_code from marking_items where question_id = $1 order by script_code',
        [essay.essayId],
      );
      assert.deepEqual(
        (await candidates(staff)).scripts.map((s: { script_code: string }) => s.script_code),
        rows.map((r) => r.script_code),
      );
    });
  });
}
