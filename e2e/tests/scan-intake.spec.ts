// Staff take a batch of scanned pages from upload to filed through the back office's scan intake page: the
// page images go up with tus, the intake job files those named by candidate and page, and the one page
// it could not identify waits in the exceptions queue until staff assign it by hand. Two candidates of the
// demo's English exam who have no scans yet are used, so the suite can run again on the same data.
import type { APIRequestContext } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { staffToken } from '../support/schools';

interface AdminExam {
  exam_id: number;
  subject: string;
  papers: { exam_paper_id: number; paper_no: number }[];
}
interface Completeness {
  page_count: number;
  absent: number;
  candidates: { candidate_no: string }[];
}

async function get<T>(request: APIRequestContext, token: string, url: string) {
  const answer = await request.get(url, { headers: { Authorization: `Bearer ${token}` } });
  expect(answer.ok(), await answer.text()).toBe(true);
  return (await answer.json()) as T;
}

test.use({ viewport: { width: 1366, height: 900 } });

test('staff upload page images with tus, see them filed, and assign the page that could not be read', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const staff = await staffToken(request);
  const cycles = await get<{ cycle_id: number; is_current: boolean }[]>(request, staff, '/api/admin/cycles');
  const cycle = cycles.find((c) => c.is_current)!;
  const exams = await get<AdminExam[]>(request, staff, `/api/admin/exams?cycle_id=${cycle.cycle_id}`);
  const english = exams.find((e) => e.subject === 'eng')!;
  const paper = english.papers.find((p) => p.paper_no === 1)!;
  const completeness = () =>
    get<Completeness>(
      request,
      staff,
      `/api/admin/exam-papers/${paper.exam_paper_id}/scan-completeness?list=absent&limit=100`,
    );
  const before = await completeness();
  expect(before.page_count).toBeGreaterThanOrEqual(2);
  const [first, second] = before.candidates.map((c) => c.candidate_no);
  expect(second).toBeDefined();

  const intake = `/en/admin/exams/${english.exam_id}/papers/${paper.exam_paper_id}/scans?cycle=${cycle.cycle_id}&access_token=${staff}`;
  await page.goto(intake);
  await expect(page.getByRole('heading', { name: /^Scan intake: Paper 1 / })).toBeVisible();
  // Any real PNG serves as a scanned page: the page's own picture.
  const image = await page.screenshot();
  await page.getByLabel(/^Scanned files to upload for/).setInputFiles([
    { name: `${first}_p1.png`, mimeType: 'image/png', buffer: image },
    { name: `${second}_p2.png`, mimeType: 'image/png', buffer: image },
    { name: 'unnamed-page.png', mimeType: 'image/png', buffer: image },
  ]);
  const sent = page.getByRole('region', { name: 'Files being sent' });
  await expect(page.getByText('Sent: 3 of 3. Not sent: 0.')).toBeVisible();
  await expect(sent.getByText('100%')).toHaveCount(3);

  // The files list follows the intake job until every file is read.
  await page.getByRole('tab', { name: 'Files' }).click();
  const files = page.getByRole('region', { name: 'Files uploaded for the paper' });
  const row = (name: string) => files.getByRole('row').filter({ hasText: name });
  await expect(row(`${first}_p1.png`)).toContainText('Done', { timeout: 60_000 });
  await expect(row(`${second}_p2.png`)).toContainText('Done', { timeout: 60_000 });
  await expect(row('unnamed-page.png')).toContainText('Done', { timeout: 60_000 });
  await expect(row(`${first}_p1.png`).getByRole('cell')).toHaveText([`${first}_p1.png`, 'Done', '1', '1', '0', /.+/]);
  await expect(row('unnamed-page.png').getByRole('cell')).toHaveText(['unnamed-page.png', 'Done', '1', '0', '1', /.+/]);

  // The page with no code and no usable name waits in the queue, its image shown; staff assign it.
  await page.getByRole('tab', { name: /^Exceptions/ }).click();
  const review = page.getByRole('region', { name: 'The page under review' });
  await expect(
    review.getByRole('heading', { name: 'No answer book code could be read: unnamed-page.png, page 1' }),
  ).toBeVisible();
  const shown = review.getByRole('img', { name: 'Scanned page 1 of unnamed-page.png' });
  await expect(shown).toBeVisible();
  await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await review.getByLabel('Candidate number').fill(first);
  await review.getByLabel('Page of the answer book').fill('2');
  await review.getByLabel('Page of the answer book').press('Enter');
  await expect(page.getByText(`Filed as page 2 of candidate ${first}.`)).toBeVisible();
  await expect(page.getByText('No exceptions: every page read so far is filed.')).toBeVisible();

  // Both candidates now have pages: neither is absent any more.
  const after = await completeness();
  expect(after.absent).toBe(before.absent - 2);
  expect(after.candidates.map((c) => c.candidate_no)).not.toContain(first);
  await page.getByRole('tab', { name: 'Completeness' }).click();
  await expect(page.locator('.intake-counts')).toContainText(`No pages (absent)${after.absent}`);

  // On a phone the page fits the screen's width: wide lists scroll inside their own box.
  await page.setViewportSize({ width: 375, height: 800 });
  for (const tab of ['completeness', 'exceptions', 'uploads']) {
    await page.goto(`${intake}&tab=${tab}`);
    await expect(page.getByRole('heading', { name: /^Scan intake: Paper 1 / })).toBeVisible();
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  }
});
