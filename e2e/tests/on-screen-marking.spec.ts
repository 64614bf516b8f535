// On-screen marking as markers meet it, in the browser, on the demo's scanned Second Mock (English) Paper 1,
// question 2 (practice, qualification and check scripts set up by the demo's chief): staff create two markers
// and a chief and assign them (through the API; the supervision pages have their own suite). The first marker
// (English, desktop) signs in at the markers' login, marks the practice scripts and sees the agreed marks,
// qualifies, marks a run of candidates' scripts by keyboard alone (annotations included), meets check scripts
// they cannot tell apart and is paused after marking them out of tolerance. The second marker (through the API)
// disagrees with the first on the double-marked scripts, which go to the chief: the chief (Chinese, phone)
// third-marks them in the workspace, which passes axe. Once the question's marks are final and the exam is
// published, the candidate's own phone report shows the question's final mark and, opened, the marked page
// (larger on Enter); the school's teacher sees the marked page at a desk.
import AxeBuilder from '@axe-core/playwright';
import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, watchConsole } from '../support/fixtures';
import { loginToken, staffToken } from '../support/schools';

interface AdminExam {
  exam_id: number;
  subject: string;
  title1_en: string;
  papers: { exam_paper_id: number; paper_no: number }[];
}
interface Reference {
  id: number;
  purpose: 'practice' | 'qualification' | 'seed';
  script_code: string;
  definitive_score: number;
}
interface Task {
  id: number;
  kind: string;
  script_code: string;
}
interface Claim {
  task: Task | null;
  reason: string | null;
}

async function call<T>(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  data?: unknown,
  headers: Record<string, string> = {},
): Promise<T> {
  const answer = await request.fetch(url, {
    method,
    data,
    headers: { Authorization: `Bearer ${token}`, ...headers },
  });
  expect(answer.ok(), `${method} ${url}: ${await answer.text()}`).toBe(true);
  return (await answer.json()) as T;
}

/** The marker's next task, or why there is none. */
const claim = (request: APIRequestContext, token: string, questionId: number) =>
  call<Claim>(request, token, 'POST', `/api/marking/questions/${questionId}/claim`);

const submit = (request: APIRequestContext, token: string, taskId: number, score: number) =>
  call<{ status: string }>(
    request,
    token,
    'PUT',
    `/api/marking/tasks/${taskId}/mark`,
    { score },
    {
      'Idempotency-Key': randomUUID(),
    },
  );

/**
 * Marks through the API until the marker has nothing left: reference scripts at their agreed mark, live
 * scripts (first or second marking) at `live`. Answers how many live scripts were marked.
 */
async function markAll(
  request: APIRequestContext,
  token: string,
  questionId: number,
  references: Map<string, Reference>,
  live: number,
): Promise<number> {
  let marked = 0;
  for (let i = 0; i < 200; i += 1) {
    const { task, reason } = await claim(request, token, questionId);
    if (!task) {
      expect(reason).toBe('done');
      return marked;
    }
    const reference = references.get(task.script_code);
    await submit(request, token, task.id, reference ? reference.definitive_score : live);
    if (!reference) marked += 1;
  }
  throw new Error('the marker never ran out of scripts');
}

/** The page is no wider than the screen. */
const fitsWidth = (page: Page, width: number) =>
  expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

/**
 * What the workspace shows once the script `previous` has left: the next script's code ('Script AB12CD34',
 * '答卷編號 AB12CD34') or, when there is none, the message `none`.
 */
async function nextOnScreen(page: Page, previous: string, none: string): Promise<string | null> {
  const heading = page.locator('h2.marking-script-code');
  const message = page.getByText(none);
  let shown: string | null = null;
  await expect
    .poll(async () => {
      if (await message.isVisible()) return 'none';
      const text = (await heading.allTextContents()).join('');
      const found = /([A-Z0-9]{6,})/.exec(text)?.[1];
      if (!found || found === previous) return 'waiting';
      shown = found;
      return 'script';
    })
    .not.toBe('waiting');
  return shown;
}

async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

const PAUSED_EN = 'Paused: your marks on check scripts were outside tolerance. The chief marker will review.';
const NO_SCRIPT_EN = 'You have marked every script of this question available to you. Thank you!';
const NO_SCRIPT_ZH = '此題可評的答卷已全部評閱，多謝！';

