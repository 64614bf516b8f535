// The candidate journey with the back office, two people in two browsers: staff record an FPS
// payment in the back office and the candidate's FPS page moves on by itself within one poll; staff
// reject a bank receipt, the candidate sees the reason and uploads again, staff approve it, the payment
// is completed and the admission ticket is there to print.
import type { Browser, Page } from '@playwright/test';
import { test, expect, watchConsole } from '../support/fixtures';
import { answerConfirm } from '../support/antd';
import { newCandidate } from '../support/candidates';
import { png } from '../../server/test/support/images';

// Each test walks a whole payment round trip (candidate, staff, candidate); on a busy 2-core CI
// machine with two workers that can take longer than the default minute.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

// A real 200 x 150 PNG: the server reads the image's header, not only the name.
const PNG = png(200, 150);

async function logIn(page: Page, locale: 'en' | 'zh-hk', username: string, password: string) {
  const en = locale === 'en';
  await page.goto(`/${locale}/login`);
  const main = page.getByRole('main');
  await main.getByLabel(en ? 'Account' : '帳戶', { exact: true }).fill(username);
  await main.getByLabel(en ? 'Password' : '密碼', { exact: true }).fill(password);
  await main.getByRole('button', { name: en ? 'Log in' : '登入', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login$/);
}

/** A member of staff in a browser of their own, logged in to the back office. */
async function staffPage(browser: Browser, baseURL: string, locale: 'en' | 'zh-hk', errors: string[]): Promise<Page> {
  const en = locale === 'en';
  const context = await browser.newContext({ baseURL, locale: en ? 'en-GB' : 'zh-HK' });
  watchConsole(context, errors);
  const page = await context.newPage();
  await page.goto(`/${locale}/admin/login`);
  await page.getByLabel(en ? 'Username' : '帳戶名稱').fill('admin');
  await page.getByLabel(en ? 'Password' : '密碼').fill('admin1234');
  await page
    .locator('#main')
    .getByRole('button', { name: en ? 'Log in' : '登入' })
    .click();
  await expect(page.getByRole('heading', { name: en ? 'Back office' : '管理主頁' })).toBeVisible();
  return page;
}

test('staff record an FPS payment in the back office and the candidate page moves on within one poll', async ({
  page,
  request,
  browser,
  baseURL,
  consoleErrors,
}) => {
  const { phone, password } = await newCandidate(request);
  await logIn(page, 'en', phone, password);
  await page.goto('/en/enrolment');
  await page.getByRole('checkbox', { name: 'Citizenship and Social Development' }).check();
  await page.getByRole('button', { name: 'Checkout' }).click();
  await page.getByLabel(/Physical exam at a designated venue/).check();
  await page.locator('.venue-option').filter({ hasNotText: 'Fully booked!' }).first().click();
  await page.getByLabel(/^Smart locker pickup/).check();
  await page.getByLabel('Smart locker code').fill('LK-0101');
  await page.getByLabel('Same as candidate').check();
  await page.getByLabel('FPS QR code').check();
  await page.getByRole('button', { name: 'Review order' }).click();
  await page.getByRole('button', { name: 'Submit order' }).click();
  await expect(page).toHaveURL(/\/en\/fps_payment\/[^/]+$/);
  const orderNo = decodeURIComponent(page.url().split('/').pop()!);
  await expect(page.getByTestId('fps-qr').locator('canvas')).toBeVisible();

  // Staff find the order by the candidate's mobile number and record the FPS payment it is owed.
  const staff = await staffPage(browser, baseURL!, 'en', consoleErrors);
  await staff
    .getByRole('navigation', { name: 'Back office sections' })
    .getByRole('link', { name: 'Orders', exact: true })
    .click();
  await staff.getByLabel('Order number, mobile or name').fill(phone);
  await staff.getByRole('button', { name: 'Search', exact: true }).click();
  // The candidate's one order is counted as one ("1 order", not "1 orders").
  await expect(staff.getByText('1 order', { exact: true })).toBeVisible();
  await staff.getByRole('link', { name: orderNo }).click();
  await expect(staff.getByRole('heading', { name: `Order ${orderNo}` })).toBeVisible();
  await staff.getByRole('button', { name: 'Record a payment' }).click();
  const form = staff.getByRole('dialog', { name: 'Record a payment' });
  // The amount offered is what the order still owes.
  await expect(form.getByLabel('Amount (HKD)')).not.toHaveValue('');
  await form.getByLabel('Reference').fill(`FPS-${orderNo}`);
  await form.getByRole('button', { name: 'Record a payment' }).click();
  await expect(
    staff.getByText(new RegExp(`^An FPS payment of HK\\$[\\d,.]+ will be recorded against order ${orderNo}\\.$`)),
  ).toBeVisible();
  await answerConfirm(staff, 'Confirm');
  await expect(staff.getByText(`Payment recorded. Order ${orderNo} payment status: Payment completed`)).toBeVisible();
  await staff.context().close();

  // One poll is 5 seconds.
  await expect(page).toHaveURL(/\/en\/fps_payment_success\/[^/]+$/, { timeout: 7_000 });
  await expect(page.getByTestId('payment-status')).toHaveText('Payment completed');
});

test('a rejected receipt is uploaded again, approved in the back office, and the ticket is issued', async ({
  page,
  request,
  browser,
  baseURL,
  consoleErrors,
}) => {
  const { phone, password } = await newCandidate(request, '陳大文');
  await logIn(page, 'zh-hk', phone, password);
  await page.goto('/zh-hk/enrolment');
  await page.getByRole('checkbox', { name: '中國語文' }).check();
  await page.getByRole('button', { name: '結帳' }).click();
  await page.getByLabel(/自行安排在家應考/).check();
  await page.getByLabel(/^平郵/).check();
  await page.getByLabel('郵寄地址', { exact: true }).fill('九龍彌敦道2號3樓');
  await page.getByLabel('與考生資料相同').check();
  await page.getByLabel(/^銀行轉賬/).check();
  await page.getByRole('button', { name: '核對訂單' }).click();
  await page.getByRole('button', { name: '提交訂單' }).click();
  await expect(page).toHaveURL(/\/zh-hk\/csh_payment\/[^/]+$/);
  const orderNo = decodeURIComponent(page.url().split('/').pop()!);

  const upload = async () => {
    await page.getByLabel('本人已閱讀並同意上載須知').check();
    await page.getByLabel('入數收據圖片').setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: PNG });
    await page.getByRole('button', { name: '上載收據' }).click();
    await expect(page).toHaveURL(/\/zh-hk\/upload_receipt_success\/[^/]+$/);
    await expect(page.getByTestId('payment-status')).toHaveText('等待審批');
  };
  await upload();

  // Staff open the receipts queue, look at the image and reject it with a reason.
  const staff = await staffPage(browser, baseURL!, 'zh-hk', consoleErrors);
  await staff
    .getByRole('navigation', { name: '管理功能' })
    .getByRole('link', { name: '待審批收據', exact: true })
    .click();
  const row = staff.getByRole('row').filter({ hasText: orderNo });
  await row.getByRole('button', { name: '查看收據' }).click();
  await expect(staff.getByRole('img', { name: `訂單 ${orderNo} 的入數收據` })).toBeVisible();
  await staff.locator('.ant-modal-footer').getByRole('button', { name: '關閉' }).click();
  await row.getByRole('button', { name: '拒絕' }).click();
  const rejectForm = staff.getByRole('dialog', { name: '拒絕收據' });
  await rejectForm.getByRole('button', { name: '拒絕' }).click();
  await expect(rejectForm.getByText('請輸入拒絕原因')).toBeVisible();
  await rejectForm.getByLabel('拒絕原因（考生會看到）').fill('收據模糊，請重新上載');
  await rejectForm.getByRole('button', { name: '拒絕' }).click();
  // Rejecting asks once more before it is sent.
  await answerConfirm(staff, '拒絕');
  await expect(staff.getByText('已拒絕收據，考生可重新上載。')).toBeVisible();
  await expect(row).toHaveCount(0);

  // The candidate sees why, and uploads again.
  await page.goto(`/zh-hk/csh_payment/${encodeURIComponent(orderNo)}`);
  await expect(page.getByText('你的收據未獲批核，請重新上載。')).toBeVisible();
  await expect(page.getByText('收據模糊，請重新上載')).toBeVisible();
  await upload();

  // Staff approve the new receipt.
  await staff.getByRole('button', { name: '重新整理' }).click();
  await row.getByRole('button', { name: '批准' }).click();
  await answerConfirm(staff, '批准');
  await expect(staff.getByText(`已批准收據，訂單 ${orderNo} 已確認付款及發出准考證。`)).toBeVisible();
  await staff.context().close();

  await page.reload();
  await expect(page.getByTestId('payment-status')).toHaveText('已完成付款');
  // The home exam's ticket: the paper, the candidate number and the home-exam instructions.
  await page.goto('/zh-hk/admission-ticket');
  const ticket = page.getByTestId('admission-ticket');
  await expect(ticket).toContainText('中國語文');
  await expect(ticket).toContainText('請在家按時限應考');
  await expect(page.getByTestId('candidate-no')).toHaveText(/^[A-Z0-9]{4} [A-Z0-9]{4}$/);
});
