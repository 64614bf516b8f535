// Every route as each of its readers sees it, run through axe-core's default rules: at a
// phone's and a desktop's width, in both languages, as a visitor, an individual candidate, a teacher, a
// school candidate and staff. Any serious or critical violation fails the test, named with its page.
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, watchConsole } from '../support/fixtures';
import { newPhone, placeHomeOrder, registerByApi } from '../support/candidates';
import { loginToken, staffToken } from '../support/schools';
import { png } from '../../server/test/support/images';

type Reader = 'visitor' | 'candidate' | 'payer' | 'teacher' | 'student' | 'staff';

const WIDTHS = [
  { width: 1366, height: 900 },
  { width: 375, height: 740 },
];
const LOCALES = ['zh-hk', 'en'] as const;

/** Pages of each reader; ':fps', ':bank' and ':exam' are filled in once the server is up. */
const PAGES: Record<Reader, string[]> = {
  visitor: [
    '',
    'coming-soon',
    'aboutus',
    'terms',
    'personal-information-collection-statement',
    'privacy-policy',
    'contactus',
    'faq',
    'instructions',
    'login',
    'register',
    'forgot-password',
    'reset-password',
    'enrolment',
    'school/login',
    'admin/login',
    'no-such-page',
  ],
  // The demo candidate: graded and released results.
  candidate: ['admission-ticket', 'exam-result-list', 'exam-report/m/:exam', 'enrolment-history', 'change-password'],
  // A fresh candidate with an unpaid FPS order, a bank order whose receipt awaits approval and a paid order
  // (enrolment_confirm needs a draft in the browser: the budgets and journey suites open it).
  payer: [
    'enrolment',
    'order-history',
    'fps_payment/:fps',
    'csh_payment/:bank',
    'upload_receipt_success/:bank',
    'fps_payment_success/:paid',
    'admission-ticket',
    'enrolment-history',
  ],
  teacher: [
    'school/home',
    'school/report',
    'school/school-analysis/:exam',
    'school/school-report/:exam',
    'exam-report/d/:exam?candidate=20000001',
  ],
  student: ['exam-result-list', 'exam-report/m/:exam', 'admission-ticket'],
  staff: [
    'admin/home',
    'admin/home?section=orders',
    'admin/home?section=receipts',
    'admin/home?section=schools',
    'admin/home?section=cycle',
    'admin/home?section=exams',
    'admin/home?section=audit',
  ],
};

async function api<T>(
  request: APIRequestContext,
  url: string,
  token: string,
  init: { json?: unknown; key?: string } = {},
) {
  const headers: Record<string, string> = { Authorization: `Bearer ${token}` };
  if (init.key) headers['Idempotency-Key'] = init.key;
  const response = init.json
    ? await request.post(`/api${url}`, { data: init.json, headers })
    : await request.get(`/api${url}`, { headers });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as T;
}

/** Sessions of every reader, and the ids the parametrised pages need. */
async function prepare(request: APIRequestContext) {
  const tokens: Record<Reader, string | null> = {
    visitor: null,
    candidate: await loginToken(request, 'candidate-realm', '91234567', 'demo1234'),
    payer: null,
    teacher: await loginToken(request, 'school-realm', 'school-chi', 'demo1234'),
    student: await loginToken(request, 'school-realm', 'student-chi', 'demo1234'),
    staff: await loginToken(request, 'staff-realm', 'admin', 'admin1234'),
  };
  const phone = newPhone();
  await registerByApi(request, phone, 'secret123', 'Axe Candidate');
  tokens.payer = await loginToken(request, 'candidate-realm', phone, 'secret123');
  const products = await api<{ product_id: number }[]>(request, '/products', tokens.payer);
  const order = (product: { product_id: number }, paymentMethod: 'fps' | 'bank') =>
    placeHomeOrder(request, tokens.payer!, {
      productId: product.product_id,
      paymentMethod,
      phone,
      key: `axe-${product.product_id}-${paymentMethod}-${phone}`,
    });
  const ids = {
    fps: (await order(products[0], 'fps')).enrollment_no,
    bank: (await order(products[1], 'bank')).enrollment_no,
    paid: '',
    exam: '',
  };
  const toPay = await order(products[2], 'fps');
  ids.paid = toPay.enrollment_no;
  const uploaded = await request.post('/api/payment/supporting_doc/upload', {
    multipart: {
      id: ids.bank,
      agree: 'true',
      file: { name: 'receipt.png', mimeType: 'image/png', buffer: png(200, 200) },
    },
    headers: { Authorization: `Bearer ${tokens.payer}` },
  });
  expect(uploaded.ok(), await uploaded.text()).toBe(true);
  const paid = await request.post(`/api/admin/orders/${ids.paid}/payments`, {
    data: { method: 'fps', amount_cents: toPay.total_cents },
    headers: { Authorization: `Bearer ${await staffToken(request)}` },
  });
  expect(paid.ok(), await paid.text()).toBe(true);
  const exams = await request.post('/api/report/get_school_exams', {
    form: {},
    headers: { Authorization: `Bearer ${tokens.teacher}` },
  });
  ids.exam = String(((await exams.json()) as { exams: { exam_id: number }[] }).exams[0].exam_id);
  return { tokens, ids };
}

/** Waits until the live page has replaced the copy and nothing on it is still loading. */
async function settled(page: Page) {
  // Colours are measured as the reader sees them at rest, not halfway through a button's 0.2 s transition.
  await page.addStyleTag({
    content: '*, *::before, *::after { transition: none !important; animation: none !important; }',
  });
  await expect(page.locator('#root main')).toBeVisible();
  await expect(page.locator('#prerendered')).toHaveCount(0);
  await expect(page.locator('.ant-skeleton, .ant-spin-spinning, [aria-busy="true"]')).toHaveCount(0);
}

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes
          .map((n) => `${n.target.join(' ')}: ${n.failureSummary?.split('\n').slice(1, 2).join('').trim() ?? ''}`)
          .join('\n    ')}`,
    );
}

// One test per reader and language, so the two workers share them (one test per reader took the visitor's
// 17 pages past five minutes on a loaded 2-core CI machine).
test.describe.configure({ timeout: 300_000 });

for (const reader of Object.keys(PAGES) as Reader[]) {
  for (const locale of LOCALES) {
    test(`no page of the ${reader} in ${locale} has a serious or critical accessibility violation, at either width`, async ({
      browser,
      request,
      baseURL,
      consoleErrors,
    }) => {
      const { tokens, ids } = await prepare(request);
      const found: string[] = [];
      const context = await browser.newContext({ baseURL, viewport: WIDTHS[0], locale: 'zh-HK' });
      watchConsole(context, consoleErrors);
      const page = await context.newPage();
      let first = true;
      for (const pattern of PAGES[reader]) {
        const path = pattern
          .replace(':fps', ids.fps)
          .replace(':bank', ids.bank)
          .replace(':paid', ids.paid)
          .replace(':exam', ids.exam);
        const token = first && tokens[reader] ? `${path.includes('?') ? '&' : '?'}access_token=${tokens[reader]}` : '';
        first = false;
        await page.setViewportSize(WIDTHS[0]);
        await page.goto(`/${locale}${path ? `/${path}` : ''}${token}`);
        for (const viewport of WIDTHS) {
          await page.setViewportSize(viewport);
          await settled(page);
          for (const violation of await seriousViolations(page)) {
            found.push(`/${locale}/${path} at ${viewport.width}px: ${violation}`);
          }
        }
      }
      await context.close();
      expect(found, found.join('\n')).toEqual([]);
    });
  }
}
