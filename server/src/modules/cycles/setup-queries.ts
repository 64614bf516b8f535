// Cycle set-up writes and reads for staff: cycles (create, make one current), their event dates and products.
// Each write runs inside the caller's transaction and writes its audit entry there.
import type { z } from 'zod';
import type { CycleCreate, CycleEventsUpdate, ProductCreate, ProductUpdate } from '@mockexam/contracts';
import type { Queryable } from '../../db';
import { badRequest, conflict, notFound } from '../../lib/app-error';
import { writeAudit, type AuditActor } from '../../lib/audit';
import { currentCycle } from './events';
import { patchSql } from './patch-sql';

/** 404 for an unknown cycle. */
export async function assertCycleExists(q: Queryable, id: number): Promise<void> {
  const { rows } = await q.query('select 1 from exam_cycles where id = $1', [id]);
  if (!rows.length) throw notFound();
}

/**
 * Unsets the current cycle and says which it was. Every cycle row is locked first, so two staff changing the
 * current cycle at once take turns (the second sees the first's choice) instead of tripping the one-current index.
 */
async function unsetCurrentCycle(q: Queryable): Promise<number | null> {
  const { rows } = await q.query<{ id: number; is_current: boolean }>(
    'select id, is_current from exam_cycles order by id for update',
  );
  await q.query('update exam_cycles set is_current = false where is_current');
  return rows.find((r) => r.is_current)?.id ?? null;
}

/** Every cycle, newest code first, with its dates and products (inactive ones included). */
export async function listCycles(q: Queryable) {
  const cycles = await q.query<{
    cycle_id: number;
    code: string;
    name_zh: string;
    name_en: string;
    is_current: boolean;
  }>('select id as cycle_id, code, name_zh, name_en, is_current from exam_cycles order by code desc');
  const events = await q.query<{ cycle_id: number; key: string; at: Date }>(
    'select cycle_id, key, at from cycle_events',
  );
  const products = await q.query<{
    cycle_id: number;
    product_db_id: number;
    product_id: string;
    subject: 'chi';
    name_zh: string;
    name_en: string;
    subject_name_zh: string;
    subject_name_en: string;
    price_cents: number;
    exam_date: string | null;
    active: boolean;
  }>(
    `select p.cycle_id, p.id as product_db_id, p.code as product_id, p.subject_code as subject,
            p.name_zh, p.name_en, s.name_zh as subject_name_zh, s.name_en as subject_name_en,
            p.price_cents, p.exam_date, p.active
       from products p join subjects s on s.code = p.subject_code order by p.sort_order, p.id`,
  );
  return cycles.rows.map((c) => ({
    ...c,
    events: Object.fromEntries(
      events.rows.filter((e) => e.cycle_id === c.cycle_id).map((e) => [e.key, e.at.toISOString()]),
    ),
    products: products.rows.filter((p) => p.cycle_id === c.cycle_id).map(({ cycle_id: _c, ...p }) => p),
  }));
}

export async function createCycle(q: Queryable, actor: AuditActor, body: z.infer<typeof CycleCreate>) {
  if (body.make_current) await unsetCurrentCycle(q);
  const { rows } = await q.query<{ id: number }>(
    `insert into exam_cycles (code, name_zh, name_en, is_current) values ($1, $2, $3, $4)
     on conflict (code) do nothing returning id`,
    [body.code, body.name_zh, body.name_en, body.make_current],
  );
  if (!rows[0]) throw conflict('CYCLE_CODE_TAKEN', { code: 'CYCLE_CODE_TAKEN' });
  await writeAudit(q, actor, 'cycle.created', 'cycle', rows[0].id, body);
  return rows[0].id;
}

export async function makeCycleCurrent(q: Queryable, actor: AuditActor, id: number) {
  await assertCycleExists(q, id);
  const previous = await unsetCurrentCycle(q);
  await q.query('update exam_cycles set is_current = true where id = $1', [id]);
  await writeAudit(q, actor, 'cycle.made_current', 'cycle', id, { previous });
}

/** Sets or (with null) removes a cycle's event and milestone dates. */
export async function setCycleEvents(
  q: Queryable,
  actor: AuditActor,
  id: number,
  body: z.infer<typeof CycleEventsUpdate>,
) {
  await assertCycleExists(q, id);
  const dates = { ...body.events, ...body.milestones };
  for (const [key, at] of Object.entries(dates)) {
    if (at === null) await q.query('delete from cycle_events where cycle_id = $1 and key = $2', [id, key]);
    else if (at !== undefined) {
      await q.query(
        `insert into cycle_events (cycle_id, key, at) values ($1, $2, $3)
         on conflict (cycle_id, key) do update set at = excluded.at`,
        [id, key, new Date(at)],
      );
    }
  }
  await writeAudit(q, actor, 'cycle.events_updated', 'cycle', id, dates);
}

/** Adds a product to a cycle (default: the current one); one product per cycle and subject. */
export async function createProduct(q: Queryable, actor: AuditActor, body: z.infer<typeof ProductCreate>) {
  const cycle = body.cycle_id
    ? (await q.query<{ id: number; code: string }>('select id, code from exam_cycles where id = $1', [body.cycle_id]))
        .rows[0]
    : await currentCycle(q);
  if (!cycle) throw notFound();
  const subject = await q.query<{ name_zh: string; name_en: string }>(
    'select name_zh, name_en from subjects where code = $1',
    [body.subject],
  );
  const { rows } = await q.query<{ id: number }>(
    `insert into products (code, cycle_id, subject_code, name_zh, name_en, price_cents, exam_date)
     values ($1, $2, $3, $4, $5, $6, $7) on conflict (cycle_id, subject_code) do nothing returning id`,
    [
      `${cycle.code}-${body.subject}`,
      cycle.id,
      body.subject,
      body.name_zh ?? subject.rows[0].name_zh,
      body.name_en ?? subject.rows[0].name_en,
      body.price_cents,
      body.exam_date ?? null,
    ],
  );
  if (!rows[0]) throw conflict('FIELD_INVALID', { subject: 'FIELD_INVALID' });
  await writeAudit(q, actor, 'product.created', 'product', rows[0].id, body);
  return rows[0].id;
}

export async function updateProduct(q: Queryable, actor: AuditActor, id: number, body: z.infer<typeof ProductUpdate>) {
  const { subject: _ignored, ...patch } = body;
  const { sql, values } = patchSql(patch, { price_cents: 'price_cents', exam_date: 'exam_date', active: 'active' });
  if (!sql) throw badRequest('FIELD_REQUIRED');
  const result = await q.query(`update products set ${sql} where id = $1`, [id, ...values]);
  if (result.rowCount !== 1) throw notFound();
  await writeAudit(q, actor, 'product.updated', 'product', id, patch);
}
