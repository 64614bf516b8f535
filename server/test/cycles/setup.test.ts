// Back-office set-up kept as data: new cycles, which cycle is current, and Hong Kong public holidays.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { AdminCyclesResponse, AuditResponse, messages, PublicHolidaysResponse } from '@mockexam/contracts';
import { DEMO } from '../../src/seed/demo-accounts';
import { hkDate, hkTime } from '../../src/lib/time';
import { receiptProcessingDate } from '../../src/lib/working-days';
import { dbKinds } from '../support/db';
import { bearer, login, startTestApp, type TestApp } from '../support/app';

for (const kind of dbKinds()) {
  describe(`back-office cycles and public holidays on ${kind}`, () => {
    let t: TestApp;
    let staff: string;
    before(async () => {
      t = await startTestApp(kind);
      staff = await login(t.app, DEMO.admin.realm, DEMO.admin.username, DEMO.admin.password);
    });
    after(() => t.close());

    const asStaff = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: Record<string, unknown>) =>
      t.app.inject({ method, url, payload, headers: bearer(staff) });
    const cycles = async () => AdminCyclesResponse.parse((await asStaff('GET', '/api/admin/cycles')).json());
    const currentCode = async () => (await cycles()).filter((c) => c.is_current).map((c) => c.code);
    const audit = async (entity: string, entityId: string | number) =>
      AuditResponse.parse((await asStaff('GET', `/api/admin/audit?entity=${entity}&entity_id=${entityId}`)).json());

    it('creates a cycle (not current unless asked) and refuses a duplicate code with a bilingual field message', async () => {
      const before = await currentCode();
      assert.equal(before.length, 1);
      const created = await asStaff('POST', '/api/admin/cycles', {
        code: '2031-32',
        name_zh: '2031/32 年度',
        name_en: '2031/32',
      });
      assert.equal(created.statusCode, 200, created.body);
      const id = created.json().id as number;
      const listed = (await cycles()).find((c) => c.cycle_id === id);
      assert.deepEqual(
        listed && {
          code: listed.code,
          name_zh: listed.name_zh,
          is_current: listed.is_current,
          products: listed.products,
        },
        { code: '2031-32', name_zh: '2031/32 年度', is_current: false, products: [] },
      );
      assert.deepEqual(await currentCode(), before);
      assert.deepEqual(
        (await audit('cycle', id)).map((a) => [a.action, a.actor]),
        [['cycle.created', DEMO.admin.name]],
      );

      const duplicate = await asStaff('POST', '/api/admin/cycles', {
        code: '2031-32',
        name_zh: '另一個',
        name_en: 'Another',
        make_current: true,
      });
      assert.equal(duplicate.statusCode, 409);
      assert.equal(duplicate.json().code, 'CYCLE_CODE_TAKEN');
      assert.deepEqual(duplicate.json().fields, { code: messages.CYCLE_CODE_TAKEN });
      assert.deepEqual(messages.CYCLE_CODE_TAKEN, {
        en: 'This cycle code already exists',
        'zh-hk': '此考期代號已存在',
      });
      // Nothing changed: the refused cycle did not take the current flag either.
      assert.deepEqual(await currentCode(), before);

      const malformed = await asStaff('POST', '/api/admin/cycles', { code: '2031', name_zh: 'x', name_en: 'x' });
      assert.equal(malformed.statusCode, 400);
      assert.ok(malformed.json().fields.code);
    });

    it('makes another cycle current in one step (events follow it), audited; 404 for an unknown cycle', async () => {
      const all = await cycles();
      const old = all.find((c) => c.is_current)!;
      const created = await asStaff('POST', '/api/admin/cycles', {
        code: '2032-33',
        name_zh: '2032/33 年度',
        name_en: '2032/33',
      });
      const id = created.json().id as number;

      const made = await asStaff('PUT', `/api/admin/cycles/${id}/current`);
      assert.equal(made.statusCode, 200, made.body);
      assert.deepEqual(made.json(), { success: true, id });
      assert.deepEqual(await currentCode(), ['2032-33']);
      const events = (await t.app.inject({ method: 'GET', url: '/api/events' })).json();
      assert.equal(events.cycle.code, '2032-33');
      const entry = (await audit('cycle', id)).find((a) => a.action === 'cycle.made_current');
      assert.deepEqual(entry && { actor: entry.actor, data: entry.data }, {
        actor: DEMO.admin.name,
        data: { previous: old.cycle_id },
      });

      // Again: still one current cycle, the same one.
      assert.equal((await asStaff('PUT', `/api/admin/cycles/${id}/current`)).statusCode, 200);
      assert.deepEqual(await currentCode(), ['2032-33']);

      const unknown = await asStaff('PUT', '/api/admin/cycles/999999999/current');
      assert.equal(unknown.statusCode, 404);
      assert.deepEqual(await currentCode(), ['2032-33']);

      // Two staff choosing different cycles at the same moment: both answered, one current cycle at the end.
      const answers = await Promise.all([
        asStaff('PUT', `/api/admin/cycles/${old.cycle_id}/current`),
        asStaff('PUT', `/api/admin/cycles/${id}/current`),
      ]);
      assert.deepEqual(
        answers.map((a) => a.statusCode),
        [200, 200],
      );
      assert.equal((await currentCode()).length, 1);

      // Creating a cycle with make_current moves the flag too; then the seeded one is current again.
      const next = await asStaff('POST', '/api/admin/cycles', {
        code: '2033-34',
        name_zh: '2033/34 年度',
        name_en: '2033/34',
        make_current: true,
      });
      assert.equal(next.statusCode, 200, next.body);
      assert.deepEqual(await currentCode(), ['2033-34']);
      assert.equal((await asStaff('PUT', `/api/admin/cycles/${old.cycle_id}/current`)).statusCode, 200);
      assert.deepEqual(await currentCode(), [old.code]);
    });

    it('lists, adds and removes public holidays; a duplicate date is a bilingual field error', async () => {
      const seeded = PublicHolidaysResponse.parse((await asStaff('GET', '/api/admin/holidays?year=2025')).json());
      assert.ok(seeded.some((h) => h.date === '2025-12-25' && h.name_en === 'Christmas Day'));
      assert.ok(seeded.every((h) => h.date.startsWith('2025-')));
      assert.deepEqual(
        seeded.map((h) => h.date),
        [...seeded.map((h) => h.date)].sort(),
      );
      // Without a year: the current Hong Kong year.
      const byDefault = PublicHolidaysResponse.parse((await asStaff('GET', '/api/admin/holidays')).json());
      assert.ok(byDefault.every((h) => h.date.startsWith(hkDate().slice(0, 4))));

      const holiday = { date: '2030-01-07', name_zh: '測試假期', name_en: 'Test holiday' };
      assert.deepEqual(
        PublicHolidaysResponse.parse((await asStaff('GET', '/api/admin/holidays?year=2030')).json()),
        [],
      );
      const added = await asStaff('POST', '/api/admin/holidays', holiday);
      assert.equal(added.statusCode, 200, added.body);
      assert.deepEqual(added.json(), { success: true, id: '2030-01-07' });
      assert.deepEqual((await asStaff('GET', '/api/admin/holidays?year=2030')).json(), [holiday]);

      const duplicate = await asStaff('POST', '/api/admin/holidays', { ...holiday, name_en: 'Again' });
      assert.equal(duplicate.statusCode, 409);
      assert.equal(duplicate.json().code, 'HOLIDAY_DATE_TAKEN');
      assert.deepEqual(duplicate.json().fields, {
        date: { en: 'This date is already a public holiday', 'zh-hk': '此日期已是公眾假期' },
      });
      const nameless = await asStaff('POST', '/api/admin/holidays', { date: '2030-01-08', name_zh: ' ', name_en: '' });
      assert.equal(nameless.statusCode, 400);
      assert.deepEqual(Object.keys(nameless.json().fields).sort(), ['name_en', 'name_zh']);
      assert.equal(nameless.json().fields.name_en.en, messages.FIELD_REQUIRED.en);
      assert.equal((await asStaff('POST', '/api/admin/holidays', { ...holiday, date: '2030-02-30' })).statusCode, 400);

      const removed = await asStaff('DELETE', '/api/admin/holidays/2030-01-07');
      assert.equal(removed.statusCode, 200, removed.body);
      assert.deepEqual((await asStaff('GET', '/api/admin/holidays?year=2030')).json(), []);
      assert.equal((await asStaff('DELETE', '/api/admin/holidays/2030-01-07')).statusCode, 404);
      assert.equal((await asStaff('DELETE', '/api/admin/holidays/not-a-date')).statusCode, 400);
      assert.deepEqual(
        (await audit('public_holiday', '2030-01-07')).map((a) => [a.action, a.actor]),
        [
          ['holiday.deleted', DEMO.admin.name],
          ['holiday.created', DEMO.admin.name],
        ],
      );
    });

    it('a holiday added by staff moves the receipt processing day; removing it moves it back', async () => {
      // Friday 4 January 2030 after 17:00: processed on Monday the 7th, unless that is a holiday.
      const fridayEvening = hkTime('2030-01-04', '18:00:00');
      assert.deepEqual(await receiptProcessingDate(t.db, fridayEvening, 17), { date: '2030-01-07', afterCutoff: true });
      const added = await asStaff('POST', '/api/admin/holidays', {
        date: '2030-01-07',
        name_zh: '測試假期',
        name_en: 'Test holiday',
      });
      assert.equal(added.statusCode, 200, added.body);
      assert.deepEqual(await receiptProcessingDate(t.db, fridayEvening, 17), { date: '2030-01-08', afterCutoff: true });
      assert.equal((await asStaff('DELETE', '/api/admin/holidays/2030-01-07')).statusCode, 200);
      assert.deepEqual(await receiptProcessingDate(t.db, fridayEvening, 17), { date: '2030-01-07', afterCutoff: true });
    });
  });
}
