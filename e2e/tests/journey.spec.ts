// The candidate journey: choose papers, check out in venue mode, submit once, pay by FPS
// QR code (the bank's signed notification moves the page on by itself), cancel, order history.
import { createHmac } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { test as base, expect } from '../support/fixtures';
import { startServer } from '../../scripts/lib/server.mjs';
import { png } from '../../server/test/support/images';

const FPS_NOTIFY_SECRET = 'journey-e2e-secret';

// The same worker-scoped real server as every suite, started with an FPS notification secret so the
// test can play the collecting bank, and with the expiry sweep every second.
const test = base.extend<object, { server: Awaited<ReturnType<typeof startServer>> }>({
  server: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const server = await startServer({ env: { FPS_NOTIFY_SECRET, EXPIRY_SWEEP_SECONDS: '1' } });
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
});

// One server for the file: its tests share the worker that started it.
test.describe.configure({ mode: 'serial' });

async function logIn(page: Page, locale: 'en' | 'zh-hk', username: string) {
  const en = locale === 'en';
  const main = page.getByRole('main');
  await main.getByLabel(en ? 'Account' : '帳戶', { exact: true }).fill(username);
  await main.getByLabel(en ? 'Password' : '密碼', { exact: true }).fill('demo1234');
  await main.getByRole('button', { name: en ? 'Log in' : '登入', exact: true }).click();
}

/** Nothing of this suite's pages is wider than a 360 px phone (the shell's header is not this suite's). */
async function expectFitsPhone(page: Page) {
  const overflowing = await page.evaluate(() =>
    [...document.querySelectorAll('[data-remote-page] *')]
      .filter((e) => e.getBoundingClientRect().right > 360.5)
      .map((e) => `${e.tagName}.${String(e.className)}`),
  );
  expect(overflowing).toEqual([]);
}

async function apiToken(request: APIRequestContext, username: string): Promise<string> {
  const answer = await request.post('/api/user/login', {
    form: { realm: 'candidate-realm', username, password: 'demo1234' },
  });
  expect(answer.ok()).toBeTruthy();
  return ((await answer.json()) as { access_token: string }).access_token;
}

async function chooseVenueCheckout(page: Page, locale: 'en' | 'zh-hk') {
  const en = locale === 'en';
  await page.getByLabel(en ? /Physical exam at a designated venue/ : /指定試場應考/).check();
  await page
    .locator('.venue-option')
    .filter({ hasNotText: en ? 'Fully booked!' : '已滿額！' })
    .first()
    .click();
  await page.getByLabel(en ? /^Ordinary post/ : /^平郵/).check();
  await page
    .getByLabel(en ? 'Mailing address' : '郵寄地址', { exact: true })
    .fill(en ? 'Flat A, 1/F, 1 Queen’s Road Central' : '中環皇后大道中1號1樓A室');
  await page.getByLabel(en ? 'Same as candidate' : '與考生資料相同').check();
  await page.getByLabel(en ? 'FPS QR code' : '轉數快二維碼').check();
}

