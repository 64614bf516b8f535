import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { PaymentSettings, PostageMethodsResponse, SchoolsResponse, VenuesResponse } from '@mockexam/contracts';
import { dbKinds } from '../support/db';
import { startTestApp, type TestApp } from '../support/app';

for (const kind of dbKinds()) {
  describe(`venues and reference lists on ${kind}`, () => {
    let t: TestApp;
    before(async () => {
      t = await startTestApp(kind);
    });
    after(() => t.close());

    it('GET /api/venues: the current cycle sessions by exam date with seats left and full flags', async () => {
      const full = await t.db.query<{ id: number }>(
        `update venue_sessions s set seats_taken = capacity
          from exam_cycles c where c.id = s.cycle_id and c.is_current and s.subject_code = 'chi' and s.capacity <= 3
          returning s.id`,
      );
      assert.ok(full.rows.length >= 1);
      const response = await t.app.inject({ method: 'GET', url: '/api/venues' });
      assert.equal(response.statusCode, 200);
      const venues = VenuesResponse.parse(response.json());
      assert.ok(venues.length >= 4);
      const events = (await t.app.inject({ method: 'GET', url: '/api/events' })).json();
      const examDates = events.exams.map((e: { date: string }) => e.date);
      for (const venue of venues) {
        assert.ok(venue.address_zh && venue.address_en);
        assert.deepEqual(
          venue.sessions.map((s) => s.date),
          examDates,
          'one session per exam date',
        );
        for (const session of venue.sessions) {
          assert.equal(session.full, session.seats_left <= 0);
          const wanted = full.rows.some((r) => r.id === session.session_id);
          assert.equal(session.full, wanted, `session ${session.session_id}`);
        }
      }
    });

    it('GET /api/postage_methods lists the seven methods of the spec', async () => {
      const methods = PostageMethodsResponse.parse(
        (await t.app.inject({ method: 'GET', url: '/api/postage_methods' })).json(),
      );
      assert.deepEqual(methods.map((m) => m.code).sort(), [
        'courier_prepaid',
        'courier_station',
        'courier_to_door',
        'ordinary_post',
        'post',
        'school_collection',
        'smart_locker',
      ]);
    });

    it('GET /api/schools and GET /api/payment/settings', async () => {
      const schools = SchoolsResponse.parse((await t.app.inject({ method: 'GET', url: '/api/schools' })).json());
      assert.ok(schools.some((s) => s.name_en === "Queen's College" && s.name_zh === '皇仁書院'));
      const settings = PaymentSettings.parse(
        (await t.app.inject({ method: 'GET', url: '/api/payment/settings' })).json(),
      );
      assert.match(settings.fps_id, /^\d+$/);
    });
  });
}
