import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test, expect } from '../support/fixtures';

// A remote that cannot be loaded shows the bilingual "unavailable, retry" panel inside the normal
// layout; the header, footer and every other route keep working; retry works once it is back.
// The chunks these tests make fail are logged by Chromium as failed loads: expected here, nowhere else.
test.use({ allowConsoleErrors: [/Failed to load resource: net::ERR_FAILED/] });

function editRegistry(remotesDir: string, edit: (registry: { remotes: Record<string, { current: string }> }) => void) {
  const file = path.join(remotesDir, 'registry.json');
  const before = readFileSync(file, 'utf8');
  const registry = JSON.parse(before);
  edit(registry);
  writeFileSync(file, JSON.stringify(registry));
  return () => writeFileSync(file, before);
}

test('a remote whose manifest is missing shows the panel in both languages, and retry brings it back', async ({
  page,
  server,
}) => {
  const restore = editRegistry(server.remotesDir, (r) => {
    r.remotes['mf-enrolment'].current = 'v000000000000';
  });
  try {
    await page.goto('/zh-hk/enrolment');
    const panel = page.getByTestId('remote-unavailable');
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('heading', { name: '此部分暫時無法使用' })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();

    await page.goto('/en/enrolment');
    await expect(
      page.getByTestId('remote-unavailable').getByRole('heading', { name: 'This part is unavailable' }),
    ).toBeVisible();

    // Other routes, including another remote, keep working.
    await page.getByRole('contentinfo').getByRole('link', { name: 'About us' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goto('/en/admin/login');
    await expect(page.getByRole('heading', { name: 'Staff login' })).toBeVisible();

    await page.goto('/en/enrolment');
    await expect(page.getByTestId('remote-unavailable')).toBeVisible();
  } finally {
    restore();
  }
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { name: 'Select papers' })).toBeVisible();
  await expect(page.getByTestId('remote-unavailable')).toHaveCount(0);
});

test('a remote whose chunks fail to load is contained, and retry works once they load', async ({ page }) => {
  let failing = true;
  await page.route(/\/remotes\/mf-enrolment\/.*\.js$/, (route) => (failing ? route.abort('failed') : route.continue()));
  await page.goto('/en/enrolment');
  await expect(page.getByTestId('remote-unavailable')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'FAQ' })).toBeVisible();
  failing = false;
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { name: 'Select papers' })).toBeVisible();
});