test('choose papers, check out at a venue, submit once, see the FPS QR code, cancel', async ({ page, request }) => {
  // A visitor may look at the papers; selecting one needs a candidate login.
  await page.goto('/en/enrolment');
  await expect(page.getByRole('heading', { name: 'Select papers' })).toBeVisible();
  await expect(page.getByText('3 Select papers')).toBeVisible();
  await expect(page.getByTestId('enrolment-window')).toContainText('Individual enrolment period');
  await page.getByRole('checkbox', { name: 'Chinese Language' }).click();
  await expect(page).toHaveURL(/\/en\/login$/);
  await logIn(page, 'en', '91234567');
  await expect(page).toHaveURL(/\/en\/enrolment$/);

  const chinese = page.getByRole('checkbox', { name: 'Chinese Language' });
  await chinese.check();
  await expect(page.getByTestId('running-total')).not.toHaveText('HK$0.00');
  const paperTotal = await page.getByTestId('running-total').innerText();

  // The draft survives a reload.
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Chinese Language' })).toBeChecked();
  await page.getByRole('button', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/step=checkout/);

  // Every spec message appears inside its field before anything is chosen.
  await page.getByRole('button', { name: 'Review order' }).click();
  await expect(page.getByText('Please choose an exam method')).toBeVisible();
  await expect(page.getByText('Please choose a payment method')).toBeVisible();
  await expect(page.getByText('Credit card is not supported')).toBeVisible();
  await chooseVenueCheckout(page, 'en');
  await expect(page.getByText(/seats left/).first()).toBeVisible();
  await page.getByRole('button', { name: 'Review order' }).click();

  await expect(page).toHaveURL(/\/en\/enrolment_confirm$/);
  await expect(page.getByText('Please review the information, orders cannot be modified once submitted')).toBeVisible();
  await expect(page.getByTestId('confirm-total')).toHaveText(paperTotal);
  // A double click creates one order.
  await page.getByRole('button', { name: 'Submit order' }).dblclick();
  await expect(page).toHaveURL(/\/en\/fps_payment\/[^/]+$/);
  const orderNo = decodeURIComponent(page.url().split('/').pop()!);

  const token = await apiToken(request, '91234567');
  const orders = (await (
    await request.get('/api/orders', { headers: { Authorization: `Bearer ${token}` } })
  ).json()) as {
    enrollment_no: string;
    status: string;
  }[];
  expect(orders.filter((o) => o.status === 'pending')).toHaveLength(1);

  // The FPS page: a QR code of the Hong Kong FPS payload, a PNG download, the time left.
  const qr = page.getByTestId('fps-qr');
  await expect(qr.locator('canvas')).toBeVisible();
  const payload = (await qr.getAttribute('data-payload'))!;
  expect(payload).toContain('hk.com.hkicl');
  expect(payload).toContain('5303344');
  expect(payload).toContain(`01${String(orderNo.length).padStart(2, '0')}${orderNo}`);
  expect(payload).toMatch(/6304[0-9A-F]{4}$/);
  await expect(page.getByText(/Please pay within \d\d:\d\d/)).toBeVisible();
  // The FPS page does without antd (its route says antd: false).
  await expect(page.locator('[data-remote="mf-payment"] [class*="ant-"]')).toHaveCount(0);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download the QR code image' }).click();
  expect((await downloading).suggestedFilename()).toBe(`FPS-${orderNo}.png`);

  // Cancel: back to the order history, where the order shows as cancelled.
  await page.getByRole('button', { name: 'Cancel order' }).click();
  await page.getByRole('dialog', { name: 'Cancel this order?' }).getByRole('button', { name: 'Cancel order' }).click();
  await expect(page).toHaveURL(/\/en\/order-history$/);
  const row = page.getByRole('row').filter({ hasText: orderNo });
  await expect(row).toContainText('Cancelled');
  // A desktop shows the table, not the phone's cards as well.
  await expect(page.getByRole('list', { name: 'Cancelled or expired orders' })).toBeHidden();
  await row.getByRole('button', { name: 'View order' }).click();
  await expect(page.getByRole('dialog')).toContainText('Chinese Language');
  // Escape closes it and gives the focus back to the button that opened it.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(row.getByRole('button', { name: 'View order' })).toBeFocused();
});

