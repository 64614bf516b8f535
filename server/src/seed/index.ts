// Seeds a database at start-up. Reference data (subjects, postage methods, schools, venues, public
// holidays, payee settings) goes into every empty database; the demo cycles, demo accounts and demo
// report only in demo mode, and only into a database that has no cycle and no user yet.
// Idempotent: every step runs under the migration lock and checks again.
import type { Db, Queryable } from '../db';
import { lockMigrations, migrate } from '../db/migrate';
import { hashPassword } from '../lib/passwords';
import { insertDemoAccounts } from './accounts';
import { demoCycle, fixtureCycle2024, insertCycle } from './cycles';
import { ADMIN_PASSWORD, DEMO_PASSWORD } from './demo-accounts';
import { insertDemoMarking } from './demo-marking';
import { insertDemoReport } from './demo-report';
import {
  CONTACT_SETTINGS,
  PAYMENT_SETTINGS,
  POSTAGE_METHODS,
  PUBLIC_HOLIDAYS,
  SCHOOLS,
  SUBJECTS,
  VENUES,
} from './reference-data';

async function count(q: Queryable, table: 'subjects' | 'exam_cycles' | 'users'): Promise<number> {
  const { rows } = await q.query<{ n: number }>(`select count(*)::int as n from ${table}`);
  return rows[0].n;
}

async function isEmptyForDemo(q: Queryable): Promise<boolean> {
  return (await count(q, 'exam_cycles')) === 0 && (await count(q, 'users')) === 0;
}

async function insertReference(q: Queryable): Promise<void> {
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
  for (const v of VENUES) {
    await q.query('insert into venues (name_zh, name_en, address_zh, address_en) values ($1, $2, $3, $4)', [
      v.name_zh,
      v.name_en,
      v.address_zh,
      v.address_en,
    ]);
  }
}

/** The seeded venues with the demo capacity of their sessions (matched by name). */
async function venueCapacities(q: Queryable): Promise<{ id: number; capacity: number }[]> {
  const { rows } = await q.query<{ id: number; name_en: string }>('select id, name_en from venues order by id');
  return rows.flatMap((row) => {
    const seeded = VENUES.find((v) => v.name_en === row.name_en);
    return seeded ? [{ id: row.id, capacity: seeded.capacity }] : [];
  });
}

/** Reference data into a database without it. Returns true when this call inserted it. */
async function seedReference(db: Db): Promise<boolean> {
  return db.tx(async (q) => {
    await lockMigrations(q);
    if ((await count(q, 'subjects')) > 0) return false;
    await insertReference(q);
    return true;
  });
}

/** Demo cycles, accounts and report into a database with no cycle and no user. Returns true when it seeded. */
async function seedDemo(db: Db, now: Date): Promise<boolean> {
  const empty = await db.tx(async (q) => {
    await lockMigrations(q);
    return isEmptyForDemo(q);
  });
  if (!empty) return false;
  // Hash outside the transaction: argon2 is deliberately slow.
  const hashes = { demo: await hashPassword(DEMO_PASSWORD), admin: await hashPassword(ADMIN_PASSWORD) };
  return db.tx(async (q) => {
    await lockMigrations(q);
    // Another instance may have seeded while we were hashing.
    if (!(await isEmptyForDemo(q))) return false;
    const venues = await venueCapacities(q);
    await insertCycle(q, fixtureCycle2024(), venues);
    const demoCycleId = await insertCycle(q, demoCycle(now), venues);
    await insertDemoAccounts(q, hashes);
    await insertDemoReport(q, demoCycleId);
    await insertDemoMarking(q, demoCycleId, hashes);
    return true;
  });
}

export interface SeedOptions {
  /** Demo mode (config.demoMode): seed the demo cycles, accounts and report too. */
  demo: boolean;
  now?: Date;
}

/** Returns what this call seeded: reference data, demo data, both or neither. */
export async function seedIfEmpty(db: Db, options: SeedOptions): Promise<{ reference: boolean; demo: boolean }> {
  const reference = await seedReference(db);
  // Databases seeded before the contact settings existed get them too; staff's own values stay.
  await db.query(`insert into settings (key, value) values ('contact', $1) on conflict (key) do nothing`, [
    JSON.stringify(CONTACT_SETTINGS),
  ]);
  const demo = options.demo ? await seedDemo(db, options.now ?? new Date()) : false;
  return { reference, demo };
}

/** Start-up: bring the schema up to date, then seed what an empty database lacks. */
export async function prepareDatabase(
  db: Db,
  options: SeedOptions,
): Promise<{ applied: string[]; seeded: { reference: boolean; demo: boolean } }> {
  const applied = await migrate(db);
  const seeded = await seedIfEmpty(db, options);
  return { applied, seeded };
}
