// Bank receipts only where they belong: bank-transfer orders still waiting for money, after agreeing
// to the instructions, real PNG/JPEG images of a sane size that decode, one pending per order.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { AdminReceiptsResponse, messages, ReceiptUploadResponse, type MessageKey } from '@mockexam/contracts';
import { DEMO } from '../../src/seed/demo-accounts';
import { dbKinds } from '../support/db';
import { storeKinds, testFileStore, type TestFileStore } from '../support/file-stores';
import { jpeg, pixelBomb, png } from '../support/images';
import { bearer, login, startTestApp, type TestApp } from '../support/app';
import { currentProducts, draft, multipart, newCandidate, postOrder, type TestCandidate } from '../support/orders';

let variants = 0;
/** A valid receipt photo, different bytes on every call (so no upload looks reused). */
const receiptJpeg = () => jpeg(200, 150, (variants++ % 255) + 1);

for (const [kind, storeKind] of dbKinds().flatMap((db) => storeKinds().map((store) => [db, store] as const))) {
  describe(`bank receipts on ${kind}, files in the ${storeKind} store`, () => {
    let t: TestApp;
    let store: TestFileStore;
    let staff: string;
    let chiCode: string;
    before(async () => {
      store = await testFileStore(storeKind);
      t = await startTestApp(kind, undefined, store.config);
      staff = await login(t.app, DEMO.admin.realm, DEMO.admin.username, DEMO.admin.password);
      chiCode = (await currentProducts(t.db)).find((p) => p.subject_code === 'chi')!.code;
    });
    after(async () => {
      await t.close();
      await store.close();
    });

    const newOrder = async (paymentMethod: 'bank' | 'fps' = 'bank') => {
      const me = await newCandidate(t.db);
      const response = await postOrder(t.app, me.token, draft([chiCode], { payment_method: paymentMethod }));
      assert.equal(response.statusCode, 201, response.body);
      return { me, no: response.json().enrollment_no as string };
    };
    const upload = (
      me: TestCandidate,
      no: string,
      file: { name: string; bytes: Buffer },
      fields: Record<string, string> = { agree: 'true' },
    ) => {
      const body = multipart({ id: no, ...fields }, file);
      return t.app.inject({
        method: 'POST',
        url: '/api/payment/supporting_doc/upload',
        payload: body.payload,
        headers: { ...body.headers, ...bearer(me.token), 'x-locale': 'en' },
      });
    };
    const asStaff = (method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
      t.app.inject({ method, url, payload, headers: bearer(staff) });
    const orderState = async (no: string) =>
      (
        await t.db.query<{ status: string; payment_status: string }>(
          'select status, payment_status from orders where enrollment_no = $1',
          [no],
        )
      ).rows[0];
    const receiptsOf = async (no: string) =>
      (
        await t.db.query<{ id: number; status: string; storage_path: string }>(
          `select r.id, r.status, r.storage_path from receipts r join orders o on o.id = r.order_id
            where o.enrollment_no = $1 order by r.id`,
          [no],
        )
      ).rows;
    const storedFiles = () => t.app.files.list('receipts/');
    /** A refusal: its status, its message in both languages, the field it names, and nothing left behind. */
    const assertRefused = async (
      response: Awaited<ReturnType<typeof upload>>,
      filesBefore: string[],
      expected: { status: number; key: MessageKey; field?: string; name?: string },
    ) => {
      assert.equal(response.statusCode, expected.status, `${expected.name ?? ''} ${response.body}`);
      const body = response.json();
      if (!expected.field) assert.equal(body.code, expected.key);
      assert.equal(body.msg_en, messages[expected.key].en);
      assert.equal(body.msg_zh, messages[expected.key]['zh-hk']);
      if (expected.field) assert.deepEqual(Object.keys(body.fields), [expected.field]);
      assert.deepEqual(await storedFiles(), filesBefore, 'a refused upload leaves no file');
    };

    it('an FPS order takes no receipt: 409, still pending, no row, no file', async () => {
      const { me, no } = await newOrder('fps');
      const before = await storedFiles();
      await assertRefused(await upload(me, no, { name: 'r.jpg', bytes: receiptJpeg() }), before, {
        status: 409,
        key: 'RECEIPT_BANK_ONLY',
      });
      assert.deepEqual(await orderState(no), { status: 'pending', payment_status: 'PEND' });
      assert.deepEqual(await receiptsOf(no), []);
    });

    it('the agreement is required: missing, false or unreadable is refused', async () => {
      const { me, no } = await newOrder();
      const before = await storedFiles();
      const withoutAgreement: Record<string, string>[] = [{}, { agree: 'false' }, { agree: 'maybe' }];
      for (const fields of withoutAgreement) {
        const response = await upload(me, no, { name: 'r.jpg', bytes: receiptJpeg() }, fields);
        await assertRefused(response, before, { status: 400, key: 'RECEIPT_AGREE_REQUIRED', field: 'agree' });
      }
      assert.deepEqual(await receiptsOf(no), []);
      assert.deepEqual(await orderState(no), { status: 'pending', payment_status: 'PEND' });
    });

    it('the file must really be the image its name says: JPEG bytes then HTML, cut short or renamed are refused', async () => {
      const { me, no } = await newOrder();
      const before = await storedFiles();
      const html = Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>'.repeat(40));
      const cases: [string, Buffer][] = [
        ['polyglot.jpg', Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), html])],
        ['polyglot.png', Buffer.concat([png(200, 150).subarray(0, 8), html])],
        ['cut.jpg', receiptJpeg().subarray(0, 60)],
        ['cut.png', png(200, 150).subarray(0, 20)],
        ['photo.jpg', png(200, 150)],
        ['scan.png', receiptJpeg()],
        ['receipt.png', Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj << /Type /Catalog >> endobj\n')],
        ['drawing.jpeg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200"></svg>')],
      ];
      for (const [name, bytes] of cases) {
        const response = await upload(me, no, { name, bytes });
        await assertRefused(response, before, { status: 400, key: 'RECEIPT_FORMAT', field: 'file', name });
      }
      assert.deepEqual(await receiptsOf(no), []);
    });

    it('the image must be 100 to 10,000 pixels each way', async () => {
      const { me, no } = await newOrder();
      const before = await storedFiles();
      for (const [name, bytes] of [
        ['tiny.png', png(10, 10)],
        ['thin.png', png(2000, 99)],
        ['wide.jpg', jpeg(10_001, 100)],
      ] as const) {
        const response = await upload(me, no, { name, bytes });
        await assertRefused(response, before, { status: 400, key: 'RECEIPT_IMAGE_SIZE', field: 'file' });
      }
      assert.deepEqual(await receiptsOf(no), []);
      const edges = await upload(me, no, { name: 'edges.PNG', bytes: png(100, 10_000) });
      assert.equal(edges.statusCode, 200, edges.body);
    });

    it('the image must decode within 40 megapixels: a pixel bomb and a cut-short image are refused', async () => {
      const { me, no } = await newOrder();
      const before = await storedFiles();
      // 10,000 x 10,000 claimed by about 1 KB: within the 10,000 a side, refused by the pixel count.
      const bomb = pixelBomb();
      assert.ok(bomb.length < 2048, `${bomb.length} bytes`);
      await assertRefused(await upload(me, no, { name: 'bomb.png', bytes: bomb }), before, {
        status: 400,
        key: 'IMAGE_TOO_MANY_PIXELS',
        field: 'file',
      });
      // Within the limit by its header, but its data ends long before its pixels do.
      for (const [name, bytes] of [
        ['liar.png', pixelBomb(10_000, 4_000)],
        ['cut.png', png(300, 400).subarray(0, 120)],
        ['cut.jpg', jpeg(400, 300).subarray(0, 400)],
      ] as const) {
        await assertRefused(await upload(me, no, { name, bytes }), before, {
          status: 400,
          key: 'RECEIPT_FORMAT',
          field: 'file',
          name,
        });
      }
      assert.deepEqual(await receiptsOf(no), []);
      const small = await upload(me, no, { name: 'small.png', bytes: png(120, 100) });
      assert.equal(small.statusCode, 200, small.body);
      const photo = await upload(me, no, { name: 'photo.jpg', bytes: jpeg(160, 120) });
      assert.equal(photo.statusCode, 200, photo.body);
    });

    it('a valid upload moves the order to WAPL; a second one replaces it and keeps the first file', async () => {
      const { me, no } = await newOrder();
      const sentAt = Date.now();
      const first = await upload(me, no, { name: 'receipt.jpeg', bytes: receiptJpeg() });
      assert.equal(first.statusCode, 200, first.body);
      const firstId = ReceiptUploadResponse.parse(first.json()).receipt_id;
      // The success page says when the receipt was received: the server's time of this upload.
      const receivedAt = Date.parse(ReceiptUploadResponse.parse(first.json()).uploaded_at);
      assert.ok(receivedAt >= sentAt - 1000 && receivedAt <= Date.now() + 1000, first.body);
      assert.equal(first.json().payment_status, 'WAPL');
      assert.deepEqual(await orderState(no), { status: 'awaiting_approval', payment_status: 'WAPL' });

      const second = await upload(me, no, { name: 'clearer.png', bytes: png(300, 400) });
      assert.equal(second.statusCode, 200, second.body);
      const secondId = ReceiptUploadResponse.parse(second.json()).receipt_id;
      assert.deepEqual(await orderState(no), { status: 'awaiting_approval', payment_status: 'WAPL' });
      const rows = await receiptsOf(no);
      assert.deepEqual(
        rows.map((r) => [Number(r.id), r.status]),
        [
          [firstId, 'replaced'],
          [secondId, 'pending'],
        ],
      );
      const files = await storedFiles();
      for (const row of rows) assert.ok(files.includes(row.storage_path), `${row.storage_path} is kept`);
      const audit = await t.db.query<{ data: { receipt_id: number; replaced_receipt_id: number | null } }>(
        `select a.data from audit_log a join orders o on a.entity = 'order' and a.entity_id = o.id::text
          where o.enrollment_no = $1 and a.action = 'receipt.uploaded' order by a.id`,
        [no],
      );
      assert.deepEqual(
        audit.rows.map((r) => [
          Number(r.data.receipt_id),
          r.data.replaced_receipt_id && Number(r.data.replaced_receipt_id),
        ]),
        [
          [firstId, null],
          [secondId, firstId],
        ],
      );

      // Staff see and act on the pending one only.
      const queue = AdminReceiptsResponse.parse((await asStaff('GET', '/api/admin/receipts')).json());
      const mine = queue.filter((r) => r.enrollment_no === no).map((r) => r.receipt_id);
      assert.deepEqual(mine, [secondId]);
      const stale = await asStaff('POST', `/api/admin/receipts/${firstId}/approve`, {});
      assert.equal(stale.statusCode, 409, stale.body);
      assert.equal(stale.json().code, 'RECEIPT_NOT_PENDING');
    });

    it('serves the stored receipt to its owner and staff, byte for byte from the store, never kept by a cache', async () => {
      const { me, no } = await newOrder();
      const bytes = png(320, 240);
      const uploaded = await upload(me, no, { name: 'receipt.png', bytes });
      assert.equal(uploaded.statusCode, 200, uploaded.body);
      const id = ReceiptUploadResponse.parse(uploaded.json()).receipt_id;
      const [row] = await receiptsOf(no);
      assert.match(row.storage_path, /^receipts\/\d{4}-\d{2}\/[0-9a-f]{32}\.png$/);
      assert.deepEqual(await t.app.files.getBytes(row.storage_path), bytes);

      const image = (token: string) =>
        t.app.inject({ method: 'GET', url: `/api/payment/receipts/${id}/image`, headers: bearer(token) });
      for (const token of [me.token, staff]) {
        const response = await image(token);
        assert.equal(response.statusCode, 200, response.body);
        assert.equal(response.headers['content-type'], 'image/png');
        assert.equal(response.headers['cache-control'], 'private, no-store');
        assert.equal(response.headers['content-length'], String(bytes.length));
        assert.deepEqual(response.rawPayload, bytes);
      }
      const stranger = await newCandidate(t.db);
      assert.equal((await image(stranger.token)).statusCode, 404);
      // A row whose file is gone from the store: 404, not a server error.
      await t.app.files.delete(row.storage_path);
      assert.equal((await image(me.token)).statusCode, 404);
    });

    it('after staff reject a receipt (REJD) the candidate uploads again; a confirmed order takes none', async () => {
      const { me, no } = await newOrder();
      const first = await upload(me, no, { name: 'blurred.jpg', bytes: receiptJpeg() });
      assert.equal(first.statusCode, 200, first.body);
      const rejected = await asStaff('POST', `/api/admin/receipts/${first.json().receipt_id}/reject`, {
        reason: 'The amount is not visible',
      });
      assert.equal(rejected.statusCode, 200, rejected.body);
      assert.deepEqual(await orderState(no), { status: 'pending', payment_status: 'REJD' });

      const again = await upload(me, no, { name: 'sharp.jpg', bytes: receiptJpeg() });
      assert.equal(again.statusCode, 200, again.body);
      assert.deepEqual(await orderState(no), { status: 'awaiting_approval', payment_status: 'WAPL' });
      const approved = await asStaff('POST', `/api/admin/receipts/${again.json().receipt_id}/approve`, {});
      assert.equal(approved.statusCode, 200, approved.body);
      assert.equal((await orderState(no)).status, 'confirmed');

      const before = await storedFiles();
      const late = await upload(me, no, { name: 'extra.jpg', bytes: receiptJpeg() });
      await assertRefused(late, before, { status: 409, key: 'PAYMENT_NOT_ALLOWED' });
      assert.deepEqual(
        (await receiptsOf(no)).map((r) => r.status),
        ['rejected', 'approved'],
      );
    });
  });
}
