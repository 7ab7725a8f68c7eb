/** What the worker's stack (stack.ts, started by the `stack` fixture) hands to the tests. */
import { ADMIN, type Stack } from './stack.js';

export interface Credentials {
  email: string;
  password: string;
}

let current: Stack | undefined;

/** Called by the worker fixture once its stack answers, and with undefined when it stops. */
export function setStack(stack: Stack | undefined): void {
  current = stack;
}

function stack(): Stack {
  if (!current) throw new Error('No server: the suite must use the `test` of support/fixtures.ts');
  return current;
}

export const e2eEnv = {
  get baseUrl(): string {
    return stack().baseUrl;
  },
  get mailDir(): string {
    return stack().mailDir;
  },
  get admin(): Credentials {
    return { ...ADMIN };
  },
};

/** A suffix that keeps every test's data apart on the one shared server. */
export function unique(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

export function uniqueEmail(prefix: string): string {
  return `${unique(prefix)}@example.com`.toLowerCase();
}
