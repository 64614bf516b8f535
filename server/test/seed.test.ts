import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { prepareDatabase, seedIfEmpty } from '../src/seed';
import { hkDate } from '../src/lib/time';
import { createTestDb, dbKinds, type TestDb } from './support/db';

for (const kind of dbKinds()) {
  describe(`seed on ${kind}`, () => {
    let t: TestDb;
    before(async () => {
      t = await createTestDb(kind);
      await prepareDatabase(t.db, { demo: true });
    });
    after(() => t.cleanup());

    async function events(code: string): Promise<Record<string, string>> {
      const { rows } = await t.db.query<{ key: string; at: Date }>(
        'select e.key, e.at from cycle_events e join exam_cycles c on c.id = e.cycle_id where c.code = $1',
        [code],
      );
      return Object.fromEntries(rows.map((r) => [r.key, r.at.toISOString()]));
    }

    it('has the 2024-25 fixture with the spec dates in Hong Kong time', async () => {
      const e = await events('2024-25');
      assert.equal(e.person_enrol_end, '2024-10-23T15:59:59.000Z'); // 23:59:59 HKT
      assert.equal(e.school_reg_end, '2024-10-25T15:59:59.000Z');
      assert.equal(e.tickets_sent_by, '2024-12-01T15:59:59.000Z');
      assert.equal(e.answer_books_due, '2025-01-06T15:59:59.000Z');
      assert.ok(e.candidate_result_release.startsWith('2025-02'));
      for (const key of [
        'candidate_result_release',
        'person_enrol_start',
        'person_enrol_end',
        'school_reg_end',
        'school_reg_complete',
      ]) {
        assert.ok(e[key], `2024-25 has ${key}`);
      }
      const { rows } = await t.db.query<{ subject_code: string; exam_date: string; price_cents: number }>(
        `select p.subject_code, p.exam_date, p.price_cents from products p join exam_cycles c on c.id = p.cycle_id
          where c.code = '2024-25' order by p.exam_date`,
      );
      assert.deepEqual(
        rows.map((r) => [r.subject_code, r.exam_date]),
        [
          ['chi', '2024-12-28'],
          ['eng', '2024-12-30'],
          ['hist', '2024-12-31'],
          ['csd', '2025-01-04'],
        ],
      );
      assert.ok(rows.every((r) => r.price_cents > 0));
    });

    it('has one current demo cycle with enrolment open now and results already released', async () => {
      const { rows } = await t.db.query<{ code: string }>('select code from exam_cycles where is_current');
      assert.equal(rows.length, 1);
      assert.notEqual(rows[0].code, '2024-25');
      const e = await events(rows[0].code);
      const now = Date.now();
      assert.ok(Date.parse(e.person_enrol_start) < now && now < Date.parse(e.person_enrol_end));
      assert.ok(Date.parse(e.person_enrol_end) - now > 25 * 86400_000, 'closes in about 30 days');
      assert.ok(Date.parse(e.candidate_result_release) < now);
      assert.ok(Date.parse(e.school_reg_end) > now);
    });

    it('has the reference data the flows need', async () => {
      const count = async (table: string) =>
        (await t.db.query<{ n: number }>(`select count(*)::int as n from ${table}`)).rows[0].n;
      assert.equal(await count('subjects'), 4);
      assert.equal(await count('postage_methods'), 7);
      assert.ok((await count('schools')) >= 15);
      assert.ok((await count('venues')) >= 4);
      const sessions = await t.db.query<{ n: number }>(
        'select count(*)::int as n from venue_sessions s join exam_cycles c on c.id = s.cycle_id where c.is_current and s.capacity > 0',
      );
      assert.ok(sessions.rows[0].n >= 4 * 4);
      const xmas = await t.db.query('select 1 from public_holidays where date = $1', ['2024-12-25']);
      assert.equal(xmas.rows.length, 1);
      const years = await t.db.query<{ y: number }>(
        'select distinct extract(year from date)::int as y from public_holidays order by 1',
      );
      assert.deepEqual(
        years.rows.map((r) => r.y),
        [2024, 2025, 2026, 2027],
      );
      const payment = await t.db.query<{ value: { fps_id: string; bank_account_no: string } }>(
        "select value from settings where key = 'payment'",
      );
      assert.ok(payment.rows[0].value.fps_id && payment.rows[0].value.bank_account_no);
    });

    it('has demo accounts of every role with argon2id hashes', async () => {
      const { rows } = await t.db.query<{ realm: string; username: string; password_hash: string }>(
        'select realm, username, password_hash from users order by id',
      );
      const byName = new Map(rows.map((r) => [r.username, r]));
      for (const [username, realm] of [
        ['91234567', 'candidate-realm'],
        ['92345678', 'candidate-realm'],
        ['school-chi', 'school-realm'],
        ['school2-chi', 'school-realm'],
        ['student-chi', 'school-realm'],
        ['admin', 'staff-realm'],
      ]) {
        assert.equal(byName.get(username)?.realm, realm, username);
        assert.match(byName.get(username)?.password_hash ?? '', /^\$argon2id\$/);
      }
      const byNumber = await t.db.query(
        "select 1 from candidates where candidate_no = '20000002' and user_id is null and school_id is not null",
      );
      assert.equal(byNumber.rows.length, 1);
    });

    it('has a marked demo exam in the current cycle with results for the demo candidates', async () => {
      const exams = await t.db.query<{ id: number; subject_code: string; has_report: boolean }>(
        'select e.id, e.subject_code, e.has_report from exams e join exam_cycles c on c.id = e.cycle_id where c.is_current order by e.id',
      );
      assert.deepEqual(
        exams.rows.map((e) => [e.subject_code, e.has_report]),
        [
          ['chi', true],
          ['eng', false],
        ],
      );
      const examId = exams.rows[0].id;
      const weights = await t.db.query<{ total: number }>(
        'select sum(weight_percent)::float as total from exam_papers where exam_id = $1',
        [examId],
      );
      assert.equal(weights.rows[0].total, 100);
      const { rows } = await t.db.query<{
        candidate_no: string;
        score: number;
        rank_in_school: number | null;
        rank_in_territory: number;
        level: string;
      }>(
        `select c.candidate_no, r.score, r.rank_in_school, r.rank_in_territory, r.level
           from candidate_exam_results r join candidates c on c.id = r.candidate_id where r.exam_id = $1 order by r.rank_in_territory`,
        [examId],
      );
      assert.deepEqual(
        rows.map((r) => r.candidate_no),
        ['20000001', '10000001', '20000002'],
      );
      assert.deepEqual(
        rows.map((r) => r.rank_in_school),
        [1, null, 2],
        'individuals have no school rank',
      );
      assert.ok(rows.every((r) => r.score > 0 && r.score <= 100 && r.level));
      const answers = await t.db.query<{ n: number }>('select count(*)::int as n from answers');
      assert.equal(answers.rows[0].n, 3 * 7);
      const mc = await t.db.query<{ correct_answer: string[] }>(
        "select correct_answer from questions where type = 'multiple_choice' order by sort_order",
      );
      assert.deepEqual(mc.rows[0].correct_answer, ['B'], 'jsonb comes back parsed on both drivers');
    });

    it('does nothing when run again', async () => {
      assert.deepEqual(await seedIfEmpty(t.db, { demo: true }), { reference: false, demo: false });
      const { rows } = await t.db.query<{ n: number }>('select count(*)::int as n from exam_cycles');
      assert.equal(rows[0].n, 2);
    });

    it('writes dates as Hong Kong calendar days', () => {
      // 16:30 UTC is already the next day in Hong Kong.
      assert.equal(hkDate(new Date('2024-10-23T16:30:00Z')), '2024-10-24');
    });
  });
}
