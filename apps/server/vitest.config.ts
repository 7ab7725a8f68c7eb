import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * API tests run on PGlite by default and on PostgreSQL when TEST_DB=postgres. Each test
 * file gets its own copy of one migrated template database (test/db-setup.ts). PGlite
 * costs hundreds of MB per instance, so at most two files run at once (2 cores).
 */
export default defineConfig({
  // Tests (and their global setup, which ignores resolve conditions) use the shared
  // package's TypeScript source, so they never depend on a build of it.
  resolve: {
    alias: {
      '@partproof/shared': fileURLToPath(
        new URL('../../packages/shared/src/index.ts', import.meta.url),
      ),
    },
  },
  test: {
    include: ['src/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    setupFiles: ['test/fail-on-console-error.ts'],
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
