// The back office's sections at their own addresses, as staff: each opens from its address in both
// languages with its heading and its menu link marked; an order opens from the list at its own address and
// the browser's back button returns to the list; a deep link (an order, a school's history, an exam)
// survives a reload.
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { newCandidate, placeHomeOrder } from '../support/candidates';
import { loginToken } from '../support/schools';

const SECTIONS = {
  en: [
    ['home', 'Overview', 'Orders by status'],
    ['orders', 'Orders', 'Search orders'],
    ['receipts', 'Receipts to approve', 'These orders have an uploaded bank receipt awaiting approval.'],
    ['schools', 'Schools', 'Search schools'],
    ['cycle', 'Cycle set-up', 'Exam cycles'],
    ['exams', 'Exams and results', 'Exam cycle'],
    ['markers', 'Markers', 'Questions assigned'],
    ['audit', 'Audit log', 'Filters'],
  ],
  'zh-hk': [
    ['home', '概覽', '訂單狀態統計'],
    ['orders', '訂單', '搜尋訂單'],
    ['receipts', '待審批收據', null],
    ['schools', '學校', null],
    ['cycle', '考期設定', null],
    ['exams', '考試及成績', null],
    ['markers', '評卷員', null],
    ['audit', '操作記錄', null],
  ],
} as const;

const LOGIN = {
  en: {
    username: 'Username',
    password: 'Password',
    login: 'Log in',
    home: 'Back office',
    menu: 'Back office sections',
  },
  'zh-hk': { username: '帳戶名稱', password: '密碼', login: '登入', home: '管理主頁', menu: '管理功能' },
} as const;

async function staffLogIn(page: Page, locale: keyof typeof LOGIN) {
  const t = LOGIN[locale];
  await page.goto(`/${locale}/admin/login`);
  await page.getByLabel(t.username).fill('admin');
  await page.getByLabel(t.password).fill('admin1234');
  await page.locator('#main').getByRole('button', { name: t.login }).click();
  await expect(page.getByRole('heading', { name: t.home })).toBeVisible();
}

/** A new candidate's order (home mode, bank transfer), so the orders list has one to open. */
async function placeOrder(request: APIRequestContext): Promise<string> {
  const { phone: username, password } = await newCandidate(request);
  const token = await loginToken(request, 'candidate-realm', username, password);
  const products = (await (
    await request.get('/api/products', { headers: { Authorization: `Bearer ${token}` } })
  ).json()) as { product_id: string; enrolled: boolean }[];
  const product = products.find((p) => !p.enrolled)!;
  const created = await placeHomeOrder(request, token, {
    productId: product.product_id,
    paymentMethod: 'bank',
    phone: username,
    key: `addresses-e2e-${username}-${Date.now()}`,
  });
  return created.enrollment_no;
}

for (const locale of ['en', 'zh-hk'] as const) {
  test(`every back-office section opens from its own address in ${locale}`, async ({ page }) => {
    await staffLogIn(page, locale);
    const menu = page.getByRole('navigation', { name: LOGIN[locale].menu });
    for (const [path, heading, content] of SECTIONS[locale]) {
      await page.goto(`/${locale}/admin/${path}`);
      await expect(page).toHaveURL(new RegExp(`/${locale}/admin/${path}$`));
      await expect(page.getByRole('heading', { level: 2, name: heading, exact: true })).toBeAttached();
      const link = menu.getByRole('link', { name: heading, exact: true });
      await expect(link).toHaveAttribute('aria-current', 'page');
      await expect(link).toHaveAttribute('href', `/${locale}/admin/${path}`);
      if (content) await expect(page.getByText(content, { exact: true }).first()).toBeVisible();
    }
  });
}

test('an order opens at its own address from the list, the back button returns to the list, and a reload keeps the order', async ({
  page,
  request,
}) => {
  const orderNo = await placeOrder(request);
  await staffLogIn(page, 'en');
  await page.getByRole('navigation', { name: 'Back office sections' }).getByRole('link', { name: 'Orders' }).click();
  await expect(page).toHaveURL(/\/en\/admin\/orders$/);
  await page.getByLabel('Order number, mobile or name').fill(orderNo);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/en/admin/orders\\?q=${orderNo}$`));

  await page.getByRole('link', { name: orderNo, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/en/admin/orders/${orderNo}$`));
  await expect(page.getByRole('heading', { name: `Order ${orderNo}` })).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/en/admin/orders\\?q=${orderNo}$`));
  await expect(page.getByLabel('Order number, mobile or name')).toHaveValue(orderNo);
  await expect(page.getByRole('link', { name: orderNo, exact: true })).toBeVisible();

  await page.goForward();
  await expect(page.getByRole('heading', { name: `Order ${orderNo}` })).toBeVisible();
  await page.reload();
  await expect(page).toHaveURL(new RegExp(`/en/admin/orders/${orderNo}$`));
  await expect(page.getByRole('heading', { name: `Order ${orderNo}` })).toBeVisible();
});

test("a school's history and an exam open at their own addresses and survive a reload; an old tabbed link moves", async ({
  page,
}) => {
  await staffLogIn(page, 'zh-hk');
  await page.goto('/zh-hk/admin/schools');
  await page
    .getByRole('button', { name: /^學校 .+ 的記錄$/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/zh-hk\/admin\/schools\/\d+$/);
  const drawer = page.getByRole('dialog');
  const title = (await drawer.locator('.ant-drawer-title').innerText()).trim();
  await page.reload();
  await expect(page.getByRole('dialog').locator('.ant-drawer-title')).toHaveText(title);

  await page.goto('/en/admin/exams');
  await page
    .getByRole('button', { name: /^Open .+ \(.+\)$/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/en\/admin\/exams\/\d+\?cycle=\d+$/);
  const exam = page.url();
  const heading = page.locator('h2.admin-exam-heading');
  const name = (await heading.innerText()).trim();
  await page.reload();
  await expect(page).toHaveURL(exam);
  await expect(heading).toHaveText(name);

  await page.goto('/en/admin/home?section=audit&entity=order');
  await expect(page).toHaveURL(/\/en\/admin\/audit\?entity=order$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Audit log' })).toBeAttached();
});
