// Messages end to end: a candidate who uses the English site pays by bank transfer, staff approve the
// receipt in the back office, and the candidate's email and SMS of the payment reach the demo outbox in
// English with the order's number; the candidate reads both on their messages page (at a phone's width
// too) and switches SMS reminders off. Staff's edited texts of a message reach the next one sent, not the
// earlier ones, until put back to the default. The candidate's and the teacher's messages pages pass axe's
// rules at a phone's and a desktop's width in both languages, without antd.
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { test, expect, watchConsole } from '../support/fixtures';
import { answerConfirm } from '../support/antd';
import { newCandidate, placeHomeOrder } from '../support/candidates';
import { png } from '../../server/test/support/images';

/** A message of the demo outbox, the fields this test reads. */
interface Notice {
  event: string;
  channel: 'sms' | 'email';
  locale: 'zh-hk' | 'en';
  subject: string | null;
  body: string;
  state: string;
  next_attempt_at: string;
}

// A whole payment round trip (candidate, staff, candidate) and the queue's send.
test.describe.configure({ timeout: 120_000 });

// A real 200 x 150 PNG: the server reads the image's header, not only the name.
const PNG = png(200, 150);

async function logIn(page: Page, username: string, password: string) {
  await page.goto('/en/login');
  const main = page.getByRole('main');
  await main.getByLabel('Account', { exact: true }).fill(username);
  await main.getByLabel('Password', { exact: true }).fill(password);
  await main.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login$/);
}

/** A member of staff in a browser of their own, logged in to the English back office. */
async function staffPage(browser: Browser, baseURL: string, errors: string[]): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: 'en-GB' });
  watchConsole(context, errors);
  const page = await context.newPage();
  await page.goto('/en/admin/login');
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password').fill('admin1234');
  await page.locator('#main').getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { name: 'Back office' })).toBeVisible();
  return page;
}

/**
 * The demo outbox's message of `event` to `address` (the one naming `mentions`, when given), once the queue has
 * sent it (or holds it for 08:00).
 */
async function outboxMessage(
  request: APIRequestContext,
  address: string,
  event: string,
  mentions?: string,
): Promise<Notice> {
  let found: Notice | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`/api/dev/notifications?address=${encodeURIComponent(address)}`);
        const { items } = (await response.json()) as { items: Notice[] };
        found = items.find(
          (item) => item.event === event && (!mentions || `${item.subject ?? ''} ${item.body}`.includes(mentions)),
        );
        // An SMS written between 22:00 and 08:00 Hong Kong time waits for 08:00: queued is as far as it goes.
        const held = found?.channel === 'sms' && new Date(found.next_attempt_at) > new Date();
        return found && (found.state === 'sent' || (held && found.state === 'queued')) ? 'there' : found?.state;
      },
      { timeout: 30_000 },
    )
    .toBe('there');
  return found!;
}

