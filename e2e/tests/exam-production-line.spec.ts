// The exam production line as staff and readers meet it in the browser, from nothing but the demo accounts and
// the demo cycle's candidates: staff add a second exam of a subject that already has one, titled in both
// languages, give it questions and a two-page answer book, print one school's answer books, scan the first
// three books back in (rendered here from the PDF as a scanner would, one page lost to an unreadable code), file
// the unreadable page by hand, import marks, grade and publish. A student of that school then reads the new
// exam's report in English and in Chinese, and the school's teacher sees the student's scanned pages.
// Citizenship and Social Development is used: the suites that read the demo's exams by subject use the others.
import type { Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import * as XLSX from 'xlsx';
import { test, expect, watchConsole } from '../support/fixtures';
import { loginToken, staffToken } from '../support/schools';

const SUBJECT = 'Citizenship and Social Development';
const stamp = Date.now().toString(36);
const TITLE_EN = `Spring Mock Examination ${stamp}`;
const TITLE_ZH = `春季模擬考試 ${stamp}`;
/** The resolution the intake reads printed QR codes at (an office scanner's usual setting). */
const SCAN_DPI = 150;
const PAGES_PER_BOOK = 2;
const BOOKS_SCANNED = 3;

/** The PDF's page count, and its first `count` pages as the PNGs a scanner would write. */
async function scanPages(pdf: Buffer, count: number): Promise<{ pages: number; images: Buffer[] }> {
  const mupdf = await import('mupdf');
  const document = mupdf.Document.openDocument(pdf, 'application/pdf');
  try {
    const scale = mupdf.Matrix.scale(SCAN_DPI / 72, SCAN_DPI / 72);
    const pages = document.countPages();
    const images = Array.from({ length: Math.min(count, pages) }, (_, i) => {
      const page = document.loadPage(i);
      const pixmap = page.toPixmap(scale, mupdf.ColorSpace.DeviceRGB, false, true);
      const png = Buffer.from(pixmap.asPNG());
      pixmap.destroy();
      page.destroy();
      return png;
    });
    return { pages, images };
  } finally {
    document.destroy();
  }
}

/** Chooses an option of the antd select that is open now. */
const chooseOption = (page: Page, name: string) =>
  page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: new RegExp(`^${name}$`) });

/** Every image of the selector that has loaded with pixels (a broken one has naturalWidth 0). */
const loadedImages = (page: Page, selector: string) =>
  page
    .locator(selector)
    .evaluateAll(
      (images) =>
        images.filter((i) => (i as HTMLImageElement).complete && (i as HTMLImageElement).naturalWidth > 0).length,
    );

test.use({ viewport: { width: 1366, height: 900 } });

