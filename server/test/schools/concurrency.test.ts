// The school edition under concurrency: two teachers of one school importing at once end with one
// whole list (the batch row lock), and schools holding seats at one session never oversell it.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { importSchoolRows } from '../../src/modules/schools/import';
import { putRegistration } from '../../src/modules/schools/registration';
import { dbKinds } from '../support/db';
import { startTestApp, type TestApp } from '../support/app';
import { newTeacher, rows } from '../support/school';

for (const kind of dbKinds()) {
  describe(`school edition under concurrency on ${kind}`, () => {
    let t: TestApp;
    before(async () => {
      t = await startTestApp(kind);
    });
    after(() => t.close());

    it('two teachers of one school importing at once: the list is one of the two, whole', async () => {
      const first = await newTeacher(t.db);
      const second = await newTeacher(t.db, 'chi', first.schoolId);
      for (let round = 0; round < 5; round++) {
        const [a, b] = [rows(400 + round, 'Aa'), rows(300 + round, 'Bb')];
        const results = await Promise.allSettled([
          importSchoolRows(t.db, first.scope, first.actor, a),
          importSchoolRows(t.db, second.scope, second.actor, b),
        ]);
        assert.deepEqual(
          results.map((r) => r.status),
          ['fulfilled', 'fulfilled'],
        );
        const { rows: stored } = await t.db.query<{ name: string }>(
          `select r.name from school_candidate_rows r join school_import_batches b on b.id = r.batch_id
            where b.school_id = $1 order by r.row_no`,
          [first.schoolId],
        );
        const names = stored.map((row) => row.name);
        const whole = (list: typeof a) => names.length === list.length && list.every((row, i) => row.name === names[i]);
        assert.ok(whole(a) || whole(b), `round ${round}: a mixture of ${names.length} rows`);
        // Each answer is a whole list too: the one its import made.
        for (const [i, result] of results.entries()) {
          if (result.status !== 'fulfilled') continue;
          assert.equal(result.value.rows.length, [a, b][i].length);
        }
      }
      const batches = await t.db.query('select 1 from school_import_batches where school_id = $1', [first.schoolId]);
      assert.equal(batches.rows.length, 1, 'one batch per school, subject and cycle');
    });

    it('schools taking seats at one session at once never oversell it', async () => {
      const { rows: sessions } = await t.db.query<{ id: number; seats_taken: number }>(
        `select s.id, s.seats_taken from venue_sessions s join exam_cycles c on c.id = s.cycle_id and c.is_current
          where s.subject_code = 'chi' order by s.id desc limit 1`,
      );
      const session = sessions[0];
      await t.db.query('update venue_sessions set capacity = seats_taken + 10 where id = $1', [session.id]);
      const teachers = [];
      for (let i = 0; i < 6; i++) teachers.push(await newTeacher(t.db));
      const results = await Promise.allSettled(
        teachers.map((teacher) =>
          putRegistration(t.db, t.app.notices, teacher.scope, teacher.actor, {
            arrangement: 'venue',
            venue_session_id: session.id,
            expected_candidates: 4,
          }),
        ),
      );
      const ok = results.filter((r) => r.status === 'fulfilled').length;
      assert.equal(ok, 2, 'two of six fit in ten seats');
      for (const result of results) {
        if (result.status === 'rejected') assert.equal((result.reason as { code?: string }).code, 'VENUE_FULL');
      }
      const { rows: after } = await t.db.query<{ seats_taken: number; capacity: number; held: number }>(
        `select s.seats_taken, s.capacity,
                (select coalesce(sum(seats_held), 0)::int from school_registrations where venue_session_id = s.id) as held
           from venue_sessions s where s.id = $1`,
        [session.id],
      );
      assert.equal(after[0].seats_taken, session.seats_taken + 8);
      assert.equal(after[0].held, 8);
      assert.ok(after[0].seats_taken <= after[0].capacity);

      // The winners move their seats back and forth at once while the losers retry: still never more than ten.
      const moves = await Promise.allSettled(
        teachers.flatMap((teacher, i) =>
          [3, 5, 2].map((n) =>
            putRegistration(t.db, t.app.notices, teacher.scope, teacher.actor, {
              arrangement: 'venue',
              venue_session_id: session.id,
              expected_candidates: n + (i % 2),
            }),
          ),
        ),
      );
      assert.ok(moves.every((m) => m.status === 'fulfilled' || (m.reason as { code?: string }).code === 'VENUE_FULL'));
      const { rows: end } = await t.db.query<{ seats_taken: number; capacity: number; held: number }>(
        `select s.seats_taken, s.capacity,
                (select coalesce(sum(seats_held), 0)::int from school_registrations where venue_session_id = s.id) as held
           from venue_sessions s where s.id = $1`,
        [session.id],
      );
      assert.ok(end[0].seats_taken <= end[0].capacity);
      assert.equal(end[0].seats_taken, session.seats_taken + end[0].held, 'seats taken = seats held');
    });
  });
}
