// Driving antd's own widgets where the back office uses them.
import { expect, type Page } from '@playwright/test';

/**
 * Answers an antd confirmation (Modal.confirm) with its button named `name`, once the dialog has finished
 * opening. It zooms in from the point that opened it, after a frame or two still at its starting size, so
 * Playwright can find the button "stable" there and click where the button is not yet: CI saw a click 60 ms
 * in performed and a receipt's rejection never sent.
 */
export async function answerConfirm(page: Page, name: string): Promise<void> {
  const confirm = page.locator('.ant-modal-confirm');
  await expect(confirm).toBeVisible();
  // antd's motion classes (ant-zoom-appear, -prepare, -active) stay until the zoom has ended.
  await expect(confirm).not.toHaveClass(/-zoom-/);
  await confirm.evaluate((dialog) =>
    Promise.all(dialog.getAnimations({ subtree: true }).map((animation) => animation.finished)),
  );
  await confirm.getByRole('button', { name }).click();
}
