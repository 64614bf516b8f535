// Cycle set-up for staff: cycles (create, make one current) and their dates, products and prices, venues and
// sessions with capacity, postage methods, the payee details. Every write goes to the audit log.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminCyclesResponse,
  AdminIdParam,
  AdminWriteResponse,
  CycleCreate,
  CycleEventsUpdate,
  ErrorBody,
  PaymentSettingsUpdate,
  PostageCode,
  PostageMethodUpdate,
  ProductCreate,
  ProductUpdate,
  VenueSessionUpdate,
  VenueSessionUpsert,
  VenueUpsert,
} from '@mockexam/contracts';
import { badRequest, conflict, notFound } from '../../lib/app-error';
import type { Queryable } from '../../db';
import { staffActor, writeAudit } from '../../lib/audit';
import { currentCycle } from './events';
import { listRoutes } from './staff-list-routes';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const staff = { access: 'staff' as const };
const tags = ['admin'];
const ok = (id: number | string) => ({ success: true as const, id });

/** `set a = $2, b = $3` from the defined keys of a patch (keys come from a zod schema, never the client). */
function patchSql(patch: Record<string, unknown>, columns: Record<string, string>) {
  const entries = Object.entries(patch).filter(([key, value]) => value !== undefined && columns[key]);
  return {
    sql: entries.map(([key], i) => `${columns[key]} = $${i + 2}`).join(', '),
    values: entries.map(([, v]) => v),
  };
}

