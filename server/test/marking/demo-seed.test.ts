// The demo's on-screen marking: after a fresh start in demo mode, the demo marker logs in, sees the
// question they are assigned and claims its first practice script; the demo chief marker is its chief.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { ClaimResponse, MarkingAssignmentsResponse, SubmitMarkResponse } from '@mockexam/contracts';
import { ensureDemoPages } from '../../src/modules/reports/demo-pages';
import { DEMO } from '../../src/seed/demo-accounts';
import { dbKinds } from '../support/db';
import { login, startTestApp, type TestApp } from '../support/app';

for (const kind of dbKinds()) {
  describe(`demo marking on ${kind}`, () => {
    let t: TestApp;
    before(async () => {
      t = await startTestApp(kind);
    });
    after(() => t.close());

    const get = async <T>(token: string, url: string) => {
      const response = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
      assert.equal(response.statusCode, 200, response.body);
      return response.json() as T;
    };

    it('gives the demo marker a practice script of an open question to claim, view and mark', async () => {
      const token = await login(t.app, 'staff-realm', DEMO.marker.username, DEMO.marker.password);
      const { assignments } = await get<MarkingAssignmentsResponse>(token, '/api/marking/assignments');
      assert.equal(assignments.length, 1);
      const [assignment] = assignments;
      assert.equal(assignment.role, 'marker');
      assert.equal(assignment.status, 'practice');
      assert.equal(assignment.open, true);
      assert.equal(assignment.exam_title_en.endsWith('Second Mock Examination'), true, assignment.exam_title_en);
      assert.equal(assignment.paper_title_en, 'Paper 1 Reading');
      assert.equal(assignment.label, '2');
      assert.equal(assignment.max_score, 6);
      assert.deepEqual(
        [assignment.practice_done, assignment.practice_total, assignment.qualification_total, assignment.qualify_min],
        [0, 2, 3, 2],
      );

      const claim = await t.app.inject({
        method: 'POST',
        url: `/api/marking/questions/${assignment.question_id}/claim`,
        headers: { authorization: `Bearer ${token}` },
      });
      assert.equal(claim.statusCode, 200, claim.body);
      const { task, reason } = claim.json() as ClaimResponse;
      assert.equal(reason, null);
      assert.ok(task, 'a task to mark');
      assert.equal(task.kind, 'practice');
      assert.equal(task.question.max_score, 6);
      assert.match(task.script_code, /^S[A-Z2-9]{7}$/);
      // The question's region on page 1 of the scanned script, never the whole page.
      assert.deepEqual(
        task.regions.map((r) => [r.page, r.x, r.y, r.w, r.h]),
        [[1, 0.06, 0.15, 0.88, 0.4]],
      );
      const { rows } = await t.db.query<{ purpose: string }>(
        'select purpose from marking_references where script_code = $1',
        [task.script_code],
      );
      assert.deepEqual(rows, [{ purpose: 'practice' }]);

      // The scans are drawn when the server listens (route tests never listen): draw them as it does.
      await ensureDemoPages(t.db, t.app.files);
      const image = await t.app.inject({
        method: 'GET',
        url: task.regions[0].image_url,
        headers: { authorization: `Bearer ${token}` },
      });
      assert.equal(image.statusCode, 200, image.body);
      assert.equal(image.headers['content-type'], 'image/jpeg');
      assert.ok(
        image.rawPayload.length > 1000 && image.rawPayload.length <= 150 * 1024,
        `${image.rawPayload.length} bytes`,
      );

      const mark = await t.app.inject({
        method: 'PUT',
        url: `/api/marking/tasks/${task.id}/mark`,
        headers: { authorization: `Bearer ${token}`, 'idempotency-key': 'demo-practice-1' },
        payload: { score: 4 },
      });
      assert.equal(mark.statusCode, 200, mark.body);
      const marked = mark.json() as SubmitMarkResponse;
      assert.equal(marked.kind, 'practice');
      // After a practice script the marker reads the chief's definitive mark and note.
      assert.ok(marked.definitive && [5, 2].includes(marked.definitive.score), JSON.stringify(marked.definitive));
      assert.ok(marked.definitive.note);
    });

    it('makes the demo chief marker the chief of that question, live', async () => {
      const token = await login(t.app, 'staff-realm', DEMO.chief.username, DEMO.chief.password);
      const { assignments } = await get<MarkingAssignmentsResponse>(token, '/api/marking/assignments');
      assert.deepEqual(
        assignments.map((a) => [a.label, a.role, a.status]),
        [['2', 'chief', 'live']],
      );
    });
  });
}
