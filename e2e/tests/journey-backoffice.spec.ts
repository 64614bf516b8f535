// The candidate journey with the back office (issue 4): staff record an FPS payment and the
// candidate's FPS page moves on by itself within one poll; staff reject a bank receipt, the candidate
// sees the reason and uploads again, staff approve it and the payment is completed.
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { newCandidate } from '../support/candidates';

// Each test walks a whole payment round trip (candidate, staff, candidate); on a busy 2-core CI
// machine with two workers that can take longer than the default minute.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

async function logIn(page: Page, locale: 'en' | 'zh-hk', username: string, password: string) {
  const en = locale === 'en';
  await page.goto(`/${locale}/login`);
  const main = page.getByRole('main');
  await main.getByLabel(en ? 'Account' : '帳戶', { exact: true }).fill(username);
  await main.getByLabel(en ? 'Password' : '密碼', { exact: true }).fill(password);
  await main.getByRole('button', { name: en ? 'Log in' : '登入', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login$/);
}

async function token(request: APIRequestContext, realm: string, username: string, password: string) {
  const answer = await request.post('/api/user/login', { form: { realm, username, password } });
  expect(answer.ok()).toBeTruthy();
  return ((await answer.json()) as { access_token: string }).access_token;
}

const staffToken = (request: APIRequestContext) => token(request, 'staff-realm', 'admin', 'admin1234');

test('staff record an FPS payment and the candidate page moves on within one poll', async ({ page, request }) => {
  const { phone, password } = await newCandidate(request);
  await logIn(page, 'en', phone, password);
  await page.goto('/en/enrolment');
  await page.getByRole('checkbox', { name: 'Citizenship and Social Development' }).check();
  await page.getByRole('button', { name: 'Checkout' }).click();
  await page.getByLabel(/Physical exam at a designated venue/).check();
  await page.locator('.venue-option').filter({ hasNotText: 'Fully booked!' }).first().click();
  await page.getByLabel(/^Smart locker pickup/).check();
  await page.getByLabel('Smart locker code').fill('LK-0101');
  await page.getByLabel('Same as candidate').check();
  await page.getByLabel('FPS QR code').check();
  await page.getByRole('button', { name: 'Review order' }).click();
  await page.getByRole('button', { name: 'Submit order' }).click();
  await expect(page).toHaveURL(/\/en\/fps_payment\/[^/]+$/);
  const orderNo = decodeURIComponent(page.url().split('/').pop()!);
  await expect(page.getByTestId('fps-qr').locator('canvas')).toBeVisible();

  const candidate = await token(request, 'candidate-realm', phone, password);
  const order = (await (
    await request.get(`/api/orders/${encodeURIComponent(orderNo)}`, { headers: { Authorization: `Bearer ${candidate}` } })
  ).json()) as { total_cents: number };
  const staff = await staffToken(request);
  const recorded = await request.post(`/api/admin/orders/${encodeURIComponent(orderNo)}/payments`, {
    headers: { Authorization: `Bearer ${staff}` },
    data: { method: 'fps', amount_cents: order.total_cents, reference: `FPS-${orderNo}` },
  });
  expect(recorded.ok()).toBeTruthy();

  await expect(page).toHaveURL(/\/en\/fps_payment_success\/[^/]+$/, { timeout: 7_000 });
  await expect(page.getByTestId('payment-status')).toHaveText('Payment completed');
});

test('a rejected receipt is uploaded again and approved', async ({ page, request }) => {
  const { phone, password } = await newCandidate(request, '陳大文');
  await logIn(page, 'zh-hk', phone, password);
  await page.goto('/zh-hk/enrolment');
  await page.getByRole('checkbox', { name: '中國語文' }).check();
  await page.getByRole('button', { name: '結帳' }).click();
  await page.getByLabel(/自行安排在家應考/).check();
  await page.getByLabel(/^平郵/).check();
  await page.getByLabel('郵寄地址', { exact: true }).fill('九龍彌敦道2號3樓');
  await page.getByLabel('與考生資料相同').check();
  await page.getByLabel(/^銀行轉賬/).check();
  await page.getByRole('button', { name: '核對訂單' }).click();
  await page.getByRole('button', { name: '提交訂單' }).click();
  await expect(page).toHaveURL(/\/zh-hk\/csh_payment\/[^/]+$/);
  const orderNo = decodeURIComponent(page.url().split('/').pop()!);

  const upload = async () => {
    await page.getByLabel('本人已閱讀並同意上載須知').check();
    await page.getByLabel('入數收據圖片').setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: PNG });
    await page.getByRole('button', { name: '上載收據' }).click();
    await expect(page).toHaveURL(/\/zh-hk\/upload_receipt_success\/[^/]+$/);
    await expect(page.getByTestId('payment-status')).toHaveText('等待審批');
  };
  await upload();

  const staff = await staffToken(request);
  const pendingReceipt = async () => {
    const queue = (await (
      await request.get('/api/admin/receipts?status=pending', { headers: { Authorization: `Bearer ${staff}` } })
    ).json()) as { receipt_id: number; enrollment_no: string }[];
    const receipt = queue.find((r) => r.enrollment_no === orderNo);
    expect(receipt).toBeTruthy();
    return receipt!.receipt_id;
  };
  const rejected = await request.post(`/api/admin/receipts/${await pendingReceipt()}/reject`, {
    headers: { Authorization: `Bearer ${staff}` },
    data: { reason: '收據模糊，請重新上載' },
  });
  expect(rejected.ok()).toBeTruthy();

  await page.goto(`/zh-hk/csh_payment/${encodeURIComponent(orderNo)}`);
  await expect(page.getByText('你的收據未獲批核，請重新上載。')).toBeVisible();
  await expect(page.getByText('收據模糊，請重新上載')).toBeVisible();
  await upload();

  const approved = await request.post(`/api/admin/receipts/${await pendingReceipt()}/approve`, {
    headers: { Authorization: `Bearer ${staff}` },
    data: {},
  });
  expect(approved.ok()).toBeTruthy();
  await page.reload();
  await expect(page.getByTestId('payment-status')).toHaveText('已完成付款');
});
