// Results and reports end to end, on the demo seed's graded, published and released cohort:
// a candidate reads the phone report card in Chinese; a teacher reads the roster, a student's marked script
// and the school's analysis on a desktop in English. What each page shows is checked against what the
// server's report calls answer for the same reader (their exactness is the server tests' business).
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { layoutShift } from '../support/prerendered';
import { loginToken } from '../support/schools';

interface ResultLine {
  exam_id: number;
  title1: string;
  title2: string;
  candidate_name: string;
  candidate_id: string;
  score: number | null;
  level: string | null;
  attained: boolean | null;
  rank_in_school?: number | null;
}

async function report<T>(request: APIRequestContext, token: string, call: string, form: Record<string, string> = {}) {
  const answer = await request.post(`/api/report/${call}`, { form, headers: { Authorization: `Bearer ${token}` } });
  expect(answer.ok(), await answer.text()).toBe(true);
  return (await answer.json()) as T;
}

/** Every image on the page that has loaded with pixels (a broken one has naturalWidth 0). */
const loadedImages = (page: Page, selector: string) =>
  page
    .locator(selector)
    .evaluateAll(
      (images) =>
        images.filter((i) => (i as HTMLImageElement).complete && (i as HTMLImageElement).naturalWidth > 0).length,
    );

test.describe('a candidate on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('reads my grades and the Chinese report card with the guideline popup, charts and the export', async ({
    page,
    request,
    context,
  }) => {
    const token = await loginToken(request, 'candidate-realm', '91234567', 'demo1234');
    const results = await report<ResultLine[]>(request, token, 'get_candidate_all_exam_details');
    const chinese = results.find((r) => r.title2.includes('中國語文') || r.title1.includes('中國語文'));
    expect(chinese, JSON.stringify(results.map((r) => r.title2))).toBeTruthy();

    await page.goto(`/zh-hk/exam-result-list?access_token=${token}`);
    for (const result of results) {
      await expect(page.getByText(result.score!.toFixed(2)).first()).toBeVisible();
    }
    await page.locator(`a[href$="exam-report/m/${chinese!.exam_id}"]`).first().click();

    await expect(page.getByRole('heading', { name: '學生報告' })).toBeVisible();
    await expect(page.getByText(chinese!.score!.toFixed(2)).first()).toBeVisible();
    expect(await layoutShift(page)).toBeLessThanOrEqual(0.05);

    // Every question with its score, styled by whether it scored.
    const scores = page.locator('.score-success, .score-fail');
    await expect(scores.first()).toBeVisible();
    expect(await scores.count()).toBeGreaterThan(10);

    // Words said once and in the page's language: a paper's title names its number once, the writing
    // paper's part 甲 is 甲部, one level for one exam, and the average says whose it is.
    await expect(page.getByRole('heading', { level: 2, name: /^卷一 / })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: /^卷\d：|^卷一：卷一/ })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: '甲部', exact: true })).toBeVisible();
    await expect(page.getByText(/第甲題/)).toHaveCount(0);
    await expect(page.getByTestId('figure-level')).toBeVisible();
    await expect(page.getByText('整體等級')).toHaveCount(0);
    await expect(page.getByText('全體學校考生平均分')).toBeVisible();

    // The guideline popup of a question: the reference, or the spec's message when it has none.
    await page
      .getByRole('button', { name: /評分參考/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog).not.toBeEmpty();
    await dialog
      .getByRole('button', { name: /關閉|Close/ })
      .first()
      .click();

    // The analysis is drawn as SVG charts with the same numbers in tables, as the reader scrolls to it.
    const firstChart = page.getByRole('figure').first();
    await firstChart.scrollIntoViewIfNeeded();
    await expect(firstChart.locator('svg').first()).toBeVisible();

    // The detailed score analysis opens the export in a new tab.
    const exported = context.waitForEvent('response', (r) => r.url().includes('/api/export/scores'));
    await page.getByRole('button', { name: '詳細成績分析報告' }).click();
    const answer = await exported;
    expect(answer.status()).toBe(200);
    expect(answer.url()).toContain(`exam_id=${chinese!.exam_id}`);
    expect(answer.headers()['content-type']).toContain('spreadsheetml');

    // A one-paper exam shows no second paper.
    const onePaper = results.find((r) => r.title2.includes('公民與社會發展'));
    expect(onePaper, JSON.stringify(results.map((r) => r.title2))).toBeTruthy();
    await page.goto(`/zh-hk/exam-report/m/${onePaper!.exam_id}?access_token=${token}`);
    await expect(page.getByTestId('figure-paper1')).toBeVisible();
    await expect(page.getByTestId('figure-paper2')).toHaveCount(0);
    await expect(page.getByText('卷二')).toHaveCount(0);
  });

  test("reads the Chinese exam's report card in English: its titles, papers and abilities in English", async ({
    page,
    request,
  }) => {
    const token = await loginToken(request, 'candidate-realm', '91234567', 'demo1234');
    const results = await report<ResultLine[]>(request, token, 'get_candidate_all_exam_details');
    const chinese = results.find((r) => r.title2.includes('中國語文'))!;

    await page.goto(`/en/exam-result-list?access_token=${token}`);
    await expect(page.getByText('Chinese Language Report')).toBeVisible();
    await expect(page.getByText('中國語文科 成績報告')).toHaveCount(0);

    await page.goto(`/en/exam-report/m/${chinese.exam_id}?access_token=${token}`);
    await expect(page.getByRole('heading', { level: 2, name: /Mock Examination$/ })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Paper 1 Reading' })).toBeVisible();
    await expect(page.getByText('模擬考試')).toHaveCount(0);
    await expect(page.getByText('Comprehension').first()).toBeAttached();
  });
});

