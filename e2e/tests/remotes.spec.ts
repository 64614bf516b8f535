import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { newCandidate, placeHomeOrder } from '../support/candidates';
import { expectCopy, layoutShift, withoutJavaScript } from '../support/prerendered';
import { loginToken } from '../support/schools';
import { finishDraftThroughPages } from '../../scripts/lib/draftProfile.mjs';

test('the registry lists the five remotes with the routes each owns, uncached', async ({ request }) => {
  const response = await request.get('/remotes.json');
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toContain('no-store');
  const registry: Record<string, { manifest: string; routes: { path: string; access: string }[] }> =
    await response.json();
  expect(Object.keys(registry).sort()).toEqual(['mf-admin', 'mf-enrolment', 'mf-payment', 'mf-report', 'mf-school']);
  for (const { manifest } of Object.values(registry)) {
    expect(manifest).toMatch(/^\/remotes\/mf-[a-z]+\/v[0-9a-f]{12}\/mf-manifest\.json$/);
    expect((await request.get(manifest)).status()).toBe(200);
  }
  expect(registry['mf-payment'].routes).toContainEqual({ path: 'fps_payment/:id', access: 'candidate', antd: false });
  expect(registry['mf-admin'].routes).toContainEqual({ path: 'admin/login', access: 'staff-guest' });
  expect(registry['mf-admin'].routes).toContainEqual({ path: 'admin/orders/:id', access: 'staff' });
  // Besides the staff's pages, the back office remote owns the staff login and the markers' pages.
  expect(registry['mf-admin'].routes.filter((route) => route.access !== 'staff')).toEqual([
    { path: 'admin/login', access: 'staff-guest' },
    { path: 'marking/login', access: 'marker-guest' },
    { path: 'marking', access: 'marker' },
    { path: 'marking/questions/:question', access: 'marker' },
    { path: 'marking/questions/:question/chief', access: 'marker' },
  ]);
});

test('each remote mounts its pages under the locale prefix', async ({ page }) => {
  const slots: [string, string][] = [
    ['/en/enrolment', 'Select papers'],
    ['/en/admin/login', 'Staff login'],
  ];
  for (const [path, heading] of slots) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  }
});

test('a page with a remote runs one React, one router, one antd, one QueryClient context and the shell session store', async ({
  page,
}) => {
  await page.goto('/en/admin/login');
  await expect(page.getByRole('heading', { name: 'Staff login' })).toBeVisible();
  // The shell and the remote each registered what they resolved; each name has one instance.
  const report = await page.evaluate(() => {
    const registry = (
      window as unknown as { __MOCKEXAM_INSTANCES__: Record<string, { instances: unknown[]; owners: string[] }> }
    ).__MOCKEXAM_INSTANCES__;
    return Object.fromEntries(
      Object.entries(registry).map(([k, v]) => [k, { count: v.instances.length, owners: v.owners.sort() }]),
    );
  });
  for (const name of ['react', 'react-router', 'session-store', 'i18next', 'antd', 'react-query']) {
    expect(report[name], name).toEqual({ count: 1, owners: ['mf_admin', 'shell'] });
  }
});

test("a remote's public page arrives pre-rendered from its release, and the live page takes its place without a shift", async ({
  page,
  browser,
  baseURL,
}) => {
  const viewport = { width: 375, height: 740 };
  // Without JavaScript the first response alone shows the page in the layout: heading, steps, and its
  // loading state where the papers will be.
  const html = await withoutJavaScript(browser, { baseURL, viewport });
  await expectCopy(html, '/zh-hk/enrolment', '選擇試卷', 'HKDSE 模擬考試');
  await expectCopy(html, '/en/enrolment', 'Select papers', 'HKDSE Mock Exam');
  const copy = html.locator('#prerendered');
  await expect(copy.locator('.site-header')).toBeVisible();
  // (The copy is hidden from assistive technology, so it is found by its markup.)
  await expect(copy.locator('nav[aria-label="Registration steps"] .flow-steps')).toBeVisible();
  await expect(copy.locator('[data-remote="mf-enrolment"] .skeleton-line').first()).toBeVisible();
  const copyTop = (await copy.locator('.notice').boundingBox())!.y - (await copy.locator('h1').boundingBox())!.y;
  await html.context().close();

  // With it, the live page replaces the copy, its parts where the copy had them, and the papers arrive.
  await page.setViewportSize(viewport);
  await page.goto('/en/enrolment');
  await expect(page.locator('#prerendered')).toHaveCount(0);
  const heading = page.getByRole('heading', { level: 1, name: 'Select papers' });
  await expect(heading).toBeVisible();
  // The notice that a tick needs a login.
  const notice = page.getByRole('main').getByRole('status').filter({ hasText: 'log in' });
  expect((await notice.boundingBox())!.y - (await heading.boundingBox())!.y).toBe(copyTop);
  await expect(page.getByRole('checkbox').first()).toBeVisible();
  expect(await layoutShift(page)).toBe(0);
});

