// A Chromium profile in which the demo candidate is signed in with a finished enrolment draft, built
// through the real pages (select a paper, check out at home, bank transfer): what `enrolment_confirm`
// needs before it loads. `npm run lighthouse` measures that page in a fresh copy of the profile.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { launchPersistentChromium } from './chromium.mjs';

// What a profile caches: removed from each copy, so every run downloads the page as a first visit does.
const CACHES = ['Default/Cache', 'Default/Code Cache', 'Default/GPUCache', 'Default/Service Worker'];

/**
 * A finished draft in the page's browser, made through the pages from `enrolmentUrl` (the select-papers
 * page, signed in): one paper, at home, by ordinary post, bank transfer. The end-to-end tests use it too.
 */
export async function finishDraftThroughPages(page, enrolmentUrl) {
  await page.goto(enrolmentUrl);
  await page.getByRole('checkbox', { disabled: false }).first().check();
  await page.getByRole('button', { name: 'Checkout' }).click();
  await page.getByLabel(/Self-arranged exam at home/).check();
  await page.getByLabel(/^Ordinary post/).check();
  await page.getByLabel('Mailing address', { exact: true }).fill('Flat B, 2/F, 2 Nathan Road');
  await page.getByLabel('Recipient name').fill('Chan Tai Man');
  await page.getByLabel('Recipient mobile number').fill('9876 5432');
  await page.getByLabel(/^Bank transfer/).check();
  await page.getByRole('button', { name: 'Review order' }).click();
  await page.waitForURL(/\/en\/enrolment_confirm$/);
}

export async function draftProfile(baseURL, candidateToken) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'lighthouse-profile-'));
  const context = await launchPersistentChromium(dir);
  try {
    await finishDraftThroughPages(await context.newPage(), `${baseURL}/en/enrolment?token=${candidateToken}`);
  } finally {
    await context.close();
  }
  return dir;
}

/** A fresh, cache-free copy of the profile for one run. */
export function profileCopy(template) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'lighthouse-run-'));
  cpSync(template, dir, { recursive: true });
  for (const cache of CACHES) rmSync(path.join(dir, cache), { recursive: true, force: true });
  return dir;
}
