import { defineConfig } from 'vitest/config';
import base from './vitest.config.js';

/**
 * `make test-hard` (issue 9): the adversarial suite — authorisation matrix, schema fuzzing,
 * upload abuse, crash safety, load, backup/restore. Kept apart from the API tests because
 * several files start real server processes and measure memory: one file at a time.
 * Spread rather than mergeConfig: mergeConfig would add the API tests' include to this one.
 */
export default defineConfig({
  ...base,
  test: {
    ...base.test,
    include: ['test/hard/**/*.test.ts'],
    maxWorkers: 1,
    testTimeout: 180_000,
    hookTimeout: 180_000,
  },
});
