import { test, expect } from '../support/fixtures';
import { layoutShift } from '../support/prerendered';

// Every public page of spec section 2, in both languages: it renders its own heading and copy.
const pages = [
  '',
  'coming-soon',
  'aboutus',
  'terms',
  'personal-information-collection-statement',
  'privacy-policy',
  'contactus',
  'faq',
  'instructions',
];

for (const locale of ['zh-hk', 'en'] as const) {
  test(`every public page renders in ${locale}`, async ({ page }) => {
    const headings = new Set<string>();
    for (const path of pages) {
      await page.goto(`/${locale}${path ? `/${path}` : ''}`);
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toHaveCount(1);
      const text = (await heading.textContent())!.trim();
      expect(text.length).toBeGreaterThan(1);
      // Chinese pages speak Chinese; English pages have no Chinese heading.
      if (locale === 'zh-hk') expect(text).toMatch(/[\u4e00-\u9fff]/);
      else expect(text).not.toMatch(/[\u4e00-\u9fff]/);
      await expect(page.getByRole('heading', { name: 'Error 404' })).toHaveCount(0);
      headings.add(`${path}:${text}`);
    }
    expect(headings.size).toBe(pages.length);
  });
}

test('contact us gives the office hours and the candidate notes give the cycle dates', async ({ page, request }) => {
  await page.goto('/en/contactus');
  await expect(page.getByText(/8:30 am/i).first()).toBeVisible();
  // The live cycle's exam date of Chinese Language, as the notes write it in Chinese.
  const events = (await (await request.get('/api/events')).json()) as { exams: { subject: string; date: string }[] };
  const [y, m, d] = events.exams
    .find((e) => e.subject === 'chi')!
    .date.split('-')
    .map(Number);
  await page.goto('/zh-hk/instructions');
  await expect(page.getByText(`${y}年${m}月${d}日`).first()).toBeVisible();
});

test('the mobile slide menu opens and navigates', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/en');
  const toggle = page.getByRole('button', { name: 'Open menu' });
  await toggle.click();
  const menu = page.locator('#mobile-menu');
  await expect(menu).toBeVisible();
  await menu.getByRole('link', { name: 'FAQ' }).click();
  await expect(page).toHaveURL(/\/en\/faq$/);
  await expect(menu).toBeHidden();
});

test('the header keeps one row at every desktop width, in both languages', async ({ page }) => {
  // English needs about 1,110 px for brand, menu and tools in one row; below that its menu button serves.
  for (const [locale, inlineFrom] of [
    ['en', 1120],
    ['zh-hk', 900],
  ] as const) {
    await page.setViewportSize({ width: 1366, height: 740 });
    await page.goto(`/${locale}`);
    await expect(page.locator('#prerendered')).toHaveCount(0);
    const oneRow = await page.locator('.site-header').evaluate((e) => e.getBoundingClientRect().height);
    for (const width of [900, 1000, 1119, 1120, 1280]) {
      await page.setViewportSize({ width, height: 740 });
      const header = await page.locator('.site-header').evaluate((e) => e.getBoundingClientRect().height);
      // A second row of links would add about 45 px; the menu button is 2 px taller than a link.
      expect(header, `${locale} at ${width} px`).toBeLessThan(oneRow + 10);
      const menu = page.locator('.main-nav');
      const toggle = page.locator('.menu-toggle');
      if (width >= inlineFrom) {
        await expect(menu, `${locale} at ${width} px`).toBeVisible();
        await expect(toggle).toBeHidden();
      } else {
        await expect(menu, `${locale} at ${width} px`).toBeHidden();
        await expect(toggle).toBeVisible();
      }
    }
  }
  // Where the menu button serves on a desktop, its menu opens and navigates as on a phone.
  await page.setViewportSize({ width: 1000, height: 740 });
  await page.goto('/en');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.locator('#mobile-menu').getByRole('link', { name: 'FAQ' }).click();
  await expect(page).toHaveURL(/\/en\/faq$/);
});

test('public pages arrive already rendered, and the live page takes its place without a shift', async ({
  page,
  browser,
  baseURL,
}) => {
  // Without JavaScript the first response alone shows the page, in the language of the address.
  const noScript = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const html = await noScript.newPage();
  await html.goto('/en');
  await expect(html.locator('#prerendered h1')).toHaveText('HKDSE Mock Exam');
  await expect(html.locator('#prerendered .site-header')).toBeVisible();
  await expect(html).toHaveTitle('HKDSE Mock Exam');
  await html.goto('/zh-hk');
  await expect(html.locator('#prerendered h1')).toHaveText('HKDSE 模擬考試');
  await html.goto('/en/contactus');
  await expect(html.locator('#prerendered')).toContainText('8:30 am');
  await expect(html).toHaveTitle(`${await html.locator('#prerendered h1').innerText()} | HKDSE Mock Exam`);
  await noScript.close();

  // With it, the live page replaces the copy: no layout shift, and its controls work.
  await page.goto('/en');
  await expect(page.locator('#prerendered')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('HKDSE Mock Exam');
  expect(await layoutShift(page)).toBe(0);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
});

test("the site's stylesheet arrives once, inlined in the first response, and still styles the live page", async ({
  page,
}) => {
  const stylesheets: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') stylesheets.push(new URL(request.url()).pathname);
  });
  // A shell page and a remote's page (the server puts the remote's copy into the shell's layout).
  for (const path of ['/en/faq', '/en/enrolment']) {
    await page.goto(path);
    await expect(page.locator('#prerendered')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The inlined text names the layout chunk's stylesheet, so the chunk loader takes it as already there.
    const siteCss = await page.locator('head style[data-href]').getAttribute('data-href');
    expect(siteCss).toMatch(/^\d+\.[0-9a-f]+\.css$/);
    expect(stylesheets).not.toContain(`/${siteCss}`);
    // Once the copy is gone, the live page keeps the site's look: the brand mark on the brand's blue.
    await expect(page.locator('.brand-mark')).toHaveCSS('background-color', 'rgb(11, 92, 173)');
  }
  // The page's own stylesheets still load as before.
  expect(stylesheets.length).toBeGreaterThan(0);
});
