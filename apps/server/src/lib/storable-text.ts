/**
 * Text PostgreSQL cannot take: NUL, which no text or jsonb value may hold, and UTF-16
 * surrogates without their pair, which jsonb refuses and text silently replaces. A request
 * carrying either is refused with a 400 naming the field, instead of failing in the database
 * with a 500 (issue 9 fuzzing: a NUL in a company name, a lone surrogate in a scrape search).
 */
import { AppError, fieldDetails } from './app-error.js';

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const unstorable = (text: string) => text.includes('\u0000') || LONE_SURROGATE.test(text);

export const UNSTORABLE_TEXT_MESSAGE =
  'Text must not contain NUL characters or unpaired surrogates';

/**
 * The paths (`materials.0.componentName`) of strings in `value` that cannot be stored, keys
 * included. Walked without recursion: a JSON body may nest many thousands deep.
 */
export function unstorableText(value: unknown): string[] {
  const found: string[] = [];
  const stack: [unknown, string][] = [[value, '']];
  while (stack.length > 0) {
    const [item, path] = stack.pop() as [unknown, string];
    if (typeof item === 'string') {
      if (unstorable(item)) found.push(path || '_');
    } else if (item && typeof item === 'object') {
      for (const [key, child] of Object.entries(item)) {
        const childPath = path ? `${path}.${key}` : key;
        if (unstorable(key)) found.push(childPath);
        stack.push([child, childPath]);
      }
    }
  }
  return found;
}

/** Throws the 400 when any of the parts holds text that cannot be stored. */
export function assertStorableText(...parts: unknown[]): void {
  const fields = parts.flatMap((part) => unstorableText(part));
  if (fields.length > 0)
    throw new AppError(
      'VALIDATION',
      UNSTORABLE_TEXT_MESSAGE,
      fieldDetails(fields.map((field) => [field, UNSTORABLE_TEXT_MESSAGE])),
    );
}
