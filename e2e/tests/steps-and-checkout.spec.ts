// The registration steps bar on a phone and "same as candidate" at checkout, in both languages: no step
// label breaks inside a word (Chinese wraps only between labels), the bar fits the screen, and ticking
// "same as candidate" fills the name and mobile number and says at once that the account keeps no address.
import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { newCandidate } from '../support/candidates';

type Lang = 'zh-hk' | 'en';

/**
 * Each step label's lines, as the browser laid them out: the visible text of `.flow-step-title` and
 * `.flow-step-content` (the screen-reader words left out), cut where a character starts a new line.
 */
function stepLines(page: Page): Promise<string[][]> {
  return page.evaluate(() => {
    const labels = [...document.querySelectorAll('.flow-step-title, .flow-step-content')];
    return labels.map((label) => {
      const lines: string[] = [];
      let top: number | null = null;
      const walker = document.createTreeWalker(label, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node.parentElement?.closest('.visually-hidden')) continue;
        const text = node.textContent ?? '';
        for (let i = 0; i < text.length; i++) {
          const range = document.createRange();
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const rect = range.getClientRects()[0];
          if (!rect || rect.width === 0) {
            // A space at a line's end takes no room: it belongs to the line it ends.
            if (lines.length) lines[lines.length - 1] += text[i];
            continue;
          }
          if (top === null || rect.top > top + 2) {
            lines.push('');
            top = rect.top;
          }
          lines[lines.length - 1] += text[i];
        }
      }
      return lines;
    });
  });
}

/** A line may end only after a space (any kind) or a comma: never inside a word or a Chinese label. */
function brokenInsideWord(labels: string[][]): string[] {
  return labels.flatMap((lines) =>
    lines.slice(0, -1).flatMap((line, i) => (/[\s,，\u3000]$/.test(line) ? [] : [`${line}|${lines[i + 1]}`])),
  );
}

async function expectStepsWhole(page: Page, width: number) {
  const steps = page.locator('.flow-steps');
  await expect(steps).toBeVisible();
  const labels = await stepLines(page);
  expect(labels.length).toBeGreaterThanOrEqual(4);
  expect(brokenInsideWord(labels), `labels at ${width} px: ${JSON.stringify(labels)}`).toEqual([]);
  // Every label stays inside the bar, and the bar inside the screen.
  const outside = await steps.evaluate((list) => {
    const box = list.getBoundingClientRect();
    return [...list.querySelectorAll('.flow-step-title, .flow-step-content')]
      .filter((label) => {
        const r = label.getBoundingClientRect();
        return r.left < box.left - 0.5 || r.right > box.right + 0.5;
      })
      .map((label) => label.textContent);
  });
  expect(outside).toEqual([]);
  expect(await steps.evaluate((e) => e.getBoundingClientRect().right)).toBeLessThanOrEqual(width + 0.5);
}

for (const lang of ['zh-hk', 'en'] as Lang[]) {
  for (const width of [320, 375]) {
    test(`the steps bar keeps its words whole at ${width} px (${lang})`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      // Select papers shows the four steps with the checkout's parts (4A, 4B); register shows them too.
      await page.goto(`/${lang}/enrolment`);
      await expect(page.getByText(lang === 'en' ? /4A\sMailing address/ : /4A\s郵寄地址/)).toBeVisible();
      await expectStepsWhole(page, width);
      await page.goto(`/${lang}/register`);
      await expectStepsWhole(page, width);
    });
  }
}

for (const lang of ['zh-hk', 'en'] as Lang[]) {
  test(`"same as candidate" fills the name and mobile number and says the account keeps no address (${lang})`, async ({
    page,
    request,
  }) => {
    const en = lang === 'en';
    const { phone, password } = await newCandidate(request, en ? 'Chan Tai Man' : '陳大文');
    await page.setViewportSize({ width: 375, height: 800 });
    // Choosing a paper asks a visitor to log in, then comes back to the papers.
    await page.goto(`/${lang}/enrolment`);
    const chinese = page.getByRole('checkbox', { name: en ? 'Chinese Language' : '中國語文' });
    await chinese.click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/login$`));
    const main = page.getByRole('main');
    await main.getByLabel(en ? 'Account' : '帳戶', { exact: true }).fill(phone);
    await main.getByLabel(en ? 'Password' : '密碼', { exact: true }).fill(password);
    await main.getByRole('button', { name: en ? 'Log in' : '登入', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/enrolment$`));
    await chinese.check();
    await page.getByRole('button', { name: en ? 'Checkout' : '結帳', exact: true }).click();
    await expect(page).toHaveURL(/step=checkout/);

    await page.getByLabel(en ? /Self-arranged exam at home/ : /自行安排在家應考/).check();
    await page.getByLabel(en ? /^Ordinary post/ : /^平郵/).check();
    await page.getByLabel(en ? 'Same as candidate' : '與考生資料相同').check();
    await expect(page.getByLabel(en ? 'Recipient name' : '收件人姓名')).toHaveValue(en ? 'Chan Tai Man' : '陳大文');
    await expect(page.getByLabel(en ? 'Recipient mobile number' : '收件人手機號碼')).toHaveValue(phone);
    // Said at once, next to the box, not only after "Review order".
    const address = page.getByLabel(en ? 'Mailing address' : '郵寄地址', { exact: true });
    await expect(address).toHaveValue('');
    await expect(page.getByRole('status').filter({ hasText: en ? 'keeps no address' : '並無儲存地址' })).toHaveText(
      en
        ? "The recipient's name and mobile number are filled in from your account. Your account keeps no address: enter the mailing address above."
        : '已按你的帳戶填上收件人姓名及手機號碼。帳戶並無儲存地址，請在上方填寫郵寄地址。',
    );
    // With the address typed, the order review opens.
    await address.fill(en ? 'Flat A, 1/F, 1 Queen’s Road Central' : '中環皇后大道中1號1樓A室');
    await page.getByLabel(en ? 'FPS QR code' : '轉數快二維碼').check();
    await page.getByRole('button', { name: en ? 'Review order' : '核對訂單' }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/enrolment_confirm$`));
  });
}
