import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import LongestFirst from './test/sequencer.js';

/**
 * API tests run on PGlite by default and on PostgreSQL when TEST_DB=postgres. Each test
 * file gets its own copy of one migrated template database (test/db-setup.ts). PGlite
 * costs hundreds of MB per instance, so at most two files run at once (2 cores).
 */
export const shared = {
  // Tests (and their global setup, which ignores resolve conditions) use the shared
  // package's TypeScript source, so they never depend on a build of it.
  resolve: {
    alias: [
      {
        find: /^@partproof\/shared$/,
        replacement: fileURLToPath(new URL('../../packages/shared/src/index.ts', import.meta.url)),
      },
      {
        find: /^@partproof\/shared\/messages-de$/,
        replacement: fileURLToPath(
          new URL('../../packages/shared/src/i18n/messages.de.ts', import.meta.url),
        ),
      },
    ],
  },
  test: {
    globalSetup: ['test/global-setup.ts'],
    setupFiles: ['test/fail-on-console-error.ts'],
    sequence: { sequencer: LongestFirst },
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
};

/**
 * Files that replace a module with vi.mock. In a worker that shares its module cache with
 * other files the replacement would leak into them, so these run isolated.
 */
const MOCKING = ['src/plugins/serializer.test.ts', 'src/modules/auth/reset-limits.test.ts'];

/**
 * Files that open no database: the PostgreSQL pass (TEST_DB=postgres) leaves them out, since
 * they would run the same code a second time (the reader's, the BOM parser's, the child
 * processes'). pglite-thread.test.ts and pglite-lease.test.ts test the embedded engine itself.
 */
const ENGINE_FREE = [
  'src/modules/declarations/reader/**',
  'src/modules/bom/xlsx-bombs.test.ts',
  'src/modules/bom/upload-limits.test.ts',
  'src/modules/bom/xlsx.test.ts',
  'src/lib/worker-task.test.ts',
  'src/lib/sibling-module.test.ts',
  'src/db/pglite-thread.test.ts',
  'src/db/pglite-lease.test.ts',
  'src/modules/technical-file/verify-pack-cli.test.ts',
];
const skipped = process.env.TEST_DB === 'postgres' ? ENGINE_FREE : [];

/**
 * Every other file shares its worker's module cache (isolate: false): importing the app's
 * modules anew for each of ~130 files cost 282 s of a 612 s run. Each file still builds its
 * own app and database, so no state is shared but loaded code.
 */
export default defineConfig({
  ...shared,
  test: {
    ...shared.test,
    projects: [
      {
        extends: true,
        test: {
          name: 'shared',
          include: ['src/**/*.test.ts'],
          exclude: [...MOCKING, ...skipped],
          isolate: false,
        },
      },
      { extends: true, test: { name: 'isolated', include: MOCKING } },
    ],
  },
});
