// Checks of the pre-rendered copy a page's first response carries, and of the live page that replaces it.
import { expect, type Browser, type Page } from '@playwright/test';

/** A page in a context without JavaScript: it shows only what the first response carries. */
export async function withoutJavaScript(
  browser: Browser,
  options: { baseURL?: string; viewport: { width: number; height: number } },
): Promise<Page> {
  const context = await browser.newContext({ ...options, javaScriptEnabled: false });
  return context.newPage();
}

/** Opens `path` and checks the copy's heading and the document title it carries. */
export async function expectCopy(page: Page, path: string, heading: string, service: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('#prerendered h1')).toHaveText(heading);
  await expect(page).toHaveTitle(`${heading} | ${service}`);
}

/** The page's cumulative layout shift so far (buffered entries), after `settle` ms more. */
export function layoutShift(page: Page, settle = 300): Promise<number> {
  return page.evaluate(
    (ms) =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) total += (entry as PerformanceEntry & { value: number }).value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), ms);
      }),
    settle,
  );
}
