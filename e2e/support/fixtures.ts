// `server` is one product instance per worker; tests that change the remote registry restore it.
import { test as base, expect } from '@playwright/test';
import { startServer } from '../../scripts/lib/server.mjs';

type RunningServer = Awaited<ReturnType<typeof startServer>>;

export const test = base.extend<object, { server: RunningServer }>({
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
});

export { expect };
