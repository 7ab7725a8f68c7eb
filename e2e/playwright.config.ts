/**
 * Playwright drives the real built app (apps/server/dist + apps/web/dist) in Debian's
 * Chromium. Each worker boots a server of its own on a free port with a fresh DATA_DIR and a
 * local SMTP server (tests/support/stack.ts, the `stack` fixture); global-setup.ts only
 * checks that the build is there.
 *
 * Two workers, files side by side: a browser test mostly waits (on the server, the browser,
 * a poll), so one worker kept the two cores under a third busy (7.8 CPU-minutes in a
 * 14.6-minute run). Tests within a file still run in order.
 */
import { defineConfig, devices } from '@playwright/test';

const onCi = process.env.CI === 'true';

export default defineConfig({
  testDir: './tests',
  globalSetup: './global-setup.ts',
  fullyParallel: false,
  workers: 2,
  // One retry everywhere: on a slow machine (stop 40's ran the suite in 15.7 min, three times
  // stop 39's) two tests timed out once, waiting on the server; a test that fails twice fails.
  retries: 1,
  forbidOnly: onCi,
  reporter: 'list',
  // Waits are generous because the machines differ threefold in speed (stop 40's CI ran the
  // suite in 15.7 min, stop 39's in 5.3): a wait that fails there waits on a busy server, not
  // on a bug. A wrong page still fails, only later.
  timeout: 90_000,
  expect: { timeout: 20_000 },
  use: {
    headless: true,
    trace: 'on-first-retry',
    actionTimeout: 30_000,
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
