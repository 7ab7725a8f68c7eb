/**
 * Playwright drives the real built app (apps/server/dist + apps/web/dist) in Debian's
 * Chromium. global-setup.ts boots the server on a free port with a fresh DATA_DIR and a
 * local SMTP server, and hands BASE_URL, MAIL_DIR and the admin credentials to the tests
 * through process.env (workers start after it and inherit them).
 */
import { defineConfig, devices } from '@playwright/test';

const onCi = process.env.CI === 'true';

export default defineConfig({
  testDir: './tests',
  globalSetup: './global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: onCi ? 1 : 0,
  forbidOnly: onCi,
  reporter: 'list',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    // Read again in each worker, after global setup has set it.
    baseURL: process.env.BASE_URL,
    headless: true,
    trace: 'on-first-retry',
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: '/usr/bin/chromium',
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
      },
    },
  ],
});
