import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Db } from '../../src/db';
import { listMigrations, migrate } from '../../src/db/migrate';
import { prepareDatabase } from '../../src/seed';
import { createTestDb, dbKinds, type TestDb } from '../support/db';

async function counts(db: Db) {
  const migrations = await db.query<{ n: number }>('select count(*)::int as n from schema_migrations');
  const cycles = await db.query<{ n: number }>('select count(*)::int as n from exam_cycles');
  const admins = await db.query<{ n: number }>("select count(*)::int as n from users where username = 'admin'");
  return { migrations: migrations.rows[0].n, cycles: cycles.rows[0].n, admins: admins.rows[0].n };
}

for (const kind of dbKinds()) {
  describe(`migrations on ${kind}`, () => {
    let t: TestDb;
    before(async () => {
      t = await createTestDb(kind);
    });
    after(() => t.cleanup());

    it('apply every file once, in order, and nothing the second time', async () => {
      const files = listMigrations().map((m) => m.name);
      assert.ok(files.length >= 6);
      assert.deepEqual(files, [...files].sort());
      assert.deepEqual(await migrate(t.db), files);
      assert.deepEqual(await migrate(t.db), []);
      const { rows } = await t.db.query<{ name: string }>('select name from schema_migrations order by name');
      assert.deepEqual(
        rows.map((r) => r.name),
        files,
      );
    });

    it('enforce the seat capacity in the schema itself', async () => {
      await prepareDatabase(t.db, { demo: true });
      const { rows } = await t.db.query<{ id: number; capacity: number }>(
        'select id, capacity from venue_sessions limit 1',
      );
      await assert.rejects(
        t.db.query('update venue_sessions set seats_taken = $2 where id = $1', [rows[0].id, rows[0].capacity + 1]),
        /check constraint/,
      );
    });
  });

  describe(`concurrent start-up on ${kind}`, () => {
    let t: TestDb;
    before(async () => {
      t = await createTestDb(kind);
    });
    after(() => t.cleanup());

    it('two instances migrating and seeding at once apply everything exactly once', async () => {
      // PostgreSQL: two separate pools, as two server processes would have. PGlite is
      // single-process by design, so two concurrent callers share the instance.
      const other = t.reopen ? await t.reopen() : t.db;
      const demo = { demo: true };
      const results = await Promise.all([prepareDatabase(t.db, demo), prepareDatabase(other, demo)]);
      assert.equal(
        results.filter((r) => r.seeded.reference).length,
        1,
        'exactly one instance seeds the reference data',
      );
      assert.equal(results.filter((r) => r.seeded.demo).length, 1, 'exactly one instance seeds the demo data');
      const applied = results.flatMap((r) => r.applied);
      assert.equal(applied.length, listMigrations().length, 'each migration applied by exactly one instance');
      assert.equal(new Set(applied).size, applied.length);
      assert.deepEqual(await counts(t.db), { migrations: listMigrations().length, cycles: 2, admins: 1 });
      // And a third start changes nothing.
      assert.deepEqual(await prepareDatabase(t.db, demo), { applied: [], seeded: { reference: false, demo: false } });
      assert.deepEqual(await counts(t.db), { migrations: listMigrations().length, cycles: 2, admins: 1 });
    });
  });
}
