import { test, expect } from '../support/fixtures';
import { prepareVariant, releaseRemote, rollbackRemote } from '../support/variants';

// One team releases its remote without the shell being rebuilt: the registry points at the new
// immutable version; a rollback points back. Also: a release whose page throws is contained.
test.describe.configure({ mode: 'serial', timeout: 240_000 });

test('release a changed remote, see the change; roll back, see the old one', async ({ page, server }) => {
  await page.goto('/en/admin/login');
  await expect(page.getByRole('heading', { name: 'Staff login' })).toBeVisible();
  const shellScripts = await page.evaluate(() => [...document.scripts].map((s) => s.src).join());

  const variant = prepareVariant('mf-admin', 'retitled', 'src/i18n/en.ts', (source) =>
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

test.describe('a release with a render bug', () => {
  // The bug this test releases on purpose is logged by React and by the shell's boundary: expected here only.
  test.use({ allowConsoleErrors: [/release with a render bug/] });
  test('a released remote that throws while rendering is contained; rolling back and retrying recovers', async ({
    page,
    server,
  }) => {
    const variant = prepareVariant('mf-admin', 'throws', 'src/features/login/AdminLoginPage.tsx', (source) =>
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
});

test('a page that exists only in a new release goes live without a shell build; a rollback removes it', async ({
  page,
  server,
}) => {
  await page.goto('/en/release-notes');
  await expect(page.getByRole('heading', { name: 'Error 404' })).toBeVisible();
  const shellScripts = await page.evaluate(() => [...document.scripts].map((s) => s.src).join());

  const variant = prepareVariant(
    'mf-report',
    'new-page',
    'src/routes.ts',
    (source) =>
      source.replace(
        'export const routes: RemoteRoute[] = [',
        "export const routes: RemoteRoute[] = [\n  { path: 'release-notes/:id', access: 'public', page: () => import('./features/release-notes/ReleaseNotesPage') },",
      ),
    {
      'src/features/release-notes/ReleaseNotesPage.tsx': [
        "import { useParams } from 'react-router';",
        'export default function ReleaseNotesPage() {',
        '  const { id } = useParams();',
        '  return <h1>Release notes {id}</h1>;',
        '}',
      ].join('\n'),
    },
  );
  expect(releaseRemote('mf-report', server.remotesDir, variant)).toContain('released mf-report');

  // The new route, its ':id' seen by the remote's own page, behind the shell's layout.
  await page.goto('/en/release-notes/42');
  await expect(page.getByRole('heading', { name: 'Release notes 42' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  expect(await page.evaluate(() => [...document.scripts].map((s) => s.src).join())).toBe(shellScripts);

  rollbackRemote('mf-report', server.remotesDir);
  await page.goto('/en/release-notes/42');
  await expect(page.getByRole('heading', { name: 'Error 404' })).toBeVisible();
  await page.goto('/en/exam-result-list');
  await expect(page).toHaveURL(/\/en\/login$/); // the remote's own candidate page is still guarded
});

test("a release that claims another remote's route is refused, and nothing changes", async ({ page, server }) => {
  const variant = prepareVariant('mf-report', 'claims-enrolment', 'src/routes.ts', (source) =>
    source.replace(
      'export const routes: RemoteRoute[] = [',
      "export const routes: RemoteRoute[] = [\n  { path: 'enrolment', access: 'public', page: () => import('./features/results/ExamResultListPage') },",
    ),
  );
  expect(() => releaseRemote('mf-report', server.remotesDir, variant)).toThrow(
    /claims the route enrolment, which mf-enrolment owns/,
  );
  await page.goto('/en/enrolment');
  await expect(page.getByRole('heading', { name: 'Select papers' })).toBeVisible();
});
