import type { Page } from '@playwright/test';

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
