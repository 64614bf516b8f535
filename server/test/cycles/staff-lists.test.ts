// The back office reads its own lists: every venue and postage method with its active flag (the public lists
// leave inactive rows out), so staff can switch one off and back on; the order detail names the postage
// method as the database names it now.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  AdminCyclesResponse,
  AdminOrderDetail,
  AdminPostageMethodsResponse,
  AdminVenuesResponse,
  AuditResponse,
  PostageMethodsResponse,
  VenuesResponse,
} from '@mockexam/contracts';
import { DEMO } from '../../src/seed/demo-accounts';
import { dbKinds } from '../support/db';
import { bearer, login, startTestApp, type TestApp } from '../support/app';
import { currentProducts, draft, newCandidate, postOrder } from '../support/orders';

const VENUE = { name_zh: '停用測試', name_en: 'Switch Test Hall', address_zh: '香港', address_en: 'Hong Kong' };

for (const kind of dbKinds()) {
  describe(`back-office lists on ${kind}`, () => {
    let t: TestApp;
    let staff: string;
    let candidate: string;
    before(async () => {
      t = await startTestApp(kind);
      staff = await login(t.app, DEMO.admin.realm, DEMO.admin.username, DEMO.admin.password);
      candidate = await login(t.app, DEMO.candidate.realm, DEMO.candidate.username, DEMO.candidate.password);
    });
    after(() => t.close());

    const asStaff = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: Record<string, unknown>) =>
      t.app.inject({ method, url, payload, headers: bearer(staff) });
    const adminVenues = async (query = '') =>
      AdminVenuesResponse.parse((await asStaff('GET', `/api/admin/venues${query}`)).json());
    const publicVenues = async () =>
      VenuesResponse.parse((await t.app.inject({ method: 'GET', url: '/api/venues' })).json());
    const adminPostage = async () =>
      AdminPostageMethodsResponse.parse((await asStaff('GET', '/api/admin/postage_methods')).json());
    const publicPostage = async () =>
      PostageMethodsResponse.parse((await t.app.inject({ method: 'GET', url: '/api/postage_methods' })).json());
    const audit = async (entity: string, id: string | number) =>
      AuditResponse.parse((await asStaff('GET', `/api/admin/audit?entity=${entity}&entity_id=${id}`)).json());

    it('are for staff only', async () => {
      for (const url of ['/api/admin/venues', '/api/admin/postage_methods']) {
        assert.equal((await t.app.inject({ method: 'GET', url })).statusCode, 401, url);
        assert.equal((await t.app.inject({ method: 'GET', url, headers: bearer(candidate) })).statusCode, 403, url);
        assert.equal((await asStaff('GET', url)).statusCode, 200, url);
      }
    });

    it('list an inactive venue, which staff switch back on (audited both ways)', async () => {
      const id = (await asStaff('POST', '/api/admin/venues', VENUE)).json().id as number;
      const off = await asStaff('PUT', `/api/admin/venues/${id}`, { ...VENUE, active: false });
      assert.equal(off.statusCode, 200, off.body);
      assert.ok(!(await publicVenues()).some((v) => v.venue_id === id), 'the public list leaves it out');
      assert.equal((await adminVenues()).find((v) => v.venue_id === id)?.active, false);

      const on = await asStaff('PUT', `/api/admin/venues/${id}`, { ...VENUE, active: true });
      assert.equal(on.statusCode, 200, on.body);
      assert.equal((await adminVenues()).find((v) => v.venue_id === id)?.active, true);
      assert.ok((await publicVenues()).some((v) => v.venue_id === id));
      assert.deepEqual(
        (await audit('venue', id)).map((a) => [a.action, a.actor, (a.data as { active: boolean }).active]),
        [
          ['venue.updated', DEMO.admin.name, true],
          ['venue.updated', DEMO.admin.name, false],
          ['venue.created', DEMO.admin.name, true],
        ],
      );
    });

    it('give each venue its sessions in the current cycle by default, or in the cycle asked for; 404 for an unknown one', async () => {
      const current = AdminCyclesResponse.parse((await asStaff('GET', '/api/admin/cycles')).json()).find(
        (c) => c.is_current,
      )!;
      assert.deepEqual(
        (await adminVenues()).filter((v) => v.active).map((v) => v.sessions),
        (await publicVenues()).map((v) => v.sessions),
      );
      const other = (
        await asStaff('POST', '/api/admin/cycles', { code: '2039-40', name_zh: '2039', name_en: '2039' })
      ).json().id as number;
      const venueId = (await asStaff('POST', '/api/admin/venues', { ...VENUE, name_en: 'Other Cycle Hall' })).json()
        .id as number;
      const added = await asStaff('POST', `/api/admin/venues/${venueId}/sessions`, {
        cycle_id: other,
        starts_at: '2040-04-01T01:00:00Z',
        ends_at: '2040-04-01T04:00:00Z',
        capacity: 30,
      });
      assert.equal(added.statusCode, 200, added.body);
      const inOther = (await adminVenues(`?cycle_id=${other}`)).find((v) => v.venue_id === venueId)!;
      assert.deepEqual(
        inOther.sessions.map((s) => [s.date, s.capacity, s.seats_left, s.full]),
        [['2040-04-01', 30, 30, false]],
      );
      assert.deepEqual(
        (await adminVenues(`?cycle_id=${current.cycle_id}`)).find((v) => v.venue_id === venueId)!.sessions,
        [],
      );
      assert.equal((await asStaff('GET', '/api/admin/venues?cycle_id=999999999')).statusCode, 404);
      assert.equal((await asStaff('GET', '/api/admin/venues?cycle_id=0')).statusCode, 400);
    });

    it('list an inactive postage method with its fee, which staff switch back on (audited)', async () => {
      const off = await asStaff('PUT', '/api/admin/postage_methods/smart_locker', { active: false });
      assert.equal(off.statusCode, 200, off.body);
      assert.ok(!(await publicPostage()).some((m) => m.code === 'smart_locker'));
      const listed = (await adminPostage()).find((m) => m.code === 'smart_locker')!;
      assert.equal(listed.active, false);
      assert.equal(listed.fee, listed.fee_cents / 100);
      // Every method, in the order candidates see the active ones.
      assert.deepEqual(
        (await adminPostage()).filter((m) => m.active).map((m) => m.code),
        (await publicPostage()).map((m) => m.code),
      );

      assert.equal((await asStaff('PUT', '/api/admin/postage_methods/smart_locker', { active: true })).statusCode, 200);
      assert.equal((await adminPostage()).find((m) => m.code === 'smart_locker')?.active, true);
      assert.ok((await publicPostage()).some((m) => m.code === 'smart_locker'));
      assert.deepEqual(
        (await audit('postage_method', 'smart_locker')).map((a) => [a.action, a.actor, a.data]),
        [
          ['postage_method.updated', DEMO.admin.name, { active: true }],
          ['postage_method.updated', DEMO.admin.name, { active: false }],
        ],
      );
    });

    it("name an order's postage method and products as the database names them now", async () => {
      const codes = Object.fromEntries((await currentProducts(t.db)).map((p) => [p.subject_code, p.code]));
      const me = await newCandidate(t.db);
      const created = await postOrder(t.app, me.token, draft([codes.chi]));
      assert.equal(created.statusCode, 201, created.body);
      const no = created.json().enrollment_no as string;
      const renamed = await asStaff('PUT', '/api/admin/postage_methods/ordinary_post', {
        name_zh: '本地平郵',
        name_en: 'Local ordinary mail',
      });
      assert.equal(renamed.statusCode, 200, renamed.body);
      const detail = AdminOrderDetail.parse((await asStaff('GET', `/api/admin/orders/${no}`)).json());
      assert.deepEqual(detail.postage_method, {
        code: 'ordinary_post',
        name_zh: '本地平郵',
        name_en: 'Local ordinary mail',
      });

      const product = AdminCyclesResponse.parse((await asStaff('GET', '/api/admin/cycles')).json())
        .find((c) => c.is_current)!
        .products.find((p) => p.subject === 'chi')!;
      const { rows } = await t.db.query<{ name_en: string; subject_name_en: string }>(
        `select p.name_en, s.name_en as subject_name_en from products p join subjects s on s.code = p.subject_code
          where p.id = $1`,
        [product.product_db_id],
      );
      assert.deepEqual([product.name_en, product.subject_name_en], [rows[0].name_en, rows[0].subject_name_en]);
      assert.equal(detail.order.items[0].name_en, rows[0].name_en);
    });
  });
}