test.describe('on a 360 px phone, in Chinese', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('an FPS payment notified by the bank moves the page on by itself within one poll', async ({ page, request }) => {
    await page.goto('/zh-hk/login');
    await logIn(page, 'zh-hk', '92345678');
    await expect(page).not.toHaveURL(/\/login$/);
    await page.goto('/zh-hk/order-history');
    await expect(page.getByRole('heading', { name: '訂單記錄' })).toBeVisible();

    await page.goto('/zh-hk/enrolment');
    await page.getByRole('checkbox', { name: '英國語文' }).check();
    await expectFitsPhone(page);
    await page.getByRole('button', { name: '結帳' }).click();
    await chooseVenueCheckout(page, 'zh-hk');
    await expectFitsPhone(page);
    await page.getByRole('button', { name: '核對訂單' }).click();
    await expect(page.getByText('請核對資料，訂單一經提交便不能修改')).toBeVisible();
    await expectFitsPhone(page);
    await page.getByRole('button', { name: '提交訂單' }).click();
    await expect(page).toHaveURL(/\/zh-hk\/fps_payment\/[^/]+$/);
    const orderNo = decodeURIComponent(page.url().split('/').pop()!);
    await expect(page.getByTestId('fps-qr').locator('canvas')).toBeVisible();
    await expectFitsPhone(page);

    const token = await apiToken(request, '92345678');
    const order = (await (
      await request.get(`/api/orders/${encodeURIComponent(orderNo)}`, { headers: { Authorization: `Bearer ${token}` } })
    ).json()) as { total_cents: number };
    const body = JSON.stringify({
      txn_id: `E2E-${orderNo}`,
      bill_number: orderNo,
      amount_cents: order.total_cents,
      currency: 'HKD',
      paid_at: new Date().toISOString(),
    });
    const notified = await request.post('/api/payment/fps/notify', {
      data: body,
      headers: {
        'Content-Type': 'application/json',
        'X-Signature': createHmac('sha256', FPS_NOTIFY_SECRET).update(body).digest('hex'),
      },
    });
    expect(notified.ok()).toBeTruthy();

    // One poll is 5 seconds.
    await expect(page).toHaveURL(/\/zh-hk\/fps_payment_success\/[^/]+$/, { timeout: 7_000 });
    await expect(page.getByTestId('payment-status')).toHaveText('已完成付款');
    await expect(page.getByTestId('paid-at')).toContainText('年');

    await page.goto('/zh-hk/order-history');
    await expect(page.getByTestId('orders-paid')).toContainText(orderNo);

    // The paid subject is marked as enrolled and listed in the registration records.
    await page.goto('/zh-hk/enrolment');
    await expect(page.getByRole('checkbox', { name: '英國語文' })).toBeDisabled();
    await expect(page.getByText('已報名')).toBeVisible();
    await page.goto('/zh-hk/enrolment-history');
    // On a phone the records are cards, one per subject.
    await expect(
      page.getByTestId('registration-records').getByRole('listitem').filter({ hasText: orderNo }),
    ).toContainText('英國語文');

    // A confirmed payment issues the tickets: choose one and print it (only the ticket prints).
    await page.goto('/zh-hk/admission-ticket');
    const ticket = page.getByTestId('admission-ticket');
    await expect(ticket).toContainText('英國語文');
    await expect(page.getByTestId('candidate-no')).toHaveText(/^[A-Z0-9]{4} [A-Z0-9]{4}$/);
    await expect(page.getByLabel('選擇准考證')).toBeVisible();
    await expectFitsPhone(page);
    await page.emulateMedia({ media: 'print' });
    await expect(ticket).toBeVisible();
    await expect(page.getByRole('button', { name: '列印' })).toBeHidden();
    await page.emulateMedia({ media: 'screen' });
  });
});

// A real 200 x 150 PNG: the server reads the image's header, not only the name.
const PNG = png(200, 150);