/** A pending FPS order of a fresh candidate, placed through the API: its number and the candidate's token. */
async function fpsOrder(request: APIRequestContext) {
  const { phone, password } = await newCandidate(request);
  const token = await loginToken(request, 'candidate-realm', phone, password);
  const headers = { Authorization: `Bearer ${token}` };
  const [product] = (await (await request.get('/api/products', { headers })).json()) as { product_id: string }[];
  const placed = await placeHomeOrder(request, token, {
    productId: product.product_id,
    paymentMethod: 'fps',
    phone,
    key: `copy-${phone}`,
  });
  return { token, orderNo: placed.enrollment_no };
}

/** A finished draft in this browser, made through the pages (as `npm run lighthouse` makes one). */
async function finishDraft(page: Page) {
  await finishDraftThroughPages(page, '/en/enrolment');
  await expect(page).toHaveURL(/\/en\/enrolment_confirm$/);
}

/** From the top of the page's heading to the top of its review notice. */
async function noticeOffset(heading: Locator, notice: Locator) {
  return (await notice.boundingBox())!.y - (await heading.boundingBox())!.y;
}

test("a payment page and the order review arrive pre-rendered with nobody's data, and the live page takes their place", async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  const viewport = { width: 375, height: 740 };
  const { token, orderNo } = await fpsOrder(request);
  // Without JavaScript: the payment page's copy (one for every order) shows its heading and loading
  // state, never an order number; the review's copy shows its frame and a loading state where the order goes.
  const html = await withoutJavaScript(browser, { baseURL, viewport });
  await expectCopy(html, `/en/fps_payment/${orderNo}`, 'FPS payment', 'HKDSE Mock Exam');
  await expect(html.locator('#prerendered [data-remote="mf-payment"] .loading')).toBeVisible();
  expect(await html.content()).not.toContain(orderNo);
  await expectCopy(html, `/zh-hk/fps_payment/${orderNo}`, '轉數快付款', 'HKDSE 模擬考試');
  await expectCopy(html, '/en/csh_payment/E1', 'Bank transfer payment', 'HKDSE Mock Exam');
  await expectCopy(html, '/en/enrolment_confirm', 'Confirm enrolment', 'HKDSE Mock Exam');
  const copy = html.locator('#prerendered');
  await expect(copy.locator('nav[aria-label="Registration steps"] .flow-steps')).toBeVisible();
  await expect(copy.locator('[data-testid="confirm-skeleton"]')).toBeVisible();
  const copyOffset = await noticeOffset(copy.locator('h1'), copy.locator('.notice'));
  await html.context().close();

  // With it, the live FPS page replaces the copy and the order arrives without a shift.
  await page.setViewportSize(viewport);
  await page.goto(`/en/fps_payment/${orderNo}?access_token=${token}`);
  await expect(page.locator('#prerendered')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'FPS payment' })).toBeVisible();
  await expect(page.getByTestId('fps-qr').locator('canvas')).toBeVisible();
  expect(await layoutShift(page)).toBeLessThanOrEqual(0.05);

  // The review, opened afresh with a draft: the order takes the loading state's place, about its size.
  await finishDraft(page);
  await page.goto('/en/enrolment_confirm');
  await expect(page.locator('#prerendered')).toHaveCount(0);
  const heading = page.getByRole('heading', { level: 1, name: 'Confirm enrolment' });
  await expect(page.getByTestId('confirm-total')).toBeVisible();
  const liveOffset = await noticeOffset(heading, page.getByRole('main').getByRole('alert'));
  expect(Math.abs(liveOffset - copyOffset)).toBeLessThanOrEqual(24);
  expect(await layoutShift(page)).toBeLessThanOrEqual(0.05);

  // Without a draft, once the code runs, the page asks for papers as it always did.
  await page.evaluate(() => localStorage.removeItem('mockexam.enrolment_draft'));
  await page.reload();
  await expect(page.getByText('Please select at least one subject')).toBeVisible();
});

test("pointing at a link to a remote's page starts loading its code before the click", async ({ page }) => {
  await page.goto('/en');
  await expect(page.locator('#prerendered')).toHaveCount(0);
  const link = page.locator('main a[href="/en/enrolment"]').first();
  const pageCode = page.waitForRequest((request) => /\/remotes\/mf-enrolment\/.+\.js$/.test(request.url()));
  await link.hover();
  await pageCode;
  await link.click();
  await expect(page.getByRole('checkbox', { name: 'Chinese Language' })).toBeVisible();
});
