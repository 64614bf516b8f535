import { test, expect } from '../support/fixtures';

test('the registry lists the five remotes, uncached', async ({ request }) => {
  const response = await request.get('/remotes.json');
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toContain('no-store');
  const registry = await response.json();
  expect(Object.keys(registry).sort()).toEqual(['mf-admin', 'mf-enrolment', 'mf-payment', 'mf-report', 'mf-school']);
  for (const url of Object.values<string>(registry)) {
    expect(url).toMatch(/^\/remotes\/mf-[a-z]+\/v[0-9a-f]{12}\/mf-manifest\.json$/);
    const manifest = await request.get(url);
    expect(manifest.status()).toBe(200);
  }
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

test('a page with a remote runs one React, one router, one antd and the shell session store', async ({ page }) => {
  await page.goto('/en/admin/login');
  await expect(page.getByRole('heading', { name: 'Staff login' })).toBeVisible();
  // The shell and the remote each registered what they resolved; each name has one instance.
  const report = await page.evaluate(() => {
    const registry = (window as unknown as { __MOCKEXAM_INSTANCES__: Record<string, { instances: unknown[]; owners: string[] }> })
      .__MOCKEXAM_INSTANCES__;
    return Object.fromEntries(Object.entries(registry).map(([k, v]) => [k, { count: v.instances.length, owners: v.owners.sort() }]));
  });
  for (const name of ['react', 'react-router', 'session-store', 'i18next', 'antd']) {
    expect(report[name], name).toEqual({ count: 1, owners: ['mf_admin', 'shell'] });
  }
});
