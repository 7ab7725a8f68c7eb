/**
 * A zod error as a dialog's field errors: the first message per top-level field (a list
 * field's entries report under the list's name), in the schema's — the spec's — words.
 */
import type { z } from 'zod';

export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= issue.message;
  }
  return errors;
}