test.describe('a teacher on a desktop', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('searches the roster, pages through a marked script and opens the analysis', async ({ page, request }) => {
    const token = await loginToken(request, 'school-realm', 'school-chi', 'demo1234');
    const { exams } = await report<{ exams: { exam_id: number }[] }>(request, token, 'get_school_exams');
    const examId = Math.max(...exams.map((e) => e.exam_id));
    const { students } = await report<{ students: ResultLine[] }>(request, token, 'get_school_roster', {
      exam_id: String(examId),
    });
    const student = students.find((s) => s.candidate_id === '20000001') ?? students[0];

    await page.goto(`/en/school/report?access_token=${token}`);
    await expect(page.getByRole('heading', { name: `Students (${students.length})` })).toBeVisible();
    // 50 students a page; the top of the school first once sorted by rank.
    const pager = page.getByRole('navigation', { name: 'Pages' });
    const pages = Math.ceil(students.length / 50);
    await expect(pager).toContainText(`Page 1 of ${pages} (1–50 of ${students.length})`);
    await pager.getByRole('button', { name: 'Next page' }).click();
    await expect(pager).toContainText(`Page 2 of ${pages} (51–`);
    await page.getByRole('button', { name: 'Rank in school' }).click();
    await expect(pager).toContainText(`Page 1 of ${pages}`);
    const top = students.reduce((best, s) => ((s.rank_in_school ?? 1e9) < (best.rank_in_school ?? 1e9) ? s : best));
    await expect(
      page
        .getByRole('region', { name: /Student list/ })
        .getByRole('row')
        .nth(1),
    ).toContainText(top.score!.toFixed(2));
    const reportLinks = page.getByRole('link', { name: /^View report: / });
    await page.getByLabel('Search by name or class').fill(student.candidate_name);
    const matching = students.filter((s) => s.candidate_name.includes(student.candidate_name)).length;
    await expect(reportLinks).toHaveCount(matching);
    await expect(page.getByRole('heading', { name: `Students (${matching} of ${students.length})` })).toBeVisible();
    await page.getByRole('link', { name: `View report: ${student.candidate_name}` }).click();

    await expect(page.getByRole('heading', { name: 'Student Report' })).toBeVisible();
    await expect(page.getByText(student.score!.toFixed(2)).first()).toBeVisible();
    const label = page.getByText(/^1 \/ \d+$/);
    await expect(label).toBeVisible();
    await expect.poll(() => loadedImages(page, '.page-viewer img, figure img')).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(page.getByText(/^2 \/ \d+$/)).toBeVisible();
    await expect.poll(() => loadedImages(page, '.page-viewer img, figure img')).toBeGreaterThan(0);

    await page.goto(`/en/school/school-analysis/${examId}?access_token=${token}`);
    await expect(page.getByRole('heading', { name: 'Performance Analysis' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Discrimination' })).toBeVisible();
    await expect(page.getByText('Strongest five questions')).toBeVisible();
  });
});