test('a bank payment approved by staff reaches the candidate by email and SMS in English, and on their messages page', async ({
  page,
  request,
  browser,
  baseURL,
  consoleErrors,
}) => {
  const { phone, password } = await newCandidate(request, 'Chan Siu Ming');
  const email = `${phone}@example.com`;
  await logIn(page, phone, password);

  await page.goto('/en/enrolment');
  await page.getByRole('checkbox', { name: 'History' }).check();
  await page.getByRole('button', { name: 'Checkout' }).click();
  await page.getByLabel(/Self-arranged exam at home/).check();
  await page.getByLabel(/^Ordinary post/).check();
  await page.getByLabel('Mailing address', { exact: true }).fill('Flat B, 2/F, 2 Nathan Road');
  await page.getByLabel('Same as candidate').check();
  await page.getByLabel(/^Bank transfer/).check();
  await page.getByRole('button', { name: 'Review order' }).click();
  await page.getByRole('button', { name: 'Submit order' }).click();
  await expect(page).toHaveURL(/\/en\/csh_payment\/[^/]+$/);
  const orderNo = decodeURIComponent(page.url().split('/').pop()!);

  await page.getByLabel('I have read and agree to the upload instructions').check();
  await page
    .getByLabel('Deposit receipt image')
    .setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('button', { name: 'Upload receipt' }).click();
  await expect(page).toHaveURL(/\/en\/upload_receipt_success\/[^/]+$/);

  // Staff approve the receipt from the queue.
  const staff = await staffPage(browser, baseURL!, consoleErrors);
  await staff
    .getByRole('navigation', { name: 'Back office sections' })
    .getByRole('link', { name: 'Receipts to approve', exact: true })
    .click();
  const row = staff.getByRole('row').filter({ hasText: orderNo });
  await row.getByRole('button', { name: 'Approve' }).click();
  await answerConfirm(staff, 'Approve');
  await expect(staff.getByText(`Receipt approved: order ${orderNo} is paid and its tickets are issued.`)).toBeVisible();
  await staff.context().close();

  // The email and the SMS, in the language the candidate used, naming the order.
  const mail = await outboxMessage(request, email, 'payment.received');
  expect(mail).toMatchObject({ channel: 'email', locale: 'en', subject: `Payment received for order ${orderNo}` });
  expect(mail.body).toContain('Dear Chan Siu Ming,');
  expect(mail.body).toContain(`for your order ${orderNo}`);
  const sms = await outboxMessage(request, phone, 'payment.received');
  expect(sms).toMatchObject({ channel: 'sms', locale: 'en' });
  expect(sms.body).toContain(`for order ${orderNo} received`);

  // The candidate reads both under their account, at a phone's width.
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/en');
  await page.locator('.account-menu summary').click();
  await page.getByRole('link', { name: 'My messages' }).click();
  await expect(page).toHaveURL(/\/en\/my-messages$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My messages' })).toBeVisible();
  const cards = page.getByRole('list', { name: 'Messages sent to you' }).getByRole('listitem');
  const mailCard = cards.filter({ hasText: `Payment received for order ${orderNo}` });
  await expect(mailCard).toContainText('Email');
  await expect(mailCard).toContainText('Sent');
  await mailCard.getByText(`Payment received for order ${orderNo}`).click();
  await expect(mailCard.getByText(`for your order ${orderNo}`)).toBeVisible();
  await expect(cards.filter({ hasText: `for order ${orderNo} received` })).toContainText('SMS');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  // SMS reminders off, kept after a reload; payment notices are said to go whatever is chosen.
  await expect(page.getByText('Payment and result notices are always sent, whatever you choose here.')).toBeVisible();
  await page.getByRole('switch', { name: 'SMS reminders' }).click();
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Your reminder settings are saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'SMS reminders' })).not.toBeChecked();
  await expect(page.getByRole('switch', { name: 'Email reminders' })).toBeChecked();
});

test("the candidate's and the teacher's messages pages: axe's rules at both widths and languages, no antd", async ({
  page,
  request,
}) => {
  const scripts: string[] = [];
  page.on('request', (r) => void (r.resourceType() === 'script' && scripts.push(r.url())));
  const token = async (realm: string, username: string) => {
    const login = await request.post('/api/user/login', { form: { realm, username, password: 'demo1234' } });
    return ((await login.json()) as { access_token: string }).access_token;
  };
  const readers = [
    {
      path: 'my-messages',
      token: await token('candidate-realm', '91234567'),
      title: { en: 'My messages', 'zh-hk': '我的訊息' },
    },
    {
      path: 'school/messages',
      token: await token('school-realm', 'school-chi'),
      title: { en: 'Messages', 'zh-hk': '訊息' },
    },
  ];
  for (const reader of readers) {
    for (const locale of ['en', 'zh-hk'] as const) {
      for (const width of [375, 1366]) {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(`/${locale}/${reader.path}?access_token=${reader.token}`);
        await expect(page.getByRole('heading', { level: 1, name: reader.title[locale] })).toBeVisible();
        await expect(page.getByRole('switch')).toHaveCount(2);
        await expect(page.locator('.loading, [aria-busy="true"]')).toHaveCount(0);
        const { violations } = await new AxeBuilder({ page }).analyze();
        const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
        expect(serious.map((v) => `${reader.path} ${locale} ${width}: ${v.id} ${v.help}`)).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        expect(scripts.filter((url) => /antd/.test(url))).toEqual([]);
        await expect(page.locator('[class*="ant-"], .anticon')).toHaveCount(0);
      }
    }
  }
});

