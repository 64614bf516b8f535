import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { prepareDatabase, seedIfEmpty } from '../../src/seed';
import { hkDate } from '../../src/lib/time';
import { createTestDb, dbKinds, type TestDb } from '../support/db';

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
        ['marker1', 'staff-realm'],
        ['chief1', 'staff-realm'],
      ]) {
        assert.equal(byName.get(username)?.realm, realm, username);
        assert.match(byName.get(username)?.password_hash ?? '', /^\$argon2id\$/);
      }
      const byNumber = await t.db.query(
        "select 1 from candidates where candidate_no = '20000002' and user_id is null and school_id is not null",
      );
      assert.equal(byNumber.rows.length, 1);
    });

    it('has a released exam per subject, graded from marks by a published run, with the demo accounts in the cohort', async () => {
      const { rows: exams } = await t.db.query<{
        id: number;
        subject_code: string;
        has_report: boolean;
        weights: number;
        published: boolean;
        participants: number;
      }>(
        `select e.id, e.subject_code, e.has_report, e.published_run_id is not null as published,
                (select sum(weight_percent)::float from exam_papers p where p.exam_id = e.id) as weights,
                (select count(*)::int from candidate_exam_results r
                  where r.exam_id = e.id and r.grading_run_id = e.published_run_id) as participants
           from exams e join exam_cycles c on c.id = e.cycle_id where c.is_current order by e.id`,
      );
      assert.deepEqual(
        exams.map((e) => [e.subject_code, e.has_report, e.weights, e.published]),
        [
          ['chi', true, 100, true],
          ['eng', true, 100, true],
          ['hist', false, 100, true],
          ['csd', true, 100, true],
          // the second English mock, scanned and being marked on screen
          ['eng', false, 100, false],
        ],
      );
      assert.ok(exams[0].participants >= 300, `a realistic Chinese cohort: ${exams[0].participants}`);
      assert.ok(exams.filter((e) => e.published).every((e) => e.participants >= 50));

      const { rows } = await t.db.query<{
        candidate_no: string;
        subject_code: string;
        level: string | null;
        attained: boolean | null;
        rank_in_school: number | null;
        participants: number;
      }>(
        `select c.candidate_no, e.subject_code, r.level, r.attained, r.rank_in_school, r.participants
           from candidate_exam_results r join candidates c on c.id = r.candidate_id join exams e on e.id = r.exam_id
          where c.candidate_no = any($1::text[]) order by c.candidate_no, e.id`,
        [['10000001', '10000002', '20000001', '20000002']],
      );
      assert.deepEqual(
        rows.map((r) => `${r.candidate_no} ${r.subject_code}`),
        [
          '10000001 chi',
          '10000001 eng',
          '10000001 hist',
          '10000001 csd',
          '10000002 eng',
          '10000002 csd',
          '20000001 chi',
          '20000002 chi',
        ],
      );
      assert.ok(rows.filter((r) => r.candidate_no.startsWith('1')).every((r) => r.rank_in_school === null));
      assert.ok(rows.filter((r) => r.candidate_no.startsWith('2')).every((r) => r.rank_in_school !== null));
      for (const r of rows) {
        if (r.subject_code === 'csd') assert.ok(r.level === null && typeof r.attained === 'boolean');
        else assert.ok(r.level && r.attained === null);
      }

      // CSD has both outcomes; essays with writing criteria score the criteria's sum.
      const csd = await t.db.query<{ attained: boolean }>(
        `select distinct r.attained from candidate_exam_results r join exams e on e.id = r.exam_id
          where e.subject_code = 'csd' order by 1`,
      );
      assert.deepEqual(
        csd.rows.map((r) => r.attained),
        [false, true],
      );
      const sums = await t.db.query<{ essays: number; wrong: number }>(
        `select count(*)::int as essays, count(*) filter (where a.score is distinct from s.total)::int as wrong
           from (select cs.candidate_id, qc.question_id, sum(cs.score) as total from criterion_scores cs
                   join question_criteria qc on qc.id = cs.criterion_id group by 1, 2) s
           left join answers a on a.candidate_id = s.candidate_id and a.question_id = s.question_id`,
      );
      assert.ok(sums.rows[0].essays > 300);
      assert.equal(sums.rows[0].wrong, 0);

      // Scans of the demo accounts (the report side draws the files); blank pages for everyone else.
      const scans = await t.db.query<{ scan_path: string; marked_path: string }>(
        `select m.scan_path, m.marked_path from marked_pages m join candidates c on c.id = m.candidate_id
          where c.candidate_no = '20000001' order by m.id limit 1`,
      );
      assert.deepEqual(scans.rows[0], {
        scan_path: 'demo/20000001/chi-p1-1.png',
        marked_path: 'demo/20000001-m/chi-p1-1.png',
      });
      const blank = await t.db.query<{ url: string }>('select url from report_pages order by id limit 1');
      assert.equal(blank.rows[0].url, 'demo/blank/chi-p1-1.png');
      const mc = await t.db.query<{ correct_answer: string[] }>(
        "select correct_answer from questions where type = 'multiple_choice' order by id",
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
