import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { EVENT_KEYS, EventsResponse, ProductsResponse } from '@mockexam/contracts';
import { DEMO } from '../../src/seed/demo-accounts';
import { dbKinds } from '../support/db';
import { bearer, login, startTestApp, type TestApp } from '../support/app';

for (const kind of dbKinds()) {
  describe(`events and products on ${kind}`, () => {
    let t: TestApp;
    before(async () => {
      t = await startTestApp(kind);
    });
    after(() => t.close());

    it('GET /api/events answers the current cycle with every spec key as an ISO instant', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/events' });
      assert.equal(response.statusCode, 200);
      const body = EventsResponse.parse(response.json());
      for (const key of EVENT_KEYS) assert.ok(key in response.json(), `${key} is present`);
      const { rows } = await t.db.query<{ key: string; at: Date }>(
        'select e.key, e.at from cycle_events e join exam_cycles c on c.id = e.cycle_id where c.is_current',
      );
      for (const row of rows.filter((r) => (EVENT_KEYS as readonly string[]).includes(r.key))) {
        assert.equal(body[row.key as (typeof EVENT_KEYS)[number]], row.at.toISOString());
      }
      assert.equal(body.cycle.timezone, 'Asia/Hong_Kong');
      assert.deepEqual(
        body.exams.map((e) => e.subject),
        ['chi', 'eng', 'hist', 'csd'],
      );
    });

    it('GET /api/events follows the current cycle when staff switch it', async () => {
      await t.db.tx(async (q) => {
        await q.query('update exam_cycles set is_current = false');
        await q.query("update exam_cycles set is_current = true where code = '2024-25'");
      });
      try {
        const body = (await t.app.inject({ method: 'GET', url: '/api/events' })).json();
        assert.equal(body.cycle.code, '2024-25');
        assert.equal(body.person_enrol_end, '2024-10-23T15:59:59.000Z');
        assert.equal(body.milestones.tickets_sent_by, '2024-12-01T15:59:59.000Z');
        assert.deepEqual(
          body.exams.map((e: { date: string }) => e.date),
          ['2024-12-28', '2024-12-30', '2024-12-31', '2025-01-04'],
        );
      } finally {
        await t.db.tx(async (q) => {
          await q.query('update exam_cycles set is_current = false');
          await q.query("update exam_cycles set is_current = true where code <> '2024-25'");
        });
      }
    });

    it('GET /api/products lists the current cycle per subject with prices and papers, without a token', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/products' });
      assert.equal(response.statusCode, 200);
      const products = ProductsResponse.parse(response.json());
      const { rows } = await t.db.query<{ code: string }>(
        'select p.code from products p join exam_cycles c on c.id = p.cycle_id where c.is_current order by p.sort_order',
      );
      assert.deepEqual(
        products.map((p) => p.product_id),
        rows.map((r) => r.code),
      );
      for (const product of products) {
        assert.equal(product.price * 100, product.price_cents);
        assert.ok(product.papers.length >= 1);
        assert.equal(
          product.papers.reduce((sum, p) => sum + p.weight_percent, 0),
          100,
        );
        assert.equal(product.enrolled, false);
        assert.equal(product.enrolment_state, null);
      }
    });

    it('GET /api/products with a candidate token marks the subjects the candidate holds an order for', async () => {
      const token = await login(t.app, DEMO.candidate.realm, DEMO.candidate.username, DEMO.candidate.password);
      await t.db.tx(async (q) => {
        const ids = await q.query<{ user_id: number; candidate_id: number; cycle_id: number; product_id: number }>(
          `select u.id as user_id, c.id as candidate_id, p.cycle_id, p.id as product_id
             from users u join candidates c on c.user_id = u.id
             join products p on p.subject_code = 'eng'
             join exam_cycles y on y.id = p.cycle_id and y.is_current
            where u.username = $1`,
          [DEMO.candidate.username],
        );
        const r = ids.rows[0];
        const order = await q.query<{ id: number }>(
          `insert into orders (enrollment_no, user_id, candidate_id, cycle_id, exam_mode, payment_method, total_cents, due_at)
           values ('TEST0001', $1, $2, $3, 'home', 'bank', 38000, now() + interval '1 day') returning id`,
          [r.user_id, r.candidate_id, r.cycle_id],
        );
        await q.query(
          "insert into order_items (order_id, product_id, subject_code, price_cents) values ($1, $2, 'eng', 38000)",
          [order.rows[0].id, r.product_id],
        );
        // A paid order for another subject, and a cancelled one that holds nothing.
        for (const [no, status, payment, subject] of [
          ['TEST0002', 'confirmed', 'PAID', 'chi'],
          ['TEST0003', 'cancelled', 'PEND', 'hist'],
        ]) {
          const other = await q.query<{ id: number }>(
            `insert into orders (enrollment_no, user_id, candidate_id, cycle_id, exam_mode, payment_method, total_cents,
                                 due_at, status, payment_status)
             values ($1, $2, $3, $4, 'home', 'fps', 38000, now() + interval '1 day', $5, $6) returning id`,
            [no, r.user_id, r.candidate_id, r.cycle_id, status, payment],
          );
          await q.query(
            `insert into order_items (order_id, product_id, subject_code, price_cents)
             select $1, p.id, p.subject_code, p.price_cents from products p where p.cycle_id = $2 and p.subject_code = $3`,
            [other.rows[0].id, r.cycle_id, subject],
          );
        }
      });
      const mine = ProductsResponse.parse(
        (await t.app.inject({ method: 'GET', url: '/api/products', headers: bearer(token) })).json(),
      );
      // `enrolled` (kept for the clients that read it): any live order holds the subject.
      assert.deepEqual(
        mine
          .filter((p) => p.enrolled)
          .map((p) => p.subject.code)
          .sort(),
        ['chi', 'eng'],
      );
      // Only the paid order enrols; the unpaid one is named, with its payment method for the link that pays it.
      const state = (subject: string) => {
        const p = mine.find((x) => x.subject.code === subject)!;
        return [p.enrolment_state, p.enrolment_order_no, p.enrolment_payment_method];
      };
      assert.deepEqual(state('chi'), ['paid', 'TEST0002', 'fps']);
      assert.deepEqual(state('eng'), ['unpaid_order', 'TEST0001', 'bank']);
      assert.deepEqual(state('hist'), [null, null, null]);
      // The other candidate's view is not affected.
      const other = await login(t.app, DEMO.candidate2.realm, DEMO.candidate2.username, DEMO.candidate2.password);
      const theirs = ProductsResponse.parse(
        (await t.app.inject({ method: 'GET', url: '/api/products', headers: bearer(other) })).json(),
      );
      assert.equal(theirs.filter((p) => p.enrolled).length, 0);
      assert.ok(theirs.every((p) => p.enrolment_state === null && p.enrolment_order_no === null));
    });
  });
}
