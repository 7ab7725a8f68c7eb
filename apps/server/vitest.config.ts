import { defineConfig } from 'vitest/config';

/**
 * API tests run on PGlite by default and on PostgreSQL when TEST_DB=postgres. Each test
 * file gets its own copy of one migrated template database (test/db-setup.ts). PGlite
 * costs hundreds of MB per instance, so at most two files run at once (2 cores).
 */
export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'], externalConditions: ['source'] } },
  test: {
    include: ['src/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    setupFiles: ['test/fail-on-console-error.ts'],
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
