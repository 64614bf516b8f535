// Every report page fits a phone's width in both languages: at 320 and 375 px the page is never wider
// than the screen (no sideways panning), with every chart's table shown and drawn, every paper's marked
// pages open on a candidate's report card, and the guideline popup lies inside the screen. Readers: the
// demo candidate (My grades and their report cards), the demo school candidate (their report card) and the
// demo teacher (the school's pages and a student's review).
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { loginToken } from '../support/schools';

const WIDTHS = [320, 375] as const;
const LOCALES = ['zh-hk', 'en'] as const;

async function report<T>(request: APIRequestContext, token: string, call: string, form: Record<string, string> = {}) {
  const answer = await request.post(`/api/report/${call}`, { form, headers: { Authorization: `Bearer ${token}` } });
  expect(answer.ok(), await answer.text()).toBe(true);
  return (await answer.json()) as T;
}

/** How much wider than the screen the page is, with the elements that stick out (for the failure message). */
async function overflow(page: Page): Promise<{ scrollWidth: number; innerWidth: number; widest: string[] }> {
  return page.evaluate(() => {
    const innerWidth = window.innerWidth;
    const widest = [...document.querySelectorAll('body *')]
      .map((element) => ({ element, right: element.getBoundingClientRect().right + window.scrollX }))
      .filter(({ right }) => right > innerWidth + 0.5)
      .sort((a, b) => b.right - a.right)
      .slice(0, 5)
      .map(({ element, right }) => `${element.tagName.toLowerCase()}.${element.className} → ${Math.round(right)}`);
    return { scrollWidth: document.documentElement.scrollWidth, innerWidth, widest };
  });
}

async function expectFits(page: Page, what: string) {
  const measured = await overflow(page);
  expect(measured.scrollWidth, `${what} is wider than the screen: ${measured.widest.join('; ')}`).toBeLessThanOrEqual(
    measured.innerWidth,
  );
}

/** Scrolls through the page so every chart is drawn (they draw as they come near the screen). */
async function scrollThrough(page: Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 500) await page.evaluate((top) => window.scrollTo(0, top), y);
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** Shows the numbers of every chart (the tables a reader opens). */
async function openChartTables(page: Page, locale: string) {
  const toggles = page.getByRole('button', { name: locale === 'en' ? 'Show the numbers' : '顯示數字' });
  const count = await toggles.count();
  for (let i = 0; i < count; i += 1) await toggles.nth(i).click();
  await expect(page.locator('.chart-toggle[aria-pressed="true"]')).toHaveCount(count);
  if (count > 0) await expect(page.locator('.bar-chart').first()).toBeVisible();
  return count;
}

/** Opens every paper's marked pages (each shows its pages or says there are none). */
async function openMarkedPages(page: Page, locale: string) {
  const toggles = page.getByRole('button', { name: locale === 'en' ? 'My marked pages' : '已評改的答題頁' });
  const count = await toggles.count();
  for (let i = 0; i < count; i += 1) await toggles.nth(i).click();
  await expect(page.locator('.marked-pages-toggle[aria-expanded="true"]')).toHaveCount(count);
  await expect(page.locator('.marked-page-list, .marked-pages-none')).toHaveCount(count);
  return count;
}

