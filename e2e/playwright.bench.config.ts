/**
 * Browser benchmarks (`make bench`, never part of the tests): the same built server and
 * Chromium as the browser tests, one long measurement per file under bench/, figures
 * printed, no timing asserted.
 */
import { defineConfig } from '@playwright/test';
import base from './playwright.config.js';

export default defineConfig({
  ...base,
  testDir: './bench',
  testMatch: '**/*.bench.ts',
  retries: 0,
  // One measurement at a time, so that no figure shares the machine with another.
  workers: 1,
  timeout: 600_000,
});
