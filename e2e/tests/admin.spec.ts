import { test, expect } from '../support/fixtures';

test('admin home needs a staff session', async ({ page }) => {
  await page.goto('/en/admin/home');
  await expect(page).toHaveURL(/\/en\/admin\/login$/);
});

test('staff log in, reach admin home, and the shell sees the same session', async ({ page }) => {
  await page.goto('/zh-hk/admin/login');
  await page.getByLabel('帳戶名稱').fill('admin');
  await page.getByLabel('密碼').fill('wrong-password');
  await page.getByRole('main').getByRole('button', { name: '登入' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page).toHaveURL(/\/zh-hk\/admin\/login$/);

  await page.getByLabel('密碼').fill('admin1234');
  await page.getByRole('main').getByRole('button', { name: '登入' }).click();
  await expect(page).toHaveURL(/\/zh-hk\/admin\/home$/);
  await expect(page.getByRole('heading', { name: '管理主頁' })).toBeVisible();
  await expect(page.getByText('個人報名截止')).toBeVisible();
  // The header belongs to the shell; it shows the name the remote's login stored.
  await expect(page.getByRole('banner').locator('.account-name')).not.toBeEmpty();

  // A reload resumes the session from the stored token.
  await page.reload();
  await expect(page.getByRole('heading', { name: '管理主頁' })).toBeVisible();

  // Logged-in staff are sent from the login page to their home.
  await page.goto('/zh-hk/admin/login');
  await expect(page).toHaveURL(/\/zh-hk\/admin\/home$/);

  await page.getByRole('banner').locator('.account-menu summary').click();
  await page.getByRole('button', { name: '登出' }).click();
  await expect(page).toHaveURL(/\/zh-hk\/admin\/login$/);
  await page.goto('/zh-hk/admin/home');
  await expect(page).toHaveURL(/\/zh-hk\/admin\/login$/);
});

test('candidate and school pages send visitors to the matching login', async ({ page }) => {
  await page.goto('/en/order-history');
  await expect(page).toHaveURL(/\/en\/login$/);
  await page.goto('/en/school/home');
  await expect(page).toHaveURL(/\/en\/school\/login$/);
});
