// On-screen marking as staff and a chief marker run it, in the browser: staff create a marker and a chief
// (English), assign them to a question of the demo's scanned Second Mock paper and open its marking from
// the scans; the chief signs in at the markers' login (Chinese), sets the question's tolerance, seeds and
// double-marking share, adds a qualification script picked by its image, reads the progress, and pauses and
// resumes the marker. Question 3 of that paper is used: the demo sets up only question 2.
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { answerConfirm } from '../support/antd';
import { staffToken } from '../support/schools';

interface AdminExam {
  exam_id: number;
  subject: string;
  title1_en: string;
  papers: { exam_paper_id: number; paper_no: number }[];
}

async function get<T>(request: APIRequestContext, token: string, url: string) {
  const answer = await request.get(url, { headers: { Authorization: `Bearer ${token}` } });
  expect(answer.ok(), await answer.text()).toBe(true);
  return (await answer.json()) as T;
}

/** An option of the antd select that is open now. */
const chooseOption = (page: Page, name: string) =>
  page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: new RegExp(`^${name}$`) });

/** The page is no wider than the screen: wide tables scroll inside their own box. */
const fitsWidth = (page: Page, width: number) =>
  expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

test.use({ viewport: { width: 1366, height: 900 } });

test('staff set up markers and open a paper; its chief sets the question up, reads the progress, pauses and resumes a marker', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const stamp = Date.now().toString(36);
  const marker = { username: `e2e-marker-${stamp}`, name: `Marker ${stamp}`, password: 'mark1234' };
  const chief = { username: `e2e-chief-${stamp}`, name: `Chief ${stamp}`, password: 'chief1234' };
  const staff = await staffToken(request);
  const cycles = await get<{ cycle_id: number; is_current: boolean }[]>(request, staff, '/api/admin/cycles');
  const cycle = cycles.find((c) => c.is_current)!;
  const exams = await get<AdminExam[]>(request, staff, `/api/admin/exams?cycle_id=${cycle.cycle_id}`);
  const mock = exams.find((e) => e.subject === 'eng' && /Second Mock/.test(e.title1_en))!;
  const paper = mock.papers.find((p) => p.paper_no === 1)!;

  await test.step('staff create a marker with a school and a chief marker', async () => {
    await page.goto(`/en/admin/markers?access_token=${staff}`);
    await expect(page.getByRole('link', { name: 'Markers' })).toHaveAttribute('aria-current', 'page');
    for (const who of [marker, chief]) {
      await page.getByRole('button', { name: 'New marker' }).click();
      const dialog = page.getByRole('dialog', { name: 'New marker' });
      await dialog.getByLabel('Username', { exact: true }).fill(who.username);
      await dialog.getByLabel('Password', { exact: true }).fill(who.password);
      await dialog.getByLabel('Name', { exact: true }).fill(who.name);
      if (who === marker) {
        await dialog.getByLabel('School').click();
        await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
      }
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByText(`Marker ${who.name} created; they sign in as ${who.username}.`)).toBeVisible();
    }
    const table = page.getByRole('region', { name: 'Markers' });
    await expect(table.getByRole('row', { name: new RegExp(marker.username) })).toContainText('Active');
    await expect(table.getByRole('row', { name: new RegExp(chief.username) })).toContainText('No school');
  });

  await test.step("staff open the paper's marking from the exam page and make its items from the scans", async () => {
    await page.goto(`/en/admin/exams/${mock.exam_id}?cycle=${cycle.cycle_id}`);
    await page.getByRole('link', { name: 'On-screen marking of paper 1: markers, settings, progress' }).click();
    await expect(page).toHaveURL(new RegExp(`/en/admin/exams/${mock.exam_id}/papers/${paper.exam_paper_id}/marking`));
    await expect(page.getByRole('heading', { name: /^On-screen marking: Paper 1 / })).toBeVisible();
    await page.getByRole('button', { name: 'Open marking from the scans' }).click();
    // Opening is idempotent (the demo opened the paper): the answer counts the paper's items and the new ones.
    await expect(page.getByText(/^The paper has \d+ items to mark \(\d+ new\)\.$/)).toBeVisible();
  });

  await test.step('staff assign the marker and the chief to question 3', async () => {
    for (const [who, role] of [
      [marker, 'Marker'],
      [chief, 'Chief marker'],
    ] as const) {
      await page.getByRole('button', { name: 'Assign a marker' }).click();
      const dialog = page.getByRole('dialog', { name: 'Assign a marker to questions' });
      // Chosen until it shows: a click on an option of a list still opening was lost now and then.
      const pickedMarker = dialog.getByTitle(`${who.name} (${who.username})`, { exact: true });
      await expect(async () => {
        if (!(await pickedMarker.isVisible())) {
          await dialog.getByRole('combobox', { name: 'Marker' }).click();
          await chooseOption(page, `${who.name} \\(${who.username}\\)`).click({ timeout: 2_000 });
        }
        await expect(pickedMarker).toBeVisible({ timeout: 2_000 });
      }).toPass({ timeout: 20_000 });
      await dialog.getByRole('radio', { name: role, exact: true }).check();
      // Last: a multiple select stays open after a choice, over the fields below it.
      // Typed and chosen with Enter: a click on an option still opening was lost now and then.
      const chosen = dialog.locator('.ant-select-selection-item', { hasText: /^3$/ });
      await expect(async () => {
        if (!(await chosen.isVisible())) {
          await dialog.getByRole('combobox', { name: 'Questions' }).fill('3');
          await expect(chooseOption(page, '3')).toBeVisible({ timeout: 2_000 });
          await page.keyboard.press('Enter');
        }
        await expect(chosen).toBeVisible({ timeout: 2_000 });
      }).toPass();
      await dialog.getByRole('button', { name: 'Assign' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByText(`${who.name} assigned as ${role} to 3.`)).toBeVisible();
    }
    const assigned = page.getByRole('region', { name: 'Markers assigned to the paper’s questions' });
    await expect(assigned.getByRole('row', { name: new RegExp(`^3 ${chief.name} Chief marker`) })).toBeVisible();
    await expect(assigned.getByRole('row', { name: new RegExp(`^3 ${marker.name} Marker`) })).toBeVisible();
  });

  const context = await browser.newContext({ baseURL, locale: 'zh-HK', viewport: { width: 1366, height: 900 } });
  const desk = await context.newPage();

  await test.step("the chief signs in at the markers' login and opens the chief's page of question 3", async () => {
    await desk.goto('/zh-hk/marking/login');
    await desk.getByLabel('帳戶名稱').fill(chief.username);
    await desk.getByLabel('密碼').fill(chief.password);
    await desk.locator('#main').getByRole('button', { name: '登入' }).click();
    await expect(desk).toHaveURL(/\/zh-hk\/marking$/);
    await desk.getByRole('link', { name: '主任評卷員頁面：題目 3' }).click();
    await expect(desk).toHaveURL(/\/zh-hk\/marking\/questions\/\d+\/chief$/);
    await expect(desk.getByRole('heading', { name: /^主任評卷員：3，/ })).toBeVisible();
  });

  await test.step('the chief sets the tolerance, the seeds and the double-marking share', async () => {
    const form = desk.getByRole('form', { name: '題目 3 的評卷設定' });
    // A number field by its label alone (a required field's label carries a mark before it).
    const field = (label: string) =>
      form.getByRole('spinbutton', { name: new RegExp(`^(\\* )?${label.replace(/[()（）%]/g, '.')}$`) });
    await field('容許差距').fill('1.5');
    await field('每多少份正式答卷插入一份種子卷').fill('10');
    await field('暫停前可超出容許差距的種子卷').fill('3');
    await field('雙重評閱比例（%）').fill('25');
    await form.getByRole('button', { name: '儲存設定' }).click();
    await expect(desk.getByText('已儲存題目 3 的設定。')).toBeVisible();
    await desk.reload();
    await expect(field('容許差距')).toHaveValue('1.5');
    await expect(field('每多少份正式答卷插入一份種子卷')).toHaveValue('10');
    await expect(field('暫停前可超出容許差距的種子卷')).toHaveValue('3');
    await expect(field('雙重評閱比例（%）')).toHaveValue('25');
  });

  await test.step('the chief adds a qualification script picked by its image', async () => {
    await desk.getByRole('button', { name: '為題目 3 新增參考答卷' }).click();
    const dialog = desk.getByRole('dialog', { name: '題目 3 的新參考答卷' });
    // Each script is offered by its code beside its scanned answer (the region of page 2).
    const first = dialog.locator('.marking-candidate').first();
    await expect
      .poll(() =>
        first.locator('img').evaluate((i) => (i as HTMLImageElement).complete && (i as HTMLImageElement).naturalWidth),
      )
      .toBeGreaterThan(0);
    const code = ((await first.locator('.ant-radio-wrapper').textContent()) ?? '').replace('答卷', '').trim();
    await first.getByRole('radio').check();
    await dialog.getByLabel('用途').click();
    await chooseOption(desk, '資格評核').click();
    await dialog.getByLabel('標準分數（滿分 4）').fill('3');
    await dialog.getByLabel('給評卷員的說明').fill('兩個論點皆有引證。');
    await dialog.getByRole('button', { name: '儲存' }).click();
    await expect(dialog).toBeHidden();
    // The reference gets a code of its own, so a marker cannot tell it from the live script they met.
    const added = desk.getByText(
      new RegExp(`^已把答卷 ${code} 加入為資格評核卷，標準分數 3；評卷員看到的編號為 (\\w+)。$`),
    );
    await expect(added).toBeVisible();
    const reference = /編號為 (\w+)。$/.exec((await added.textContent()) ?? '')![1];
    expect(reference).not.toBe(code);
    const references = desk.getByRole('region', { name: '題目 3 的參考答卷' });
    await expect(references.getByRole('row').filter({ hasText: reference }).getByRole('cell')).toHaveText([
      '',
      reference,
      '資格評核',
      '3',
      '兩個論點皆有引證。',
      '0',
      '移除',
    ]);
  });

  await test.step("the progress shows the question's figures and its markers; the chief pauses and resumes the marker", async () => {
    const byQuestion = desk.getByRole('region', { name: '按題目的進度' });
    const question = byQuestion
      .getByRole('row')
      .filter({ has: desk.getByRole('cell', { name: /^3 (開放中|未開放)$/ }) });
    // Items, marked, remaining: the 36 scanned candidates' answers, none marked yet.
    await expect(question.getByRole('cell').nth(1)).toHaveText('36');
    await expect(question.getByRole('cell').nth(3)).toHaveText('36');
    const byMarker = desk.getByRole('region', { name: '按評卷員的進度' });
    const row = byMarker.getByRole('row').filter({ hasText: marker.name });
    await expect(row.getByRole('cell').nth(2)).toHaveText('評卷員');
    await expect(byMarker.getByRole('row').filter({ hasText: chief.name }).getByRole('cell').nth(2)).toHaveText(
      '主任評卷員',
    );

    await row.getByRole('button', { name: `暫停 ${marker.name}（3）` }).click();
    await answerConfirm(desk, '暫停');
    await expect(desk.getByText(`已暫停 ${marker.name}（3）。`)).toBeVisible();
    await expect(row).toContainText('已暫停 · 由主任或職員暫停');
    await row.getByRole('button', { name: `恢復 ${marker.name}（3）` }).click();
    await expect(desk.getByText(`${marker.name}（3） 已恢復評卷。`)).toBeVisible();
    await expect(row.getByRole('button', { name: `暫停 ${marker.name}（3）` })).toBeVisible();
  });

  await test.step("on a phone the chief's page fits the screen", async () => {
    await desk.setViewportSize({ width: 375, height: 800 });
    await desk.reload();
    await expect(desk.getByRole('heading', { name: /^主任評卷員：3，/ })).toBeVisible();
    await expect(desk.getByRole('link', { name: '返回我的題目' })).toBeVisible();
    await fitsWidth(desk, 375);
  });
  await context.close();

  await test.step("staff read the chief's settings and reference on the paper's page, in Chinese too", async () => {
    await page.goto(`/en/admin/exams/${mock.exam_id}/papers/${paper.exam_paper_id}/marking?cycle=${cycle.cycle_id}`);
    await page.getByRole('combobox', { name: 'Question', exact: true }).click();
    await chooseOption(page, '3 \\(out of 4\\)').click();
    const form = page.getByRole('form', { name: 'Marking settings of question 3' });
    await expect(form.getByLabel('A seed script every')).toHaveValue('10');
    await expect(page.getByRole('region', { name: 'Reference scripts of question 3' })).toContainText('Qualification');
    await page.goto(
      `/zh-hk/admin/exams/${mock.exam_id}/papers/${paper.exam_paper_id}/marking?cycle=${cycle.cycle_id}&question=${new URL(page.url()).searchParams.get('question')}`,
    );
    await expect(page.getByRole('heading', { name: /^網上評卷：卷一 閱讀，/ })).toBeVisible();
    await expect(page.getByRole('region', { name: '題目 3 的參考答卷' })).toContainText('資格評核');
    await page.setViewportSize({ width: 375, height: 800 });
    await fitsWidth(page, 375);
  });
});
