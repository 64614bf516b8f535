// Seeds an empty database: reference data, the demo and 2024-25 cycles, demo accounts.
// Idempotent: it only runs when no cycle exists, under the migration lock.
import type { Db, Queryable } from '../db';
import { lockMigrations, migrate } from '../db/migrate';
import { hashPassword } from '../lib/passwords';
import { insertDemoAccounts } from './accounts';
import { demoCycle, fixtureCycle2024, insertCycle } from './cycles';
import { ADMIN_PASSWORD, DEMO_PASSWORD } from './demo-accounts';
import { insertDemoReport } from './demo-report';
import { PAYMENT_SETTINGS, POSTAGE_METHODS, PUBLIC_HOLIDAYS, SCHOOLS, SUBJECTS, VENUES } from './reference-data';

async function isEmpty(q: Queryable): Promise<boolean> {
  const { rows } = await q.query<{ n: number }>('select count(*)::int as n from exam_cycles');
  return rows[0].n === 0;
}

async function insertReference(q: Queryable): Promise<{ id: number; capacity: number }[]> {
  for (const s of SUBJECTS) {
    await q.query('insert into subjects (code, name_zh, name_en, sort_order) values ($1, $2, $3, $4)', [
      s.code,
      s.name_zh,
      s.name_en,
      s.sort_order,
    ]);
  }
  for (const [index, p] of POSTAGE_METHODS.entries()) {
    await q.query(
      'insert into postage_methods (code, name_zh, name_en, detail_kind, fee_cents, sort_order) values ($1, $2, $3, $4, $5, $6)',
      [p.code, p.name_zh, p.name_en, p.detail_kind, p.fee_cents, index + 1],
    );
  }
  for (const s of SCHOOLS) {
    await q.query(
      'insert into schools (code, name_zh, name_en, district_zh, district_en) values ($1, $2, $3, $4, $5)',
      [s.code, s.name_zh, s.name_en, s.district_zh, s.district_en],
    );
  }
  for (const [date, nameZh, nameEn] of PUBLIC_HOLIDAYS) {
    await q.query('insert into public_holidays (date, name_zh, name_en) values ($1, $2, $3)', [date, nameZh, nameEn]);
  }
  await q.query(`insert into settings (key, value) values ('payment', $1)`, [JSON.stringify(PAYMENT_SETTINGS)]);
  const venues: { id: number; capacity: number }[] = [];
  for (const v of VENUES) {
    const { rows } = await q.query<{ id: number }>(
      'insert into venues (name_zh, name_en, address_zh, address_en) values ($1, $2, $3, $4) returning id',
      [v.name_zh, v.name_en, v.address_zh, v.address_en],
    );
    venues.push({ id: rows[0].id, capacity: v.capacity });
  }
  return venues;
}

/** Returns true when this call seeded the database. */
export async function seedIfEmpty(db: Db, now: Date = new Date()): Promise<boolean> {
  const empty = await db.tx(async (q) => {
    await lockMigrations(q);
    return isEmpty(q);
  });
  if (!empty) return false;
  // Hash outside the transaction: argon2 is deliberately slow.
  const hashes = { demo: await hashPassword(DEMO_PASSWORD), admin: await hashPassword(ADMIN_PASSWORD) };
  return db.tx(async (q) => {
    await lockMigrations(q);
    // Another instance may have seeded while we were hashing.
    if (!(await isEmpty(q))) return false;
    const venues = await insertReference(q);
    await insertCycle(q, fixtureCycle2024(), venues);
    const demoCycleId = await insertCycle(q, demoCycle(now), venues);
    await insertDemoAccounts(q, hashes);
    await insertDemoReport(q, demoCycleId);
    return true;
  });
}

/** Start-up: bring the schema up to date, then seed an empty database. */
export async function prepareDatabase(db: Db, now?: Date): Promise<{ applied: string[]; seeded: boolean }> {
  const applied = await migrate(db);
  const seeded = await seedIfEmpty(db, now);
  return { applied, seeded };
}
