/**
 * Uploads' forms, both ends: `jsonField` decodes a JSON value sent in a text field (the
 * server's side, inside a form's field schema), `formDataOf` writes a form from its
 * definition (the client's side: the web app, the supplier page's progress upload, tests).
 */
import { z } from 'zod';
import {
  API_PREFIX,
  endpointPath,
  type EndpointForm,
  type EndpointSpec,
  type FormValues,
  type UploadInput,
} from './endpoint.js';

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

/**
 * The request a client sends for `input` (as `EndpointInput` shapes it): the URL path under
 * `API_PREFIX` with the params and query filled in, and the body — an upload's multipart
 * form, else JSON (`{}` for a POST without one), none for a GET. One reading of the
 * definition for every client (the test clients, the e2e fixtures).
 */
export function endpointRequest(
  endpoint: EndpointSpec,
  input: unknown,
): { path: string; body: FormData | string | undefined; json: boolean } {
  const { params, query, body, form, files } = input as {
    params?: Record<string, unknown>;
    query?: Record<string, string | number | boolean | undefined>;
    body?: unknown;
    form?: never;
    files?: readonly Blob[];
  };
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {}))
    if (value !== undefined) search.set(key, String(value));
  const qs = search.toString();
  const path = `${API_PREFIX}${endpointPath(endpoint.path, params)}${qs ? `?${qs}` : ''}`;
  if (endpoint.form) return { path, body: formDataOf(endpoint.form, { form, files }), json: false };
  if (endpoint.method === 'GET') return { path, body: undefined, json: false };
  return { path, body: JSON.stringify(body ?? {}), json: true };
}
