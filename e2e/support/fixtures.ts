// `server` is one product instance per worker; tests that change the remote registry restore it.
// Every page a test opens is watched: a console error or an uncaught exception fails the test,
// except a refused API call (a 4xx the page handles and shows, which Chromium also logs as a failed load)
// and what a test declares it provokes through `allowConsoleErrors`.
import { test as base, expect, type BrowserContext } from '@playwright/test';
import { startServer } from '../../scripts/lib/server.mjs';

type RunningServer = Awaited<ReturnType<typeof startServer>>;

/** Chromium's line for a response the page asked for and the server refused (400 to 499). */
const REFUSED_CALL = /^Failed to load resource: the server responded with a status of 4\d\d/;

/** Collects the console errors and uncaught exceptions of every page of `context` into `errors`. */
export function watchConsole(context: BrowserContext, errors: string[], allow: RegExp[] = []): void {
  const keep = (text: string, where: string) => {
    if (REFUSED_CALL.test(text) || allow.some((pattern) => pattern.test(text))) return;
    errors.push(`${where}: ${text}`);
  };
  context.on('console', (message) => {
    if (message.type() === 'error') keep(message.text(), message.page()?.url() ?? 'console');
  });
  context.on('weberror', (error) => keep(String(error.error()), error.page()?.url() ?? 'page'));
}

export const test = base.extend<{ allowConsoleErrors: RegExp[]; consoleErrors: string[] }, { server: RunningServer }>({
  server: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const server = await startServer();
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ server }, use) => use(server.baseURL),
  allowConsoleErrors: [[], { option: true }],
  consoleErrors: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const errors: string[] = [];
      await use(errors);
      expect(errors, 'console errors of the pages this test opened').toEqual([]);
    },
    { auto: true },
  ],
  context: async ({ context, consoleErrors, allowConsoleErrors }, use) => {
    watchConsole(context, consoleErrors, allowConsoleErrors);
    await use(context);
  },
});

export { expect };
