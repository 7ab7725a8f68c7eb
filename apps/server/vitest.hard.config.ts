import { defineConfig } from 'vitest/config';
import { shared } from './vitest.config.js';

/**
 * `make test-hard` (issue 9): the adversarial suite — authorisation matrix, schema fuzzing,
 * upload abuse, crash safety, load, backup/restore. Kept apart from the API tests because
 * several files start real server processes and measure memory: one file at a time. It
 * builds on the shared settings, not on the API tests' projects.
 */
export default defineConfig({
  ...shared,
  test: {
    ...shared.test,
    include: ['test/hard/**/*.test.ts'],
    maxWorkers: 1,
    testTimeout: 180_000,
    hookTimeout: 180_000,
  },
});