test("staff change the English texts of 'Order placed': the next order's email and SMS carry them, earlier ones keep theirs", async ({
  page,
  request,
  browser,
  baseURL,
  consoleErrors,
}) => {
  // A candidate of the English site (their language is kept when they log in there) with one order placed.
  const { phone, password } = await newCandidate(request, 'Wong Ka Yan');
  const email = `${phone}@example.com`;
  await logIn(page, phone, password);
  const login = await request.post('/api/user/login', {
    form: { realm: 'candidate-realm', username: phone, password },
  });
  const { access_token: token } = (await login.json()) as { access_token: string };
  const products = (await (
    await request.get('/api/products', { headers: { Authorization: `Bearer ${token}` } })
  ).json()) as { product_id: string; enrolled: boolean }[];
  const [firstProduct, secondProduct] = products.filter((p) => !p.enrolled);
  const order = (productId: string, key: string) =>
    placeHomeOrder(request, token, { productId, paymentMethod: 'bank', phone, key: `texts-e2e-${phone}-${key}` });
  const first = (await order(firstProduct.product_id, 'first')).enrollment_no;
  const firstMail = await outboxMessage(request, email, 'order.placed', first);
  expect(firstMail).toMatchObject({ channel: 'email', locale: 'en', subject: `Order ${first} placed` });

  // Staff open the message texts from the messages section and edit the English texts of "Order placed".
  const staff = await staffPage(browser, baseURL!, consoleErrors);
  await staff
    .getByRole('navigation', { name: 'Back office sections' })
    .getByRole('link', { name: 'Messages', exact: true })
    .click();
  await staff.getByRole('link', { name: 'Message texts' }).click();
  await expect(staff).toHaveURL(/\/en\/admin\/notifications\/templates/);
  await staff.getByLabel('Message', { exact: true }).click();
  await staff.getByRole('option', { name: /^Order placed/ }).click();
  // antd's button-like radios hide their input: the label is what staff click.
  await staff
    .locator('.admin-toolbar label')
    .filter({ hasText: /^English$/ })
    .click();
  await expect(staff.getByRole('radio', { name: 'English' })).toBeChecked();
  const editor = staff.locator('.admin-card').filter({ hasText: 'Order placed (English)' });
  const subject = editor.getByLabel('Email subject');
  const smsText = editor.getByLabel('SMS text');
  await expect(subject).toHaveValue('Order {order_no} placed');
  const defaultSms = await smsText.inputValue();
  await subject.fill('Kingfisher: order {order_no} is placed');
  await smsText.fill('Kingfisher: order {order_no}, {amount} due by {due_time}. {link}');
  await editor.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(editor.getByText('Saved. The next messages use these texts.')).toBeVisible();
  await expect(editor.getByText('Edited', { exact: true })).toBeVisible();

  // The next order's messages use the new texts; the first order's keep the texts they were written with.
  const second = (await order(secondProduct.product_id, 'second')).enrollment_no;
  const secondMail = await outboxMessage(request, email, 'order.placed', second);
  expect(secondMail).toMatchObject({
    channel: 'email',
    locale: 'en',
    subject: `Kingfisher: order ${second} is placed`,
  });
  const secondSms = await outboxMessage(request, phone, 'order.placed', second);
  expect(secondSms).toMatchObject({ channel: 'sms', locale: 'en' });
  expect(secondSms.body).toContain(`Kingfisher: order ${second}, HK$`);
  expect(await outboxMessage(request, email, 'order.placed', first)).toMatchObject({
    subject: `Order ${first} placed`,
  });
  const firstSms = await outboxMessage(request, phone, 'order.placed', first);
  expect(firstSms.body).toContain(`Order ${first} placed:`);
  expect(firstSms.body).not.toContain('Kingfisher');

  // Back to the default texts, for every later order; the page shows them, after a reload too.
  await editor.getByRole('button', { name: 'Reset to default' }).click();
  await answerConfirm(staff, 'Reset to default');
  await expect(editor.getByText('The default texts are back.')).toBeVisible();
  await expect(subject).toHaveValue('Order {order_no} placed');
  await expect(smsText).toHaveValue(defaultSms);
  await staff.reload();
  await expect(subject).toHaveValue('Order {order_no} placed');
  await expect(smsText).toHaveValue(defaultSms);
  await expect(editor.getByText('Default text', { exact: true })).toBeVisible();
  await staff.context().close();
});
