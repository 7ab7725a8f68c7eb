/**
 * Checks that the build the browser tests drive is there, before any worker boots its own
 * server from it (tests/support/stack.ts).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { repoRoot, serverEntry } from './tests/support/server-process.js';

const webIndex = path.join(repoRoot, 'apps/web/dist/index.html');

export default function globalSetup(): void {
  for (const file of [serverEntry, webIndex]) {
    if (!existsSync(file)) {
      throw new Error(`${file} is missing: run \`npm run build\` at the repo root first.`);
    }
  }
}