test.use({ viewport: { width: 1366, height: 900 } });

test('markers qualify, mark by keyboard, are paused by check scripts; disagreements go to the chief; the report shows the marked page', async ({
  page,
  request,
  browser,
  baseURL,
  consoleErrors,
}) => {
  test.setTimeout(420_000);
  const stamp = Date.now().toString(36);
  const first = { username: `e2e-osm-a-${stamp}`, name: `Marker A ${stamp}`, password: 'mark1234' };
  const second = { username: `e2e-osm-b-${stamp}`, name: `Marker B ${stamp}`, password: 'mark1234' };
  const chief = { username: `e2e-osm-c-${stamp}`, name: `Chief ${stamp}`, password: 'chief1234' };
  const staff = await staffToken(request);
  const cycles = await call<{ cycle_id: number; is_current: boolean }[]>(request, staff, 'GET', '/api/admin/cycles');
  const cycle = cycles.find((c) => c.is_current)!;
  const exams = await call<AdminExam[]>(request, staff, 'GET', `/api/admin/exams?cycle_id=${cycle.cycle_id}`);
  const mock = exams.find((e) => e.subject === 'eng' && /Second Mock/.test(e.title1_en))!;
  const paper = mock.papers.find((p) => p.paper_no === 1)!;
  const { assignments: demo } = await call<{ assignments: { question_id: number; label: string }[] }>(
    request,
    staff,
    'GET',
    `/api/admin/exam-papers/${paper.exam_paper_id}/marking/assignments`,
  );
  const questionId = demo.find((a) => a.label === '2')!.question_id;
  const { references: list } = await call<{ references: Reference[] }>(
    request,
    staff,
    'GET',
    `/api/marking/questions/${questionId}/references`,
  );
  const references = new Map(list.map((r) => [r.script_code, r]));
  const assignmentOf: Record<string, number> = {};

  await test.step('staff create two markers and a chief, assign them to question 2 and set check scripts often', async () => {
    for (const who of [first, second, chief]) {
      const made = await call<{ id: number }>(request, staff, 'POST', '/api/admin/markers', {
        username: who.username,
        password: who.password,
        name: who.name,
      });
      const { assignments } = await call<{ assignments: { id: number; marker_id: number }[] }>(
        request,
        staff,
        'POST',
        `/api/admin/exam-papers/${paper.exam_paper_id}/marking/assignments`,
        { marker_id: made.id, question_ids: [questionId], role: who === chief ? 'chief' : 'marker' },
      );
      assignmentOf[who.username] = assignments.find((a) => a.marker_id === made.id)!.id;
    }
    const settings = await call<Record<string, unknown>>(
      request,
      staff,
      'GET',
      `/api/marking/questions/${questionId}/settings`,
    );
    // A check script after every three live scripts; two out of tolerance pause the marker.
    await call(request, staff, 'PUT', `/api/marking/questions/${questionId}/settings`, {
      step: settings.step,
      tolerance: 1,
      qualify_min: settings.qualify_min,
      seed_every: 3,
      seed_fail_limit: 2,
      double_share: settings.double_share,
      final_rule: settings.final_rule,
      open: true,
    });
  });

  await test.step("the first marker signs in at the markers' login and reads where they stand", async () => {
    await page.goto('/en/marking/login');
    await expect(page.getByRole('heading', { name: 'Marker login' })).toBeVisible();
    await page.getByLabel('Username').fill(first.username);
    await page.getByLabel('Password').fill(first.password);
    await page.locator('#main').getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/en\/marking$/);
    await expect(page.getByRole('navigation', { name: 'Main menu' }).first().getByRole('link')).toHaveText(['Marking']);
    const card = page.locator('.marking-question').filter({ hasText: 'Question 2 (out of 6)' });
    await expect(card).toContainText('Mark the practice scripts first');
    await expect(card).toContainText('Practice scripts: 0 of 2 marked');
    // A marker opening the back office is sent to their marking.
    await page.goto('/en/admin/home');
    await expect(page).toHaveURL(/\/en\/marking$/);
  });

  let code = '';
  await test.step('practice: after each script the agreed mark and the note', async () => {
    await page.getByRole('link', { name: 'Start marking question 2' }).click();
    await expect(page.getByRole('heading', { name: 'Marking question 2' })).toBeVisible();
    for (let i = 0; i < 2; i += 1) {
      code = (await nextOnScreen(page, code, NO_SCRIPT_EN))!;
      const reference = references.get(code)!;
      expect(reference.purpose).toBe('practice');
      const image = page.getByRole('img', { name: `Script ${code}, page 1` });
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      expect(await image.getAttribute('src')).toMatch(/\/api\/marking\/tasks\/\d+\/pages\/1\/image\?access_token=/);
      const field = page.getByLabel('Mark (0 to 6)');
      await expect(field).toBeFocused();
      await page.keyboard.type(String(Math.max(0, reference.definitive_score - 1)));
      await page.keyboard.press('Enter');
      await expect(page.getByText(`Agreed mark: ${reference.definitive_score}`)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Next script' })).toBeFocused();
      await page.keyboard.press('Enter');
    }
  });

  await test.step('qualification: three scripts within tolerance make the marker live', async () => {
    for (let i = 0; i < 3; i += 1) {
      code = (await nextOnScreen(page, code, NO_SCRIPT_EN))!;
      const reference = references.get(code)!;
      expect(reference.purpose).toBe('qualification');
      await expect(page.getByLabel('Mark (0 to 6)')).toBeFocused();
      await page.keyboard.type(String(reference.definitive_score));
      await page.keyboard.press('Enter');
    }
    code = (await nextOnScreen(page, code, NO_SCRIPT_EN))!;
    await expect(page.locator('h2.marking-script-code')).toContainText('Candidate’s script');
  });

  await test.step('live: a run marked by keyboard alone, annotations placed from the keyboard, check scripts out of tolerance pause the marker', async () => {
    let live = 0;
    let checks = 0;
    for (let i = 0; i < 12; i += 1) {
      if (i > 0) {
        const next = await nextOnScreen(page, code, PAUSED_EN);
        if (next === null) break;
        code = next;
      }
      const field = page.getByLabel('Mark (0 to 6)');
      await expect(field).toBeFocused();
      // A check script looks like any other (a candidate's script); the test knows it by its code.
      await expect(page.locator('h2.marking-script-code')).toContainText('Candidate’s script');
      const reference = references.get(code);
      if (reference) {
        expect(reference.purpose).toBe('seed');
        checks += 1;
      } else {
        live += 1;
      }
      if (i === 0) {
        // Back to the script, a tick and a cross at the cursor, then back to the mark.
        await page.keyboard.press('Shift+Tab');
        await expect(page.getByRole('group', { name: new RegExp(`^Script ${code}, page 1\\.`) })).toBeFocused();
        await page.keyboard.press('ArrowRight');
        await page.keyboard.press('t');
        await page.keyboard.press('Shift+ArrowDown');
        await page.keyboard.press('x');
        await expect(page.getByText('Annotations: 2')).toBeVisible();
        await expect(page.locator('.marking-tick')).toHaveCount(1);
        await page.keyboard.press('Tab');
        await expect(field).toBeFocused();
        // The desktop workspace with a script and its annotations on screen.
        expect(await seriousViolations(page)).toEqual([]);
      }
      // Check scripts marked 4 away from their agreed mark (the tolerance is 1); the others get 6.
      await page.keyboard.type(reference ? String(reference.definitive_score >= 3 ? 0 : 6) : '6');
      await page.keyboard.press('Enter');
    }
    expect(checks).toBe(2);
    expect(live).toBe(6);
    await expect(page.getByText(PAUSED_EN)).toBeVisible();
    const recent = page.getByRole('region', { name: 'Recently marked (last 10)' });
    await expect(recent.getByRole('row')).toHaveCount(11);
    await page.getByRole('link', { name: 'Back to my questions' }).click();
    await expect(page.locator('.marking-question').filter({ hasText: 'Question 2' })).toContainText(
      'Paused: your marks on check scripts were outside tolerance.',
    );
  });

  const secondToken = await loginToken(request, 'staff-realm', second.username, second.password);
  const firstToken = await loginToken(request, 'staff-realm', first.username, first.password);
  await test.step('the second marker qualifies and marks the rest; double-marked scripts of one marker get 0 from the other', async () => {
    // Every script's first marking (6), then the second marking of the first marker's double-marked scripts (0).
    const secondRun = await markAll(request, secondToken, questionId, references, 6);
    expect(secondRun).toBeGreaterThan(0);
    // The chief resumes the first marker, who gives the second marking of the second marker's scripts.
    await call(request, staff, 'POST', `/api/marking/assignments/${assignmentOf[first.username]}/resume`);
    await markAll(request, firstToken, questionId, references, 0);
  });

  const context = await browser.newContext({ baseURL, locale: 'zh-HK', viewport: { width: 375, height: 800 } });
  watchConsole(context, consoleErrors);
  const phone = await context.newPage();
  await test.step('the chief signs in on a phone in Chinese and third-marks the disagreements', async () => {
    await phone.goto('/zh-hk/marking/login');
    await expect(phone.getByRole('heading', { name: '評卷員登入' })).toBeVisible();
    await phone.getByLabel('帳戶名稱').fill(chief.username);
    await phone.getByLabel('密碼').fill(chief.password);
    await phone.locator('#main').getByRole('button', { name: '登入' }).click();
    await expect(phone).toHaveURL(/\/zh-hk\/marking$/);
    const card = phone.locator('.marking-question').filter({ hasText: '題目 2（滿分 6 分）' });
    await expect(card).toContainText('主任評卷員');
    await expect(card.getByRole('link', { name: '主任評卷員頁面：題目 2' })).toHaveAttribute(
      'href',
      `/zh-hk/marking/questions/${questionId}/chief`,
    );
    await card.getByRole('link', { name: /評卷：題目 2$/ }).click();
    await expect(phone.getByRole('heading', { name: '評卷：題目 2' })).toBeVisible();
    await expect(phone.locator('h2.marking-script-code')).toContainText('第三次評閱');
    await fitsWidth(phone, 375);
    expect(await seriousViolations(phone)).toEqual([]);

    let third: string | null = '';
    let thirds = 0;
    for (let i = 0; i < 40; i += 1) {
      third = await nextOnScreen(phone, third ?? '', NO_SCRIPT_ZH);
      if (third === null) break;
      thirds += 1;
      await expect(phone.locator('h2.marking-script-code')).toContainText('第三次評閱');
      await expect(phone.getByLabel('分數（0 至 6）')).toBeFocused();
      await phone.keyboard.type('3');
      await phone.keyboard.press('Enter');
    }
    expect(thirds).toBeGreaterThan(0);
    await expect(phone.getByText(NO_SCRIPT_ZH)).toBeVisible();
  });
  await context.close();

  await test.step("the first marker's desktop workspace passes axe", async () => {
    await page.goto(`/en/marking/questions/${questionId}`);
    await expect(page.getByText(NO_SCRIPT_EN)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
  await test.step("staff grade and publish; a candidate's report shows the marked page and the final mark", async () => {
    await call(request, staff, 'PUT', `/api/admin/exams/${mock.exam_id}/boundaries`, {
      levels: { '1': 10, '2': 20, '3': 30, '4': 40, '5': 50, '5*': 60, '5**': 70 },
      attain_min_score: null,
    });
    const run = await call<{ run_id: number }>(request, staff, 'POST', `/api/admin/exams/${mock.exam_id}/grading-runs`);
    await call(request, staff, 'POST', `/api/admin/exams/${mock.exam_id}/publish`, { run_id: run.run_id });

    // A school candidate with a scanned script, once the marked page of question 2 is drawn (a queued job).
    const { candidates } = await call<{
      candidates: { candidate_no: string; name: string; school_name_en: string | null }[];
    }>(request, staff, 'GET', `/api/admin/exams/${mock.exam_id}/candidates`);
    const headers = { Authorization: `Bearer ${staff}` };
    let reader: { candidate_no: string; name: string; school_name_en: string | null } | null = null;
    let score = -1;
    let markedNumber = 0;
    await expect
      .poll(
        async () => {
          for (const c of candidates.filter((x) => x.school_name_en !== null)) {
            const form = { paper_id: String(paper.exam_paper_id), candidate: c.candidate_no };
            const info = await request.post('/api/report/get_page_info', { form, headers });
            if (!info.ok()) continue;
            const pages = (
              (await info.json()) as {
                pages: { page: number; new_page: number | null; page_number: number; has_marked: boolean }[];
              }
            ).pages;
            const first = pages.find((p) => p.page === 1 && p.has_marked);
            if (!first) continue;
            const qa = await (
              await request.post('/api/report/get_q_a_by_page', { form: { ...form, page: '1' }, headers })
            ).json();
            const answer = qa.answers.find((a: { question_id: number }) => a.question_id === questionId);
            reader = c;
            score = answer?.score ?? -1;
            markedNumber = first.new_page ?? first.page_number;
            return true;
          }
          return false;
        },
        { timeout: 90_000, intervals: [2_000] },
      )
      .toBe(true);
    // Final marks: 6 where the markers agreed or one marked alone, the chief's 3 where they disagreed.
    expect([3, 6]).toContain(score);

    // The candidate reads their report on a phone: the question's final mark, and the marked page of the
    // paper once they open its marked pages.
    const readerContext = await browser.newContext({ baseURL, locale: 'en-GB', viewport: { width: 375, height: 800 } });
    watchConsole(readerContext, consoleErrors);
    const student = await readerContext.newPage();
    await student.goto('/en/login');
    const main = student.getByRole('main');
    await main.getByRole('tab', { name: 'Candidate login' }).click();
    const panel = main.getByRole('tabpanel', { name: 'Candidate login' });
    await panel.getByLabel('Candidate number', { exact: true }).fill(reader!.candidate_no);
    await panel.getByLabel('Candidate name', { exact: true }).fill(reader!.name);
    await panel.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(student.getByRole('banner').locator('.account-name')).toHaveText(reader!.name);
    await student.goto(`/en/exam-report/m/${mock.exam_id}`);
    await expect(student.getByTestId(`score-${questionId}`)).toHaveText(`Score ${score} / 6`);
    const paperSection = student
      .locator('section.paper-section')
      .filter({ has: student.getByTestId(`score-${questionId}`) });
    const toggle = paperSection.getByRole('button', { name: 'My marked pages' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(paperSection.locator('img')).toHaveCount(0);
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const markedPage = paperSection.getByRole('listitem').getByAltText(`Page ${markedNumber}, marked`, { exact: true });
    await markedPage.scrollIntoViewIfNeeded();
    await expect
      .poll(() => markedPage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    expect(await markedPage.getAttribute('src')).toMatch(/\/api\/report\/page_image\/\d+\?kind=marked&access_token=/);
    await fitsWidth(student, 375);
    // Enter on the page opens it larger.
    await paperSection.getByRole('button', { name: `Page ${markedNumber}, marked`, exact: true }).focus();
    await student.keyboard.press('Enter');
    const enlarged = student.getByRole('dialog', { name: `Page ${markedNumber}, marked` });
    await expect(enlarged).toBeVisible();
    const large = enlarged.getByAltText(`Page ${markedNumber}, marked`, { exact: true });
    await expect
      .poll(() => large.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    await fitsWidth(student, 375);
    await student.keyboard.press('Escape');
    await expect(enlarged).toBeHidden();
    await readerContext.close();

    // The school's teacher reads the candidate's report at a desk: the marked page of the paper, in Chinese.
    const schools = (await (await request.get('/api/schools')).json()) as { school_id: number; name_en: string }[];
    const username = `e2e-osm-eng-${stamp}`;
    await call(request, staff, 'POST', '/api/admin/school_accounts', {
      school_id: schools.find((x) => x.name_en === reader!.school_name_en)!.school_id,
      subject: 'eng',
      username,
      password: 'teach1234',
    });
    const teacher = await loginToken(request, 'school-realm', username, 'teach1234');
    const deskContext = await browser.newContext({ baseURL, viewport: { width: 1366, height: 900 } });
    watchConsole(deskContext, consoleErrors);
    const desk = await deskContext.newPage();
    await desk.goto(`/zh-hk/exam-report/d/${mock.exam_id}?candidate=${reader!.candidate_no}&access_token=${teacher}`);
    const marked = desk.getByRole('img', { name: '答題簿第1頁（已評改）' });
    await expect
      .poll(() => marked.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    await expect(desk.getByTestId(`score-${questionId}`)).toHaveText(`得分 ${score} / 6`);
    await deskContext.close();
  });
});
