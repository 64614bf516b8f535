import { test, expect } from '../support/fixtures';

test.describe('locale routing', () => {
  test('the root lands on /zh-hk with Chinese copy, and English keeps the same page', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/zh-hk$/);
    await expect(page.getByRole('link', { name: '個人報名' }).first()).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-HK');

    await page.getByRole('contentinfo').getByRole('link', { name: '常見問題' }).click();
    await expect(page).toHaveURL(/\/zh-hk\/faq$/);
    await page
      .getByRole('link', { name: 'English' })
      .or(page.getByRole('link', { name: '英文' }))
      .click();
    await expect(page).toHaveURL(/\/en\/faq$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('a made-up path shows Error 404 inside the layout', async ({ page }) => {
    await page.goto('/en/no-such-page');
    await expect(page.getByRole('heading', { name: 'Error 404' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });

  test('an unknown locale goes to home in the first supported locale', async ({ page }) => {
    await page.goto('/fr/faq');
    await expect(page).toHaveURL(/\/zh-hk$/);
  });

  test('the last chosen language is where the root path goes', async ({ page }) => {
    await page.goto('/en/aboutus');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goto('/');
    await expect(page).toHaveURL(/\/en$/);
  });

  test('every navigation scrolls to the top', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 500 });
    await page.goto('/en/faq');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of use' }).click();
    await expect(page).toHaveURL(/\/en\/terms$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('first visit language', () => {
  test.use({ locale: 'en-GB' });
  test('an English browser starts in English', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/en$/);
    await expect(page.getByRole('link', { name: 'Individual registration' }).first()).toBeVisible();
  });
});
