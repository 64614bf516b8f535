// The back office, in both languages against the real server: the overview's counts, an
// order found by its number and opened, and an event date changed in cycle set-up then seen in the overview.
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { answerConfirm } from '../support/antd';
import { newCandidate, placeHomeOrder } from '../support/candidates';
import { loginToken } from '../support/schools';

const TEXT = {
  en: {
    username: 'Username',
    password: 'Password',
    login: 'Log in',
    home: 'Back office',
    byStatus: 'Orders by status',
    allOrders: 'All orders',
    awaitingPayment: 'Awaiting payment',
    sessions: 'Seats left per venue session',
    orders: 'Orders',
    search: 'Order number, mobile or name',
    searchButton: 'Search',
    overview: 'Overview',
    cycle: 'Cycle set-up',
    enrolEnd: 'Individual enrolment closes',
    saveDates: 'Save dates',
    saved: 'Event dates saved.',
    newEnd: '2030-10-25 23:59:00',
    order: (no: string) => `Order ${no}`,
    history: 'History',
  },
  'zh-hk': {
    username: '帳戶名稱',
    password: '密碼',
    login: '登入',
    home: '管理主頁',
    byStatus: '訂單狀態統計',
    allOrders: '訂單總數',
    awaitingPayment: '等待付款',
    sessions: '各試場場次剩餘座位',
    orders: '訂單',
    search: '訂單編號、手機號碼或姓名',
    searchButton: '搜尋',
    overview: '概覽',
    cycle: '考期設定',
    enrolEnd: '個人報名截止',
    saveDates: '儲存日期',
    saved: '已儲存重要日期。',
    newEnd: '2030年10月25日 (23:59:00)',
    order: (no: string) => `訂單 ${no}`,
    history: '訂單記錄',
  },
} as const;

/** A new candidate's real order (home mode, bank transfer) made through the API, as the checkout makes it. */
async function placeOrder(request: APIRequestContext): Promise<string> {
  const { phone: username, password } = await newCandidate(request);
  const token = await loginToken(request, 'candidate-realm', username, password);
  const headers = { Authorization: `Bearer ${token}` };
  const products = (await (await request.get('/api/products', { headers })).json()) as {
    product_id: string;
    enrolled: boolean;
  }[];
  const product = products.find((p) => !p.enrolled);
  expect(product).toBeTruthy();
  const created = await placeHomeOrder(request, token, {
    productId: product!.product_id,
    paymentMethod: 'bank',
    phone: username,
    key: `admin-e2e-${username}-${Date.now()}`,
  });
  return created.enrollment_no;
}

async function staffLogIn(page: Page, locale: keyof typeof TEXT) {
  const t = TEXT[locale];
  await page.goto(`/${locale}/admin/login`);
  await page.getByLabel(t.username).fill('admin');
  await page.getByLabel(t.password).fill('admin1234');
  await page.locator('#main').getByRole('button', { name: t.login }).click();
  await expect(page.getByRole('heading', { name: t.home })).toBeVisible();
}

/** The back office's sections menu (its links are the sections' addresses). */
const menu = (page: Page) => page.locator('nav.admin-sections-list');

for (const locale of ['en', 'zh-hk'] as const) {
  test(`back office in ${locale}: overview counts, order search, an event date changed`, async ({ page, request }) => {
    const t = TEXT[locale];
    const orderNo = await placeOrder(request);
    await staffLogIn(page, locale);

    // Overview: orders by status with a total, and seats per session.
    const byStatus = page.locator('.ant-card').filter({ hasText: t.byStatus });
    await expect(byStatus.getByRole('row').filter({ hasText: t.awaitingPayment })).toBeVisible();
    const total = byStatus.getByRole('row').filter({ hasText: t.allOrders });
    await expect(total).toBeVisible();
    expect(Number((await total.locator('td').last().innerText()).trim())).toBeGreaterThan(0);
    await expect(page.locator('.ant-card').filter({ hasText: t.sessions })).toBeVisible();

    // Orders: search by the order number, open it.
    await menu(page).getByRole('link', { name: t.orders, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/admin/orders$`));
    await page.getByLabel(t.search).fill(orderNo);
    await page.getByRole('button', { name: t.searchButton, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`q=${orderNo}`));
    await page.getByRole('link', { name: orderNo }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/admin/orders/${orderNo}$`));
    await expect(page.getByRole('heading', { name: t.order(orderNo) })).toBeVisible();
    await expect(page.locator('.ant-card').filter({ hasText: t.history })).toBeVisible();

    // Cycle set-up: move the enrolment deadline, then see it in the overview.
    await menu(page).getByRole('link', { name: t.cycle, exact: true }).click();
    await page.getByLabel(t.enrolEnd).fill('2030-10-25T23:59');
    await page.getByRole('button', { name: t.saveDates }).click();
    await expect(page.getByText(t.saved)).toBeVisible();
    await menu(page).getByRole('link', { name: t.overview, exact: true }).click();
    await expect(
      page.locator('.ant-descriptions-row').filter({ hasText: t.enrolEnd }).getByText(t.newEnd),
    ).toBeVisible();
  });
}

test("staff open next year's cycle and keep the public holidays that decide receipt processing days", async ({
  page,
}) => {
  await staffLogIn(page, 'en');
  await menu(page).getByRole('link', { name: 'Cycle set-up', exact: true }).click();

  // A new cycle, not current yet; its code can be used once.
  const cycles = page.locator('.ant-card').filter({ hasText: 'Exam cycles' });
  for (const attempt of ['first', 'again'] as const) {
    await cycles.getByRole('button', { name: 'New cycle' }).click();
    const form = page.getByRole('dialog', { name: 'New cycle' });
    await form.getByLabel('Cycle code').fill('2031-32');
    await form.getByLabel('Name (Chinese)').fill('2031-32 模擬考試');
    await form.getByLabel('Name (English)').fill('2031-32 Mock Examination');
    await form.getByRole('button', { name: 'Save' }).click();
    if (attempt === 'first') {
      await expect(page.getByText('Cycle 2031-32 created.')).toBeVisible();
      await expect(cycles.getByRole('row').filter({ hasText: '2031-32 Mock Examination' })).toContainText(
        'Make current',
      );
    } else {
      await expect(form.getByText('This cycle code already exists')).toBeVisible();
      await form.getByRole('button', { name: 'Cancel' }).click();
    }
  }

  // A holiday in a later year: the list moves to that year and shows it; removing it takes it away.
  const holidays = page.locator('.ant-card').filter({ hasText: 'Hong Kong public holidays' });
  await holidays.getByRole('button', { name: 'Add a public holiday' }).click();
  const add = page.getByRole('dialog', { name: 'Add a public holiday' });
  await add.getByLabel('Date').fill('2031-03-14');
  await add.getByLabel('Name (Chinese)').fill('測試假期');
  await add.getByLabel('Name (English)').fill('Test holiday');
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Public holiday 2031-3-14 added.')).toBeVisible();
  const row = holidays.getByRole('row').filter({ hasText: 'Test holiday' });
  await expect(row).toContainText('2031-3-14');
  await row.getByRole('button', { name: 'Remove 2031-3-14' }).click();
  await answerConfirm(page, 'Remove');
  await expect(page.getByText('Public holiday 2031-3-14 removed.')).toBeVisible();
  await expect(row).toHaveCount(0);
});
