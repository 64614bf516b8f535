import { test, expect } from '../support/fixtures';
import { prepareVariant, releaseRemote, rollbackRemote } from '../support/variants';

// One team releases its remote without the shell being rebuilt: the registry points at the new
// immutable version; a rollback points back. Also: a release whose page throws is contained.
test.describe.configure({ mode: 'serial', timeout: 240_000 });

test('release a changed remote, see the change; roll back, see the old one', async ({ page, server }) => {
  await page.goto('/en/admin/login');
  await expect(page.getByRole('heading', { name: 'Staff login' })).toBeVisible();
  const shellScripts = await page.evaluate(() => [...document.scripts].map((s) => s.src).join());

  const variant = prepareVariant('mf-admin', 'retitled', 'src/i18n.ts', (source) =>
    source.replace("title: 'Staff login'", "title: 'Staff login (new release)'"),
  );
  expect(releaseRemote('mf-admin', server.remotesDir, variant)).toContain('released mf-admin');

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Staff login (new release)' })).toBeVisible();
  // Same shell bundle: nothing of the shell was rebuilt or re-served differently.
  expect(await page.evaluate(() => [...document.scripts].map((s) => s.src).join())).toBe(shellScripts);

  rollbackRemote('mf-admin', server.remotesDir);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Staff login', exact: true })).toBeVisible();
});

test('a released remote that throws while rendering is contained; rolling back and retrying recovers', async ({
  page,
  server,
}) => {
  const variant = prepareVariant('mf-admin', 'throws', 'src/pages/AdminLoginPage.tsx', (source) =>
    source.replace(
      'export default function AdminLoginPage() {',
      "export default function AdminLoginPage() {\n  if (Date.now() > 0) throw new Error('release with a render bug');",
    ),
  );
  releaseRemote('mf-admin', server.remotesDir, variant);

  await page.goto('/en/admin/login');
  await expect(page.getByTestId('remote-unavailable')).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact us' }).click();
  await expect(page).toHaveURL(/\/en\/contactus$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await page.goto('/en/admin/login');
  await expect(page.getByTestId('remote-unavailable')).toBeVisible();
  rollbackRemote('mf-admin', server.remotesDir);
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { name: 'Staff login', exact: true })).toBeVisible();
});