/** 404 for an unknown cycle. */
async function assertCycleExists(q: Queryable, id: number): Promise<void> {
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

export const setupRoutes: FastifyPluginAsyncZod = async (app) => {
  // The lists the set-up screens edit (inactive rows included) belong with the set-up writes.
  await app.register(listRoutes);

  app.get(
    '/admin/cycles',
    {
      config: staff,
      schema: { tags, summary: 'Cycles with dates and products', response: { 200: AdminCyclesResponse, ...errors } },
    },
    async () => {
      const cycles = await app.db.query<{
        cycle_id: number;
        code: string;
        name_zh: string;
        name_en: string;
        is_current: boolean;
      }>('select id as cycle_id, code, name_zh, name_en, is_current from exam_cycles order by code desc');
      const events = await app.db.query<{ cycle_id: number; key: string; at: Date }>(
        'select cycle_id, key, at from cycle_events',
      );
      const products = await app.db.query<{
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
    },
  );

  app.post(
    '/admin/cycles',
    {
      config: staff,
      schema: { tags, summary: 'Create a cycle', body: CycleCreate, response: { 200: AdminWriteResponse, ...errors } },
    },
    async (request) =>
      app.db.tx(async (q) => {
        const body = request.body;
        if (body.make_current) await unsetCurrentCycle(q);
        const { rows } = await q.query<{ id: number }>(
          `insert into exam_cycles (code, name_zh, name_en, is_current) values ($1, $2, $3, $4)
           on conflict (code) do nothing returning id`,
          [body.code, body.name_zh, body.name_en, body.make_current],
        );
        if (!rows[0]) throw conflict('CYCLE_CODE_TAKEN', { code: 'CYCLE_CODE_TAKEN' });
        await writeAudit(q, staffActor(request), 'cycle.created', 'cycle', rows[0].id, body);
        return ok(rows[0].id);
      }),
  );

  app.put(
    '/admin/cycles/:id/current',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Make a cycle the current one (enrolment, dates, products and the dashboard follow it)',
        params: AdminIdParam,
        response: { 200: AdminWriteResponse, ...errors },
      },
    },
    async (request) =>
      app.db.tx(async (q) => {
        const id = request.params.id;
        await assertCycleExists(q, id);
        const previous = await unsetCurrentCycle(q);
        await q.query('update exam_cycles set is_current = true where id = $1', [id]);
        await writeAudit(q, staffActor(request), 'cycle.made_current', 'cycle', id, { previous });
        return ok(id);
      }),
  );

  app.put(
    '/admin/cycles/:id/events',
    {
      config: staff,
      schema: {
        tags,
        summary: "Set a cycle's event dates (null removes one)",
        params: AdminIdParam,
        body: CycleEventsUpdate,
        response: { 200: AdminWriteResponse, ...errors },
      },
    },
    async (request) =>
      app.db.tx(async (q) => {
        const id = request.params.id;
        await assertCycleExists(q, id);
        const dates = { ...request.body.events, ...request.body.milestones };
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
        await writeAudit(q, staffActor(request), 'cycle.events_updated', 'cycle', id, dates);
        return ok(id);
      }),
  );

  app.post(
    '/admin/products',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Add a product (subject and price) to a cycle',
        body: ProductCreate,
        response: { 200: AdminWriteResponse, ...errors },
      },
    },
    async (request) =>
      app.db.tx(async (q) => {
        const body = request.body;
        const cycle = body.cycle_id
          ? (
              await q.query<{ id: number; code: string }>('select id, code from exam_cycles where id = $1', [
                body.cycle_id,
              ])
            ).rows[0]
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
        await writeAudit(q, staffActor(request), 'product.created', 'product', rows[0].id, body);
        return ok(rows[0].id);
      }),
  );

  app.put(
    '/admin/products/:id',
    {
      config: staff,
      schema: {
        tags,
        summary: "Change a product's price, exam date or availability",
        params: AdminIdParam,
        body: ProductUpdate,
        response: { 200: AdminWriteResponse, ...errors },
      },
    },
    async (request) =>
      app.db.tx(async (q) => {
        const { subject: _ignored, ...patch } = request.body;
        const { sql, values } = patchSql(patch, {
          price_cents: 'price_cents',
          exam_date: 'exam_date',
          active: 'active',
        });
        if (!sql) throw badRequest('FIELD_REQUIRED');
        const result = await q.query(`update products set ${sql} where id = $1`, [request.params.id, ...values]);
        if (result.rowCount !== 1) throw notFound();
        await writeAudit(q, staffActor(request), 'product.updated', 'product', request.params.id, patch);
        return ok(request.params.id);
      }),
  );

  app.post(
    '/admin/venues',
    {
      config: staff,
      schema: { tags, summary: 'Add a venue', body: VenueUpsert, response: { 200: AdminWriteResponse, ...errors } },
    },
    async (request) =>
      app.db.tx(async (q) => {
        const v = request.body;
        const { rows } = await q.query<{ id: number }>(
          'insert into venues (name_zh, name_en, address_zh, address_en, active) values ($1, $2, $3, $4, $5) returning id',
          [v.name_zh, v.name_en, v.address_zh, v.address_en, v.active],
        );
        await writeAudit(q, staffActor(request), 'venue.created', 'venue', rows[0].id, v);
        return ok(rows[0].id);
      }),
  );

  app.put(
    '/admin/venues/:id',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Change a venue',
        params: AdminIdParam,
        body: VenueUpsert,
        response: { 200: AdminWriteResponse, ...errors },
      },
    },
    async (request) =>
      app.db.tx(async (q) => {
        const v = request.body;
        const result = await q.query(
          'update venues set name_zh = $2, name_en = $3, address_zh = $4, address_en = $5, active = $6 where id = $1',
          [request.params.id, v.name_zh, v.name_en, v.address_zh, v.address_en, v.active],
        );
        if (result.rowCount !== 1) throw notFound();
        await writeAudit(q, staffActor(request), 'venue.updated', 'venue', request.params.id, v);
        return ok(request.params.id);
      }),
  );

  app.post(
    '/admin/venues/:id/sessions',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Add a session (date, times, capacity) to a venue',
        params: AdminIdParam,
        body: VenueSessionUpsert,
        response: { 200: AdminWriteResponse, ...errors },
      },
    },
    async (request) =>
      app.db.tx(async (q) => {
        const s = request.body;
        if (Date.parse(s.ends_at) <= Date.parse(s.starts_at))
          throw badRequest('FIELD_INVALID', { ends_at: 'FIELD_INVALID' });
        // An unknown cycle_id is a 404 here, not a foreign-key failure (a 500) at the insert.
        if (s.cycle_id) await assertCycleExists(q, s.cycle_id);
        const cycle = s.cycle_id ? { id: s.cycle_id } : await currentCycle(q);
        if (!cycle) throw notFound();
        const { rows } = await q.query<{ id: number }>(
          `insert into venue_sessions (venue_id, cycle_id, subject_code, starts_at, ends_at, capacity)
         select $1, $2, $3, $4, $5, $6 where exists (select 1 from venues where id = $1) returning id`,
          [request.params.id, cycle.id, s.subject ?? null, new Date(s.starts_at), new Date(s.ends_at), s.capacity],
        );
        if (!rows[0]) throw notFound();
        await writeAudit(q, staffActor(request), 'venue_session.created', 'venue_session', rows[0].id, {
          venue_id: request.params.id,
          ...s,
        });
        return ok(rows[0].id);
      }),
  );

  app.put(
    '/admin/venue_sessions/:id',
    {
      config: staff,
      schema: {
        tags,
        summary: "Change a session's capacity (never below the seats taken)",
        params: AdminIdParam,
        body: VenueSessionUpdate,
        response: { 200: AdminWriteResponse, ...errors },
      },
    },
    async (request) =>
      app.db.tx(async (q) => {
        const { rows } = await q.query<{ capacity: number; seats_taken: number }>(
          // NO KEY UPDATE, the lock order of orders/seats.ts (order creation holds KEY SHARE on this row).
          'select capacity, seats_taken from venue_sessions where id = $1 for no key update',
          [request.params.id],
        );
        if (!rows[0]) throw notFound();
        if (request.body.capacity < rows[0].seats_taken) throw conflict('FIELD_INVALID', { capacity: 'FIELD_INVALID' });
        await q.query('update venue_sessions set capacity = $2 where id = $1', [
          request.params.id,
          request.body.capacity,
        ]);
        await writeAudit(q, staffActor(request), 'venue_session.updated', 'venue_session', request.params.id, {
          capacity: { from: rows[0].capacity, to: request.body.capacity },
        });
        return ok(request.params.id);
      }),
  );

  app.put(
    '/admin/postage_methods/:code',
    {
      config: staff,
      schema: {
        tags,
        summary: "Change a postage method's fee, names or availability",
        params: z.object({ code: PostageCode }),
        body: PostageMethodUpdate,
        response: { 200: AdminWriteResponse, ...errors },
      },
    },
    async (request) =>
      app.db.tx(async (q) => {
        const { sql, values } = patchSql(request.body, {
          fee_cents: 'fee_cents',
          active: 'active',
          name_zh: 'name_zh',
          name_en: 'name_en',
        });
        if (!sql) throw badRequest('FIELD_REQUIRED');
        const result = await q.query(`update postage_methods set ${sql} where code = $1`, [
          request.params.code,
          ...values,
        ]);
        if (result.rowCount !== 1) throw notFound();
        await writeAudit(
          q,
          staffActor(request),
          'postage_method.updated',
          'postage_method',
          request.params.code,
          request.body,
        );
        return ok(request.params.code);
      }),
  );

  app.put(
    '/admin/settings/payment',
    {
      config: staff,
      schema: {
        tags,
        summary: 'The FPS id and bank account shown to candidates',
        body: PaymentSettingsUpdate,
        response: { 200: AdminWriteResponse, ...errors },
      },
    },
    async (request) =>
      app.db.tx(async (q) => {
        const actor = staffActor(request);
        await q.query(
          `insert into settings (key, value, updated_at, updated_by) values ('payment', $1, now(), $2)
         on conflict (key) do update set value = excluded.value, updated_at = now(), updated_by = excluded.updated_by`,
          [JSON.stringify(request.body), actor.userId],
        );
        await writeAudit(q, actor, 'settings.payment_updated', 'settings', 'payment', request.body);
        return ok('payment');
      }),
  );
};
