import { test, expect } from '../support/fixtures';
import { expectCopy, layoutShift, withoutJavaScript } from '../support/prerendered';

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
  expect(registry['mf-payment'].routes).toContainEqual({ path: 'fps_payment/:id', access: 'candidate' });
  expect(registry['mf-admin'].routes).toEqual([
    { path: 'admin/login', access: 'staff-guest' },
    { path: 'admin/home', access: 'staff' },
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
  await expect(copy.locator('nav[aria-label="Registration steps"] .ant-steps')).toBeVisible();
  await expect(copy.locator('[data-remote="mf-enrolment"] .ant-skeleton').first()).toBeVisible();
  const copyTop = (await copy.locator('.ant-alert').boundingBox())!.y - (await copy.locator('h1').boundingBox())!.y;
  await html.context().close();

  // With it, the live page replaces the copy, its parts where the copy had them, and the papers arrive.
  await page.setViewportSize(viewport);
  await page.goto('/en/enrolment');
  await expect(page.locator('#prerendered')).toHaveCount(0);
  const heading = page.getByRole('heading', { level: 1, name: 'Select papers' });
  await expect(heading).toBeVisible();
  const alert = page.getByRole('main').getByRole('alert');
  expect((await alert.boundingBox())!.y - (await heading.boundingBox())!.y).toBe(copyTop);
  await expect(page.getByRole('checkbox').first()).toBeVisible();
  expect(await layoutShift(page)).toBe(0);
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