/** Opens the first guideline popup, checks it lies inside the screen and the page still fits, closes it. */
async function checkGuidelinePopup(page: Page, locale: string, what: string) {
  await page
    .getByRole('button', { name: locale === 'en' ? /^Scoring reference/ : /評分參考/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const box = (await dialog.boundingBox())!;
  const width = await page.evaluate(() => window.innerWidth);
  expect(box.x, `${what}: the popup's left edge`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `${what}: the popup's right edge`).toBeLessThanOrEqual(width);
  await expectFits(page, `${what} with its popup open`);
  await dialog.getByRole('button', { name: locale === 'en' ? 'Close' : '關閉' }).click();
  await expect(dialog).toBeHidden();
}

for (const width of WIDTHS) {
  test.describe(`report pages at ${width} px`, () => {
    test.use({ viewport: { width, height: 720 } });

    test('a candidate: My grades and every report card, in both languages', async ({ page, request }) => {
      test.setTimeout(240_000);
      const token = await loginToken(request, 'candidate-realm', '91234567', 'demo1234');
      const results = await report<{ exam_id: number }[]>(request, token, 'get_candidate_all_exam_details');
      expect(results.length).toBeGreaterThan(0);
      for (const locale of LOCALES) {
        await page.goto(`/${locale}/exam-result-list?access_token=${token}`);
        await expect(page.locator('.result-card').first()).toBeVisible();
        await expectFits(page, `${locale}/exam-result-list`);
        for (const { exam_id } of results) {
          const what = `${locale}/exam-report/m/${exam_id}`;
          await page.goto(`/${what}?access_token=${token}`);
          await expect(page.locator('.score-success, .score-fail').first()).toBeVisible();
          await scrollThrough(page);
          expect(await openChartTables(page, locale), `${what}: its charts`).toBeGreaterThan(0);
          expect(await openMarkedPages(page, locale), `${what}: its papers' marked pages`).toBeGreaterThan(0);
          await expectFits(page, what);
          await checkGuidelinePopup(page, locale, what);
        }
      }
    });

    test('a school candidate: My grades and the report card, in both languages', async ({ page, request }) => {
      test.setTimeout(120_000);
      const token = await loginToken(request, 'school-realm', 'student-chi', 'demo1234');
      const results = await report<{ exam_id: number }[]>(request, token, 'get_candidate_all_exam_details');
      expect(results.length).toBeGreaterThan(0);
      for (const locale of LOCALES) {
        await page.goto(`/${locale}/exam-result-list?access_token=${token}`);
        await expect(page.locator('.result-card').first()).toBeVisible();
        await expectFits(page, `${locale}/exam-result-list (school candidate)`);
        const what = `${locale}/exam-report/m/${results[0].exam_id} (school candidate)`;
        await page.goto(`/${locale}/exam-report/m/${results[0].exam_id}?access_token=${token}`);
        await expect(page.locator('.score-success, .score-fail').first()).toBeVisible();
        await scrollThrough(page);
        await openChartTables(page, locale);
        await openMarkedPages(page, locale);
        await expectFits(page, what);
        await checkGuidelinePopup(page, locale, what);
      }
    });

    test("a teacher: the school's report pages and a student's marking review, in both languages", async ({
      page,
      request,
    }) => {
      test.setTimeout(240_000);
      const token = await loginToken(request, 'school-realm', 'school-chi', 'demo1234');
      const { exams } = await report<{ exams: { exam_id: number }[] }>(request, token, 'get_school_exams');
      const examId = Math.max(...exams.map((e) => e.exam_id));
      const { students } = await report<{ students: { candidate_id: string }[] }>(request, token, 'get_school_roster', {
        exam_id: String(examId),
      });
      const candidate = students[0].candidate_id;
      for (const locale of LOCALES) {
        await page.goto(`/${locale}/school/report?access_token=${token}`);
        await expect(page.getByRole('region', { name: locale === 'en' ? /Student list/ : /學生名單/ })).toBeVisible();
        await expectFits(page, `${locale}/school/report`);

        const analysis = `${locale}/school/school-analysis/${examId}`;
        await page.goto(`/${analysis}?access_token=${token}`);
        await expect(page.locator('.grade-summary')).toBeVisible();
        await scrollThrough(page);
        expect(await openChartTables(page, locale), `${analysis}: its charts`).toBeGreaterThan(0);
        await expectFits(page, analysis);

        const schoolReport = `${locale}/school/school-report/${examId}`;
        await page.goto(`/${schoolReport}?access_token=${token}`);
        await expect(page.locator('.report-table')).toBeVisible();
        await expect(page.locator('.data-table')).toBeVisible();
        await expectFits(page, schoolReport);

        const review = `${locale}/exam-report/d/${examId}?candidate=${candidate}`;
        await page.goto(`/${review}&access_token=${token}`);
        const tabs = page.getByRole('tab');
        await expect(tabs.first()).toBeVisible();
        for (let i = 0; i < (await tabs.count()); i += 1) {
          await tabs.nth(i).click();
          const panel = page.getByRole('tabpanel').filter({ visible: true });
          await expect(panel.locator('.page-frame').first()).toBeVisible();
          await expect(panel.locator('.question-card').first()).toBeVisible();
          await expectFits(page, `${review}, tab ${i + 1}`);
          await checkGuidelinePopup(page, locale, `${review}, tab ${i + 1}`);
        }
      }
    });
  });
}