test('staff produce a new exam from questions to published results, and its readers see it in their language', async ({
  page,
  request,
  browser,
  baseURL,
  consoleErrors,
}) => {
  test.setTimeout(300_000);
  let examUrl = '';
  let examId = 0;
  let school = '';
  let bookPages: Buffer[] = [];
  let complete: string[] = [];
  let missing = '';

  await test.step('staff log in and create a second exam of the subject, titled in both languages', async () => {
    await page.goto('/en/admin/login');
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password').fill('admin1234');
    await page.locator('#main').getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('heading', { name: 'Back office' })).toBeVisible();
    await page.getByRole('link', { name: 'Exams and results' }).click();
    // The subject has its demo exam already.
    await expect(page.getByRole('button', { name: new RegExp(`^Open .+ \\(${SUBJECT}\\)$`) })).toHaveCount(1);

    await page.getByRole('button', { name: 'New exam' }).click();
    const dialog = page.getByRole('dialog', { name: /^New exam of / });
    await dialog.getByLabel('Subject').click();
    await chooseOption(page, SUBJECT).click();
    await dialog.getByLabel('Title (Chinese)', { exact: true }).fill(TITLE_ZH);
    await dialog.getByLabel('Title (English)', { exact: true }).fill(TITLE_EN);
    await dialog.getByLabel('Paper 1 title (Chinese)').fill('議題探究');
    await dialog.getByLabel('Paper 1 title (English)').fill('Issue Enquiry');
    await expect(dialog.getByLabel('Paper 1 weight (%)')).toHaveValue('100');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(`Exam created: ${TITLE_EN}.`)).toBeVisible();
    await expect(page.getByRole('button', { name: new RegExp(`^Open .+ \\(${SUBJECT}\\)$`) })).toHaveCount(2);

    await page.getByRole('button', { name: `Open ${TITLE_EN} (${SUBJECT})` }).click();
    await expect(page).toHaveURL(/\/en\/admin\/exams\/\d+/);
    examUrl = page.url();
    examId = Number(/\/admin\/exams\/(\d+)/.exec(examUrl)![1]);
  });

  await test.step('staff add the questions of paper 1', async () => {
    for (const [row, ability] of [
      [1, ['理解議題', 'Understanding the issue']],
      [2, ['評鑑觀點', 'Evaluating views']],
    ] as const) {
      await page.getByRole('button', { name: 'Add a question' }).click();
      await expect(page.getByLabel(`Label, question ${row}`)).toHaveValue(String(row));
      await page.getByLabel(`Pages, question ${row}`).fill('1');
      await page.getByLabel(`Ability (Chinese), question ${row}`).fill(ability[0]);
      await page.getByLabel(`Ability (English), question ${row}`).fill(ability[1]);
      await page.getByLabel(`Full marks, question ${row}`).fill('10');
    }
    await page.getByRole('button', { name: 'Save questions' }).click();
    await expect(page.getByText('Questions saved: 2.')).toBeVisible();
  });

  await test.step('staff give the answer book two pages, question 2 on the second', async () => {
    await page.getByRole('link', { name: 'Page layout and answer books' }).click();
    await expect(page.getByText('Paper 1: page layout')).toBeVisible();
    const pageCount = page.getByLabel('Pages in the answer book');
    await pageCount.fill(String(PAGES_PER_BOOK));
    await pageCount.press('Tab');
    await page.getByLabel('Pages of question 2').click();
    await chooseOption(page, '2').click();
    await chooseOption(page, '1').click();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Save layout' }).click();
    await expect(page.getByText('Layout saved')).toBeVisible();
    await expect(page.getByText(`Each book has ${PAGES_PER_BOOK} A4 pages`)).toBeVisible();
  });

  await test.step("staff download one school's answer books and scan the first three back in", async () => {
    const books = page.getByRole('link', { name: /^Answer books of / }).first();
    school = ((await books.getAttribute('aria-label')) ?? '').replace(/^Answer books of /, '');
    const candidates = Number(
      await page.getByRole('row').filter({ hasText: school }).getByRole('cell').nth(1).textContent(),
    );
    expect(candidates).toBeGreaterThan(BOOKS_SCANNED);
    const download = page.waitForEvent('download');
    await books.click();
    const pdf = await readFile((await (await download).path())!);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const scan = await scanPages(pdf, BOOKS_SCANNED * PAGES_PER_BOOK);
    expect(scan.pages).toBe(candidates * PAGES_PER_BOOK);
    bookPages = scan.images;
  });

  await test.step('staff upload the scanned pages and a page whose code cannot be read', async () => {
    await page.getByRole('link', { name: 'Back to the exam' }).click();
    await page.getByRole('link', { name: 'Scans of paper 1: upload batches, exceptions, completeness' }).click();
    await expect(page.getByRole('heading', { name: /^Scan intake: Paper 1 / })).toBeVisible();
    // The first three books, but the third book's last page came out of the scanner smudged: its code is gone.
    const scanned = bookPages.slice(0, -1).map((buffer, i) => ({
      name: `scan_${String(i + 1).padStart(4, '0')}.png`,
      mimeType: 'image/png',
      buffer,
    }));
    const smudged = { name: 'IMG_0417.png', mimeType: 'image/png', buffer: await page.screenshot() };
    await page.getByLabel(/^Scanned files to upload for/).setInputFiles([...scanned, smudged]);
    const total = scanned.length + 1;
    await expect(page.getByText(`Sent: ${total} of ${total}. Not sent: 0.`)).toBeVisible({ timeout: 60_000 });

    await page.getByRole('tab', { name: 'Files' }).click();
    const files = page.getByRole('region', { name: 'Files uploaded for the paper' });
    const row = (name: string) => files.getByRole('row').filter({ hasText: name });
    for (const { name } of scanned) {
      await expect(row(name).getByRole('cell')).toHaveText([name, 'Done', '1', '1', '0', /.+/], { timeout: 90_000 });
    }
    await expect(row(smudged.name).getByRole('cell')).toHaveText([smudged.name, 'Done', '1', '0', '1', /.+/], {
      timeout: 90_000,
    });
  });

  await test.step('staff see two books complete and the third missing a page', async () => {
    await page.getByRole('tab', { name: 'Completeness' }).click();
    await expect(page.locator('.intake-counts')).toContainText('Complete2');
    await expect(page.locator('.intake-counts')).toContainText('Pages missing1');
    await page.getByRole('tab', { name: 'Complete (2)' }).click();
    const completeList = page.getByRole('region', { name: 'Complete (2)' });
    await expect(completeList.getByRole('row')).toHaveCount(3);
    complete = (await completeList.getByRole('row').locator('td:first-child').allTextContents()).map((t) => t.trim());
    await page.getByRole('tab', { name: 'Pages missing (1)' }).click();
    const missingList = page.getByRole('region', { name: 'Pages missing (1)' });
    await expect(missingList.getByRole('row')).toHaveCount(2);
    missing = (await missingList.getByRole('row').nth(1).locator('td').first().textContent())!.trim();
    expect(missing).toMatch(/^[A-Z0-9]{8}$/);
  });

  await test.step('staff file the unreadable page as the missing page from the exceptions queue', async () => {
    await page.getByRole('tab', { name: /^Exceptions/ }).click();
    const review = page.getByRole('region', { name: 'The page under review' });
    await expect(
      review.getByRole('heading', { name: 'No answer book code could be read: IMG_0417.png, page 1' }),
    ).toBeVisible();
    const shown = review.getByRole('img', { name: 'Scanned page 1 of IMG_0417.png' });
    await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await review.getByLabel('Candidate number').fill(missing);
    await review.getByLabel('Page of the answer book').fill(String(PAGES_PER_BOOK));
    await review.getByLabel('Page of the answer book').press('Enter');
    await expect(page.getByText(`Filed as page ${PAGES_PER_BOOK} of candidate ${missing}.`)).toBeVisible();
    await expect(page.getByText('No exceptions: every page read so far is filed.')).toBeVisible();

    await page.getByRole('tab', { name: 'Completeness' }).click();
    await expect(page.locator('.intake-counts')).toContainText('Complete3');
    await expect(page.locator('.intake-counts')).toContainText('Pages missing0');
  });

  const scanned = () => [...complete, missing];
  const marks: Record<number, [number, number]> = { 0: [9, 8], 1: [6, 4], 2: [3, 2] };
  let student = { candidate_no: '', name: '' };

  await test.step('staff import the marks of the scanned candidates from the template', async () => {
    await page.goto(examUrl);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download the template (.xlsx)' }).click();
    const template = XLSX.read(await readFile((await (await download).path())!));
    const sheet = template.Sheets[template.SheetNames[0]];
    const [header, ...listed] = XLSX.utils.sheet_to_json(sheet, { header: 1, defval: '' }) as string[][];
    expect(header).toEqual(['candidate_no', 'name 姓名', 'school 學校', 'class 班別', '1', '2']);
    scanned().forEach((candidate, i) => {
      const at = listed.findIndex((row) => row[0] === candidate);
      expect(at, `${candidate} in the template`).toBeGreaterThanOrEqual(0);
      if (i === 0) student = { candidate_no: candidate, name: listed[at][1] };
      XLSX.utils.sheet_add_aoa(sheet, [marks[i]], { origin: { r: at + 1, c: 4 } });
    });
    await page.getByLabel('Marks workbook of paper 1 to import').setInputFiles({
      name: 'marks.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: XLSX.write(template, { type: 'buffer', bookType: 'xlsx' }) as Buffer,
    });
    await expect(page.getByText('Marks imported: 3 rows written.')).toBeVisible();
  });

  await test.step('staff set the attainment score, run grading and publish', async () => {
    await page.getByRole('tab', { name: 'Grade boundaries' }).click();
    await page.getByLabel('Attained at or above').fill('50');
    await page.getByRole('button', { name: 'Save boundaries' }).click();
    await expect(page.getByText('Grade boundaries saved.')).toBeVisible();

    await page.getByRole('tab', { name: 'Grading and publishing' }).click();
    await page.getByRole('button', { name: /^Run grading/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Run grading' }).click();
    await expect(page.getByText(/^Run \d+ graded 3 candidates/)).toBeVisible();
    await page.getByRole('button', { name: /^Publish run \d+/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByText(/^Run \d+ published\./)).toBeVisible();
  });

  await test.step('the student logs in and reads the new report in English and in Chinese', async () => {
    const context = await browser.newContext({ baseURL, locale: 'en-GB', viewport: { width: 375, height: 740 } });
    watchConsole(context, consoleErrors);
    const phone = await context.newPage();
    await phone.goto('/en/login');
    const main = phone.getByRole('main');
    await main.getByRole('tab', { name: 'Candidate login' }).click();
    const panel = main.getByRole('tabpanel', { name: 'Candidate login' });
    await panel.getByLabel('Candidate number', { exact: true }).fill(student.candidate_no);
    await panel.getByLabel('Candidate name', { exact: true }).fill(student.name);
    await panel.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(phone.getByRole('banner').locator('.account-name')).toHaveText(student.name);
    await phone.goto('/en/exam-result-list');
    await phone.getByRole('link', { name: `View the report: ${TITLE_EN}` }).click();
    await expect(phone.getByRole('heading', { level: 2, name: TITLE_EN })).toBeVisible();
    await expect(phone.getByText(TITLE_ZH)).toHaveCount(0);

    await phone.goto(`/zh-hk/exam-report/m/${examId}`);
    await expect(phone.getByRole('heading', { level: 2, name: TITLE_ZH })).toBeVisible();
    await expect(phone.getByText(TITLE_EN)).toHaveCount(0);
    await context.close();
  });

  await test.step("the school's teacher sees the student's scanned pages in the marking review", async () => {
    // The school's account for the subject (staff give it in the schools section; here through its call).
    const staff = await staffToken(request);
    const schools = (await (await request.get('/api/schools')).json()) as { school_id: number; name_en: string }[];
    const username = `e2e-csd-${stamp}`;
    const created = await request.post('/api/admin/school_accounts', {
      headers: { Authorization: `Bearer ${staff}` },
      data: {
        school_id: schools.find((s) => s.name_en === school)!.school_id,
        subject: 'csd',
        username,
        password: 'teach1234',
      },
    });
    expect(created.ok(), await created.text()).toBe(true);
    const teacher = await loginToken(request, 'school-realm', username, 'teach1234');
    const context = await browser.newContext({ baseURL, viewport: { width: 1366, height: 900 } });
    watchConsole(context, consoleErrors);
    const desk = await context.newPage();

    for (const [locale, title] of [
      ['en', TITLE_EN],
      ['zh-hk', TITLE_ZH],
    ] as const) {
      await desk.goto(`/${locale}/exam-report/d/${examId}?candidate=${student.candidate_no}&access_token=${teacher}`);
      await expect(desk.getByRole('heading', { level: 2, name: title })).toBeVisible();
      await expect(desk.getByText(/^1 \/ 2$/)).toBeVisible();
      await expect.poll(() => loadedImages(desk, 'img.page-image')).toBeGreaterThan(0);
      await desk.getByRole('button', { name: locale === 'en' ? 'Next page' : '下一頁' }).click();
      await expect(desk.getByText(/^2 \/ 2$/)).toBeVisible();
      await expect.poll(() => loadedImages(desk, 'img.page-image')).toBeGreaterThan(0);
    }
    await context.close();
  });
});