test('home exam paid by bank transfer: the receipt upload checks agreement and format, then awaits approval', async ({
  page,
}) => {
  await page.goto('/en/login');
  await logIn(page, 'en', '91234567');
  await expect(page).not.toHaveURL(/\/login$/);
  await page.goto('/en/enrolment');
  await page.getByRole('checkbox', { name: 'History' }).check();
  await page.getByRole('button', { name: 'Checkout' }).click();
  await page.getByLabel(/Self-arranged exam at home/).check();
  await expect(page.getByText(/return the answer books by envelope/).first()).toBeVisible();
  await page.getByLabel(/^Ordinary post/).check();
  await page.getByLabel('Mailing address', { exact: true }).fill('Flat B, 2/F, 2 Nathan Road');
  await page.getByLabel('Recipient name').fill('Chan Tai Man');
  await page.getByLabel('Recipient mobile number').fill('12345');
  await page.getByLabel(/^Bank transfer/).check();
  await page.getByRole('button', { name: 'Review order' }).click();
  await expect(page.getByText('Invalid phone format')).toBeVisible();
  await page.getByLabel('Recipient mobile number').fill('9876 5432');
  await page.getByRole('button', { name: 'Review order' }).click();
  await page.getByRole('button', { name: 'Submit order' }).click();
  await expect(page).toHaveURL(/\/en\/csh_payment\/[^/]+$/);

  await expect(page.getByTestId('bank-account')).toContainText('Account number');
  await expect(
    page.getByText('Receipts uploaded after 5:00 pm on a transaction day are processed on the next working day.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Upload receipt' }).click();
  await expect(page.getByText('Please read and agree to the upload instructions.')).toBeVisible();
  await page
    .getByLabel('Deposit receipt image')
    .setInputFiles({ name: 'receipt.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
  await expect(
    page.getByText('The uploaded file is not in PNG, JPG, or JPEG format. Please upload an appropriate image.'),
  ).toBeVisible();
  await page.getByLabel('I have read and agree to the upload instructions').check();
  await page
    .getByLabel('Deposit receipt image')
    .setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('button', { name: 'Upload receipt' }).click();
  await expect(page).toHaveURL(/\/en\/upload_receipt_success\/[^/]+$/);
  await expect(page.getByTestId('payment-status')).toHaveText('Awaiting approval');
});

test('an order cancelled for payment timeout is re-selected from the order history', async ({ page, request }) => {
  await page.goto('/en/login');
  await logIn(page, 'en', '92345678');
  await expect(page).not.toHaveURL(/\/login$/);
  await page.goto('/en/enrolment');
  await page.getByRole('checkbox', { name: 'History' }).check();
  await page.getByRole('button', { name: 'Checkout' }).click();
  await chooseVenueCheckout(page, 'en');
  await page.getByRole('button', { name: 'Review order' }).click();
  await page.getByRole('button', { name: 'Submit order' }).click();
  await expect(page).toHaveURL(/\/en\/fps_payment\/[^/]+$/);
  const orderNo = decodeURIComponent(page.url().split('/').pop()!);

  // Staff bring the due time close; the sweep cancels the unpaid order when it passes.
  const staff = await (
    await request.post('/api/user/login', { form: { realm: 'staff-realm', username: 'admin', password: 'admin1234' } })
  ).json();
  const extended = await request.post(`/api/admin/orders/${encodeURIComponent(orderNo)}/extend`, {
    headers: { Authorization: `Bearer ${(staff as { access_token: string }).access_token}` },
    data: { due_at: new Date(Date.now() + 1_500).toISOString() },
  });
  expect(extended.ok()).toBeTruthy();
  const candidate = await apiToken(request, '92345678');
  await expect
    .poll(
      async () =>
        (
          (await (
            await request.get(`/api/orders/${encodeURIComponent(orderNo)}`, {
              headers: { Authorization: `Bearer ${candidate}` },
            })
          ).json()) as { status: string }
        ).status,
      { timeout: 15_000 },
    )
    .toBe('expired');

  await page.goto('/en/order-history');
  await expect(
    page.getByText('This order was cancelled because it was not paid in time. Please select again.'),
  ).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: orderNo });
  await expect(row).toContainText('Cancelled (payment timeout)');
  await row.getByRole('button', { name: 'Re-select' }).click();
  await expect(page).toHaveURL(/\/en\/enrolment$/);
  await expect(page.getByRole('checkbox', { name: 'History' })).toBeChecked();
  await page.getByRole('button', { name: 'Checkout' }).click();
  await expect(page.getByLabel(/Physical exam at a designated venue/)).toBeChecked();
  await page.getByRole('button', { name: 'Review order' }).click();
  await page.getByRole('button', { name: 'Submit order' }).click();
  await expect(page).toHaveURL(/\/en\/fps_payment\/[^/]+$/);
  expect(decodeURIComponent(page.url().split('/').pop()!)).not.toBe(orderNo);
});
