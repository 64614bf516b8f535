import { defineConfig } from '@playwright/test';

// Real Chromium from Debian (no browser download), against the real server, shell and remotes.

// Every suite's browser and API calls come from 127.0.0.1, and the suites register dozens of candidates
// per server: raise the per-address SMS limits (operator settings; their defaults, 30 codes a day and 60
// checks an hour, are tested by the server suites) for the servers the suites start. With the checks at
// 60, a run that registered more candidates than that within the hour failed at random registrations.
process.env.SMS_DAILY_PER_ADDRESS ??= '1000';
process.env.SMS_VERIFY_HOURLY_PER_ADDRESS ??= '1000';

export default defineConfig({
  testDir: './tests',
  outputDir: '../test-results',
  timeout: 60_000,
  // The first page with antd parses about 2 MB of JavaScript; on a busy 2-core CI machine running two browsers
  // and two servers that alone has taken over 10 s.
  expect: { timeout: 20_000 },
  fullyParallel: false,
  workers: process.env.CI ? 2 : 2,
  retries: 0,
  reporter: [['list']],
  globalSetup: './support/global-setup.ts',
  // The release suite builds remotes with webpack (both cores for a while): it runs last, alone, so its
  // builds never starve another worker's browser into a timeout.
  projects: [
    { name: 'product', testIgnore: /release\.spec\.ts$/ },
    { name: 'release', testMatch: /release\.spec\.ts$/, dependencies: ['product'] },
  ],
  use: {
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
    locale: 'zh-HK',
    trace: 'retain-on-failure',
  },
});
