// The system Chromium every measurement script drives (no test tool downloads its own browser).
import path from 'node:path';
import { createRequire } from 'node:module';
import { repoRoot } from './pnpm.mjs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Playwright's Chromium driver on the system Chromium (Playwright comes from the e2e package). */
export function launchChromium() {
  const { chromium } = createRequire(path.join(repoRoot, 'e2e/package.json'))('@playwright/test');
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

/** The same Chromium with a profile kept in `dir` (its storage outlives the browser). */
export function launchPersistentChromium(dir) {
  const { chromium } = createRequire(path.join(repoRoot, 'e2e/package.json'))('@playwright/test');
  return chromium.launchPersistentContext(dir, { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}
