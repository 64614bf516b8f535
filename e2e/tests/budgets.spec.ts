// Byte budgets (bytes are stable, time is not): what a page downloads before its content is on screen,
// gzipped as the server sends it, and each remote's entry. A page over budget fails here, before a phone
// ever pays for it. Budgets are set from measurements (docs/performance.md) with room for what is planned.
import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { finishDraftThroughPages } from '../../scripts/lib/draftProfile.mjs';

const KB = 1024;
/** 229 KB measured (319 KB while antd was loaded for it). */
const BUDGET_ORDER_HISTORY_KB = 245;
const gz = (body: Buffer) => gzipSync(body, { level: 9 }).length;

/** Collects the JavaScript a page downloads from now on; `total()` is its gzipped size. */
function scriptsOf(page: Page) {
  const bodies = new Map<string, Promise<number>>();
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    bodies.set(
      response.url(),
      response.body().then(gz, () => 0), // a redirect or an aborted request has no body
    );
  });
  return {
    total: async () => (await Promise.all(bodies.values())).reduce((sum, n) => sum + n, 0),
    count: () => bodies.size,
  };
}

const pages: {
  path: string;
  budgetKb: number;
  ready: (page: Page) => Promise<void>;
  /** The demo account whose session opens the page (through ?access_token=). */
  as?: { realm: string; username: string };
}[] = [
  {
    path: '/zh-hk',
    // 157 KB measured (200 KB while the shell provided the whole of react-router).
    budgetKb: 170,
    // The live page has replaced the pre-rendered copy.
    ready: async (page) => {
      await expect(page.locator('#prerendered')).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    },
  },
  // Select papers is plain HTML (and so is its checkout step, which loads only when shown): 221 KB measured
  // (400 KB while it used antd, 738 KB when every page carried all of antd).
  {
    path: '/en/enrolment',
    budgetKb: 240,
    ready: async (page) => {
      await expect(page.getByRole('checkbox', { name: 'Chinese Language' })).toBeVisible();
    },
  },
  // Login is plain HTML (no antd): 195 KB measured (367 KB with antd's form components and core, 711 KB
  // when every page carried all of antd).
  {
    path: '/en/login',
    budgetKb: 210,
    ready: async (page) => {
      await expect(page.getByRole('main').getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
    },
  },
  // Register is plain HTML too: 197.5 KB measured (385 KB in 46 files with antd's form, steps and provider).
  {
    path: '/en/register',
    budgetKb: 215,
    ready: async (page) => {
      await expect(page.getByRole('button', { name: 'Register', exact: true })).toBeVisible();
    },
  },
  // My grades, then the phone report card with every question and, scrolled to, its charts (visx):
  // 251 KB measured without antd (392 KB with it; 425 KB while its pages took constants from the
  // contracts' index and so evaluated zod and every schema).
  {
    path: '/en/exam-result-list',
    budgetKb: 270,
    as: { realm: 'candidate-realm', username: '91234567' },
    ready: async (page) => {
      await page.locator('a[href*="exam-report/m/"]').first().click();
      await expect(page.locator('.score-success, .score-fail').first()).toBeVisible();
      // The charts are drawn as the reader scrolls to them.
      await page.getByRole('figure').first().scrollIntoViewIfNeeded();
      await expect(page.locator('figure svg').first()).toBeVisible();
    },
  },
  // The school home is plain HTML (the row editor, the workbook reader and the sheet makers load when
  // used): 238 KB measured.
  {
    path: '/en/school/home',
    budgetKb: 255,
    as: { realm: 'school-realm', username: 'school-chi' },
    ready: async (page) => {
      await expect(page.getByRole('button', { name: 'Download the official template' })).toBeVisible();
    },
  },
  // Plain HTML, mounted without antd (route `antd: false`): React, the router, i18next, TanStack Query and
  // axios, the shell and the page.
  {
    path: '/en/order-history',
    budgetKb: BUDGET_ORDER_HISTORY_KB,
    as: { realm: 'candidate-realm', username: '91234567' },
    ready: async (page) => {
      await expect(page.getByRole('heading', { name: 'Paid orders' })).toBeVisible();
      await expect(page.getByRole('status', { name: /Loading/ })).toHaveCount(0);
    },
  },
];

for (const { path, budgetKb, ready, as } of pages) {
  test(`${path} shows its content within ${budgetKb} KB of gzipped JavaScript`, async ({ page, request }) => {
    const scripts = scriptsOf(page);
    let token = '';
    if (as) {
      const login = await request.post('/api/user/login', { form: { ...as, password: 'demo1234' } });
      token = `?access_token=${((await login.json()) as { access_token: string }).access_token}`;
    }
    await page.goto(path + token);
    await ready(page);
    const total = await scripts.total();
    console.log(`${path}: ${scripts.count()} scripts, ${(total / KB).toFixed(1)} KB gzipped`);
    expect(total).toBeLessThanOrEqual(budgetKb * KB);
  });
}

// An entry carries a little of the federation runtime plus the name of every chunk of its remote: 8.8 to
// 9.9 KB measured (the back office, with the most pages, is the largest).
test('every remote entry is at most 11 KB gzipped (the federation runtime comes from the shell)', async ({
  request,
}) => {
  const registry: Record<string, { manifest: string }> = await (await request.get('/remotes.json')).json();
  for (const [remote, { manifest }] of Object.entries(registry)) {
    const entry = new URL('remoteEntry.js', new URL(manifest, 'http://x')).pathname;
    const body = await (await request.get(entry)).body();
    expect(gz(body), `${remote} ${entry}`).toBeLessThanOrEqual(11 * KB);
  }
});

test('pages that do without antd load none of it and render none of its components', async ({ page, request }) => {
  const scripts: string[] = [];
  page.on('request', (r) => void (r.resourceType() === 'script' && scripts.push(r.url())));
  const noAntd = async () => {
    expect(scripts.filter((url) => /antd/.test(url))).toEqual([]);
    await expect(page.locator('[class*="ant-"], .anticon')).toHaveCount(0);
  };
  const login = await request.post('/api/user/login', {
    form: { realm: 'candidate-realm', username: '91234567', password: 'demo1234' },
  });
  const { access_token: token } = (await login.json()) as { access_token: string };
  await page.goto(`/en/order-history?access_token=${token}`);
  await expect(page.getByRole('heading', { name: 'Paid orders' })).toBeVisible();
  await noAntd();

  // Select papers, then its checkout step (plain HTML too).
  await page.goto('/en/enrolment');
  await expect(page.getByRole('checkbox', { name: 'Chinese Language' })).toBeVisible();
  await noAntd();
  await page.getByRole('checkbox', { disabled: false }).first().check();
  await page.getByRole('button', { name: 'Checkout' }).click();
  await expect(page.getByRole('button', { name: 'Review order' })).toBeVisible();
  await noAntd();

  // My grades, then the phone report card with its charts and a guideline popup.
  await page.goto('/en/exam-result-list');
  await page.locator('a[href*="exam-report/m/"]').first().click();
  await expect(page.locator('.score-success, .score-fail').first()).toBeVisible();
  await page.getByRole('figure').first().scrollIntoViewIfNeeded();
  await expect(page.locator('figure svg').first()).toBeVisible();
  await page
    .getByRole('button', { name: /^Scoring reference for/ })
    .first()
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await noAntd();

  // The order review, opened afresh with a draft made through the pages before it.
  await finishDraftThroughPages(page, '/en/enrolment');
  scripts.length = 0;
  await page.goto('/en/enrolment_confirm');
  await expect(page.getByTestId('confirm-total')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Registration steps' })).toBeVisible();
  await noAntd();
});

test("a teacher's report pages load no antd and render none of its components", async ({ page, request }) => {
  const scripts: string[] = [];
  page.on('request', (r) => void (r.resourceType() === 'script' && scripts.push(r.url())));
  const login = await request.post('/api/user/login', {
    form: { realm: 'school-realm', username: 'school-chi', password: 'demo1234' },
  });
  const { access_token: token } = (await login.json()) as { access_token: string };
  await page.goto(`/en/school/report?access_token=${token}`);
  await expect(page.getByRole('navigation', { name: 'Pages' })).toBeVisible();
  await page.getByRole('link', { name: 'Performance Analysis' }).click();
  await expect(page.getByRole('columnheader', { name: 'Discrimination' })).toBeVisible();
  await page.goBack();
  await page.getByRole('link', { name: 'School report' }).click();
  await expect(page.getByRole('button', { name: 'Results data' })).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: /Student list/ })
      .getByRole('row')
      .nth(1),
  ).toBeVisible();
  expect(scripts.filter((url) => /antd/.test(url))).toEqual([]);
  await expect(page.locator('[class*="ant-"], .anticon')).toHaveCount(0);
});
