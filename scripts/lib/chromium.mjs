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

const options = { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS };

/** Playwright's Chromium driver (Playwright comes from the e2e package). */
const chromium = () => createRequire(path.join(repoRoot, 'e2e/package.json'))('@playwright/test').chromium;

/** The system Chromium, driven by Playwright. */
export const launchChromium = () => chromium().launch(options);

/** The same Chromium with a profile kept in `dir` (its storage outlives the browser). */
export const launchPersistentChromium = (dir) => chromium().launchPersistentContext(dir, options);

/**
 * Records the JavaScript a page downloads from now on; the returned function answers each script's
 * URL and body (null when the response had none: a redirect, an aborted request).
 */
export function recordScripts(page) {
  const bodies = new Map();
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    bodies.set(
      response.url(),
      response.body().catch(() => null),
    );
  });
  return async () => {
    const entries = await Promise.all([...bodies].map(async ([url, body]) => [url, await body]));
    return entries.filter(([, body]) => body !== null);
  };
}
