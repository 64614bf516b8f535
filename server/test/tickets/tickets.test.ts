// GET /api/candidate_info: session times have one source (the venue session checkout shows),
// each paper keeps its own start and length, home mode has no venue time, and a school candidate sees
// their own admission data from the school's registration, never another candidate's.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { CandidateInfoResponse } from '@mockexam/contracts';
import { signBody } from '../../src/modules/payments/signature';
import { DEMO } from '../../src/seed/demo-accounts';
import { bearer, login, startTestApp, type TestApp } from '../support/app';
import { dbKinds } from '../support/db';
import { currentProducts, draft, newCandidate, postOrder, venueSession } from '../support/orders';

const SECRET = 'test-fps-secret';

for (const kind of dbKinds()) {
  describe(`admission tickets on ${kind}`, () => {
    let t: TestApp;
    let chiCode: string;
    before(async () => {
      t = await startTestApp(kind, undefined, { fpsNotifySecret: SECRET });
      chiCode = (await currentProducts(t.db)).find((p) => p.subject_code === 'chi')!.code;
    });
    after(() => t.close());

    const candidateInfo = async (token: string) => {
      const response = await t.app.inject({ method: 'GET', url: '/api/candidate_info', headers: bearer(token) });
      assert.equal(response.statusCode, 200, response.body);
      return CandidateInfoResponse.parse(response.json());
    };

    /** A new candidate's paid order (FPS notice), answering their token. */
    const paidOrder = async (over: Record<string, unknown>) => {
      const me = await newCandidate(t.db);
      const created = await postOrder(t.app, me.token, draft([chiCode], over));
      assert.equal(created.statusCode, 201, created.body);
      const order = created.json() as { enrollment_no: string; total_cents: number };
      const raw = JSON.stringify({
        txn_id: `T-${order.enrollment_no}`,
        bill_number: order.enrollment_no,
        amount_cents: order.total_cents,
        currency: 'HKD',
        paid_at: new Date().toISOString(),
      });
      const paid = await t.app.inject({
        method: 'POST',
        url: '/api/payment/fps/notify',
        payload: raw,
        headers: { 'content-type': 'application/json', 'x-signature': signBody(SECRET, raw) },
      });
      assert.equal(paid.statusCode, 200, paid.body);
      return me.token;
    };

    it('a venue ticket gives the venue session times checkout shows, and each paper its own start and length', async () => {
      const venue = await venueSession(t.db, 'chi');
      const token = await paidOrder({ exam_mode: 'venue', venue_id: venue.venueId });
      const session = await t.db.query<{ starts_at: Date; ends_at: Date }>(
        'select starts_at, ends_at from venue_sessions where id = $1',
        [venue.sessionId],
      );
      const papers = await t.db.query<{ paper_no: number; starts_at: Date | null; duration_minutes: number | null }>(
        `select pa.paper_no, pa.starts_at, pa.duration_minutes from papers pa join products p on p.id = pa.product_id
          where p.code = $1 order by pa.paper_no`,
        [chiCode],
      );
      const [ticket] = (await candidateInfo(token)).tickets;
      assert.equal(ticket.source, 'order');
      assert.equal(ticket.session_starts_at, session.rows[0].starts_at.toISOString());
      assert.equal(ticket.session_ends_at, session.rows[0].ends_at.toISOString());
      // The ticket's one time is the session's, not the first paper's.
      assert.equal(ticket.starts_at, ticket.session_starts_at);
      assert.deepEqual(
        ticket.papers?.map((p) => [p.paper_no, p.starts_at, p.duration_minutes]),
        papers.rows.map((p) => [p.paper_no, p.starts_at?.toISOString() ?? null, p.duration_minutes]),
      );
      assert.ok(ticket.papers && ticket.papers.length > 0);
    });

    it('a home ticket has no venue time but keeps the papers', async () => {
      const token = await paidOrder({ exam_mode: 'home', venue_id: null });
      const [ticket] = (await candidateInfo(token)).tickets;
      assert.equal(ticket.exam_mode, 'home');
      assert.equal(ticket.session_starts_at, null);
      assert.equal(ticket.session_ends_at, null);
      assert.equal(ticket.starts_at, null);
      assert.ok(ticket.papers && ticket.papers.length > 0);
    });

    it("a school candidate sees their own admission data from the school's registration", async () => {
      const token = await login(
        t.app,
        DEMO.schoolCandidate.realm,
        DEMO.schoolCandidate.username,
        DEMO.schoolCandidate.password,
      );
      const before = await candidateInfo(token);
      assert.equal(before.status, 'issued');
      assert.equal(before.tickets.length, 1);
      const [form] = before.tickets;
      assert.equal(form.source, 'school');
      assert.equal(form.candidate_no, DEMO.schoolCandidate.candidate_no);
      assert.equal(form.candidate_name, DEMO.schoolCandidate.name);
      assert.equal(form.subject, 'chi');
      assert.equal(form.seat_no, null);
      const school = await t.db.query<{ id: number; name_en: string }>(
        'select id, name_en from schools where code = $1',
        [DEMO.schoolCandidate.school],
      );
      assert.equal(form.school_name_en, school.rows[0].name_en);

      // The school registers its chi candidates at a venue session: the form shows that venue and its times.
      const venue = await venueSession(t.db, 'chi');
      await t.db.query(
        `insert into school_registrations (school_id, subject_code, cycle_id, arrangement, venue_session_id, expected_candidates)
         select $1, 'chi', s.cycle_id, 'venue', s.id, 30 from venue_sessions s where s.id = $2
         on conflict (school_id, subject_code, cycle_id)
         do update set arrangement = 'venue', venue_session_id = excluded.venue_session_id, status = 'registered'`,
        [school.rows[0].id, venue.sessionId],
      );
      const session = await t.db.query<{ starts_at: Date; ends_at: Date; name_en: string }>(
        `select s.starts_at, s.ends_at, v.name_en from venue_sessions s join venues v on v.id = s.venue_id where s.id = $1`,
        [venue.sessionId],
      );
      const [registered] = (await candidateInfo(token)).tickets;
      assert.equal(registered.arrangement, 'venue');
      assert.equal(registered.venue_name_en, session.rows[0].name_en);
      assert.equal(registered.session_starts_at, session.rows[0].starts_at.toISOString());
      assert.equal(registered.session_ends_at, session.rows[0].ends_at.toISOString());
    });

    it("another candidate does not see the school candidate's admission data", async () => {
      const other = await newCandidate(t.db);
      const info = await candidateInfo(other.token);
      assert.equal(info.status, 'none');
      assert.deepEqual(info.tickets, []);
      assert.notEqual(info.candidate_no, DEMO.schoolCandidate.candidate_no);
    });

    it('a session without a candidate (a teacher) gets 403 or 404, never data', async () => {
      const teacher = await login(t.app, DEMO.school.realm, DEMO.school.username, DEMO.school.password);
      const response = await t.app.inject({ method: 'GET', url: '/api/candidate_info', headers: bearer(teacher) });
      assert.ok([403, 404].includes(response.statusCode), response.body);
      assert.doesNotMatch(response.body, new RegExp(DEMO.schoolCandidate.candidate_no));
    });
  });
}
