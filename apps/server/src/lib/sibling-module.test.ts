import { describe, expect, it } from 'vitest';
import { builtPath, siblingModule } from './sibling-module.js';

describe('the module of a child process or thread', () => {
  it('finds the task module next to the caller, in the caller’s language', () => {
    workersFromBuild(undefined, () => {
      expect(siblingModule('file:///app/dist/src/read-xlsx.js', 'xlsx-worker').href).toBe(
        'file:///app/dist/src/xlsx-worker.js',
      );
      expect(siblingModule('file:///app/src/read-xlsx.ts', 'xlsx-worker').href).toBe(
        'file:///app/src/xlsx-worker.ts',
      );
    });
  });

  it('with WORKERS_FROM_BUILD=1, starts a module of src/ from its build, and never a missing one', () => {
    expect(builtPath(new URL('../modules/bom/xlsx-worker.ts', import.meta.url)).href).toBe(
      new URL('../../dist/src/modules/bom/xlsx-worker.js', import.meta.url).href,
    );
    const caller = new URL('../modules/bom/read-xlsx.ts', import.meta.url).href;
    workersFromBuild('1', () => {
      expect(() => siblingModule(caller, 'no-such-worker')).toThrow(
        /no-such-worker\.js is missing or older than the source: run npm run build/,
      );
      // Built modules are already what they are: the variable changes nothing for them.
      expect(siblingModule('file:///app/dist/src/read-xlsx.js', 'xlsx-worker').href).toBe(
        'file:///app/dist/src/xlsx-worker.js',
      );
    });
  });
});

/** Runs `check` with WORKERS_FROM_BUILD set to `value` (or unset), then restores it. */
function workersFromBuild(value: string | undefined, check: () => void): void {
  const before = process.env.WORKERS_FROM_BUILD;
  if (value === undefined) delete process.env.WORKERS_FROM_BUILD;
  else process.env.WORKERS_FROM_BUILD = value;
  try {
    check();
  } finally {
    if (before === undefined) delete process.env.WORKERS_FROM_BUILD;
    else process.env.WORKERS_FROM_BUILD = before;
  }
}
