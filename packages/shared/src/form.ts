/**
 * Uploads' forms, both ends: `jsonField` decodes a JSON value sent in a text field (the
 * server's side, inside a form's field schema), `formDataOf` writes a form from its
 * definition (the client's side: the web app, the supplier page's progress upload, tests).
 */
import { z } from 'zod';
import type { EndpointForm, FormValues, UploadInput } from './endpoint.js';

/**
 * A list or object sent as JSON text in a form field ('["2011/65/EU"]'), checked by `schema`
 * once decoded. Text that is not JSON is the field's own error.
 */
export function jsonField<T extends z.ZodType>(schema: T, name: string) {
  return z
    .string()
    .transform((text, ctx): unknown => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: `The field "${name}" is not valid JSON` });
        return z.NEVER;
      }
    })
    .pipe(schema);
}

/** One field's value as form text; absent values are left out of the form. */
function fieldText(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/**
 * The multipart body of an upload: each field as text (lists and objects as JSON, absent ones
 * left out), then every file under the form's file field (a File keeps its own name).
 */
export function formDataOf<F extends EndpointForm>(
  form: F,
  input: { form?: FormValues<F> | undefined; files?: UploadInput<F>['files'] },
): FormData {
  const data = new FormData();
  const values = (input.form ?? {}) as Record<string, unknown>;
  for (const [name, value] of Object.entries(values)) {
    const text = fieldText(value);
    if (text !== undefined) data.append(name, text);
  }
  for (const file of input.files ?? []) data.append(form.files.field, file);
  return data;
}
