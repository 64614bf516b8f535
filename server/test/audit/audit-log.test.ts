// The audit list names who did what to which object, so the back office can write sentences, not ids.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { AdminDashboard, AdminOrderDetail, AuditResponse } from '@mockexam/contracts';
import { writeAudit, SYSTEM_ACTOR } from '../../src/lib/audit';
import { DEMO } from '../../src/seed/demo-accounts';
import { dbKinds } from '../support/db';
import { bearer, login, startTestApp, type TestApp } from '../support/app';
import { currentProducts, draft, newCandidate, postOrder, venueSession } from '../support/orders';

for (const kind of dbKinds()) {
  describe(`audit list names on ${kind}`, () => {
    let t: TestApp;
    let staff: string;
    let codes: Record<string, string>;
    before(async () => {
      t = await startTestApp(kind);
      staff = await login(t.app, DEMO.admin.realm, DEMO.admin.username, DEMO.admin.password);
      codes = Object.fromEntries((await currentProducts(t.db)).map((p) => [p.subject_code, p.code]));
    });
    after(() => t.close());

    const get = (url: string) => t.app.inject({ method: 'GET', url, headers: bearer(staff) });
    const audit = async (query: string) => AuditResponse.parse((await get(`/api/admin/audit?${query}`)).json());

    it("an order's entries name the candidate as actor and the order by its number and candidate", async () => {
      const me = await newCandidate(t.db);
      // The candidate's own name, not the account's display name, is what staff read.
      await t.db.query(`update candidates set name = '陳大文' where id = $1`, [me.candidateId]);
      const venue = await venueSession(t.db, 'eng');
      const created = await postOrder(
        t.app,
        me.token,
        draft([codes.eng], { exam_mode: 'venue', venue_id: venue.venueId }),
      );
      assert.equal(created.statusCode, 201, created.body);
      const no = created.json().enrollment_no as string;
      const cancelled = await t.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${no}/cancel`,
        payload: { reason: 'asked by phone' },
        headers: bearer(staff),
      });
      assert.equal(cancelled.statusCode, 200, cancelled.body);

      const detail = AdminOrderDetail.parse((await get(`/api/admin/orders/${no}`)).json());
      const [made, cancel] = detail.history;
      assert.equal(made.action, 'order.created');
      assert.equal(made.actor_name_zh, '陳大文');
      assert.equal(made.actor_name_en, '陳大文');
      assert.equal(made.object_ref, no);
      assert.equal(made.object_name_en, '陳大文');
      assert.equal(cancel.action, 'order.cancelled');
      assert.equal(cancel.actor_name_en, DEMO.admin.name);
      assert.equal(cancel.object_ref, no);

      // The order's venue session by venue name and time, not by id.
      const { rows } = await t.db.query<{ name_zh: string; name_en: string }>(
        'select name_zh, name_en from venues where id = $1',
        [venue.venueId],
      );
      assert.equal(detail.sessions?.length, 1);
      assert.equal(detail.sessions?.[0].session_id, venue.sessionId);
      assert.equal(detail.sessions?.[0].venue_name_zh, rows[0].name_zh);
      assert.equal(detail.sessions?.[0].venue_name_en, rows[0].name_en);
      assert.ok(Date.parse(detail.sessions![0].ends_at) > Date.parse(detail.sessions![0].starts_at));

      // Staff filter the log by the order number they know, not the order's key.
      const byNumber = await audit(`entity=order&entity_id=${no}`);
      assert.deepEqual(
        byNumber.map((e) => e.action),
        ['order.cancelled', 'order.created'],
      );

      const dash = AdminDashboard.parse((await get('/api/admin/dashboard')).json());
      const seats = dash.sessions.find((s) => s.session_id === venue.sessionId)!;
      assert.equal(seats.venue_name_zh, rows[0].name_zh);
    });

    it('staff, school accounts and the system by name; holidays, venues and subjects named in both languages', async () => {
      const added = await t.app.inject({
        method: 'POST',
        url: '/api/admin/holidays',
        payload: { date: '2031-01-02', name_zh: '測試假期', name_en: 'Test holiday' },
        headers: bearer(staff),
      });
      assert.equal(added.statusCode, 200, added.body);
      const removed = await t.app.inject({
        method: 'DELETE',
        url: '/api/admin/holidays/2031-01-02',
        headers: bearer(staff),
      });
      assert.equal(removed.statusCode, 200, removed.body);
      const holiday = await audit('entity=public_holiday&entity_id=2031-01-02');
      assert.deepEqual(
        holiday.map((e) => [e.action, e.actor_name_en, e.object_ref, e.object_name_zh, e.object_name_en]),
        [
          // Deleted, the holiday is still named (from the entry's own details).
          ['holiday.deleted', DEMO.admin.name, '2031-01-02', '測試假期', 'Test holiday'],
          ['holiday.created', DEMO.admin.name, '2031-01-02', '測試假期', 'Test holiday'],
        ],
      );

      const school = await t.db.query<{ user_id: number; school_id: number; name_zh: string; name_en: string }>(
        `select sa.user_id, s.id as school_id, s.name_zh, s.name_en from school_accounts sa
           join users u on u.id = sa.user_id join schools s on s.id = sa.school_id where u.username = $1`,
        [DEMO.school.username],
      );
      const account = school.rows[0];
      await writeAudit(
        t.db,
        { userId: account.user_id, role: 'school' },
        'school.import',
        'school',
        account.school_id,
        {
          subject: 'chi',
          rows: 3,
        },
      );
      await writeAudit(t.db, SYSTEM_ACTOR, 'school.registration_cancelled', 'school', account.school_id, {
        subject: 'chi',
      });
      const [system, imported] = await audit(`entity=school&entity_id=${account.school_id}&limit=2`);
      assert.equal(imported.action, 'school.import');
      assert.equal(imported.actor_name_zh, account.name_zh);
      assert.equal(imported.actor_name_en, account.name_en);
      assert.equal(imported.object_name_en, account.name_en);
      const subject = await t.db.query<{ name_zh: string; name_en: string }>(
        `select name_zh, name_en from subjects where code = 'chi'`,
      );
      assert.equal(imported.subject_name_zh, subject.rows[0].name_zh);
      assert.equal(imported.subject_name_en, subject.rows[0].name_en);
      assert.equal(system.actor_name_en, null);
      assert.equal(system.actor_role, 'system');

      // An entity the reader cannot name (a settings key) answers null names, not an error.
      await writeAudit(t.db, SYSTEM_ACTOR, 'settings.payment_updated', 'settings', 'payment', {});
      const [settings] = await audit('entity=settings&entity_id=payment&limit=1');
      assert.equal(settings.object_name_en, null);
    });
  });
}
