/** A stray console.error is a bug the test did not expect: fail it (STYLE.md models). */
import { afterEach, vi } from 'vitest';

let errors: unknown[][] = [];
vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
  errors.push(args);
});
afterEach(() => {
  const seen = errors;
  errors = [];
  if (seen.length)
    throw new Error(`console.error was called: ${JSON.stringify(seen[0]).slice(0, 500)}`);
});
