/**
 * Reads a multipart form: text fields plus the bytes of its file parts (one, or up to
 * `maxFiles` of the same field).
 * Size limits are enforced while streaming (@fastify/multipart throws past `fileSize`).
 * Whatever goes wrong in the form itself — a body cut off, a file too large, a file name
 * with folders or control characters — is the client's 4xx, raised before any service
 * sees the upload, so nothing of it is stored.
 */
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { EndpointForm, FormValues } from '@partproof/shared';
import { AppError } from './app-error.js';
import { assertStorableText } from './storable-text.js';

export interface UploadedFile {
  bytes: Buffer;
  fileName: string;
}

interface MultipartForm {
  fields: Record<string, string>;
  /** Every file sent in the file field, in order. */
  files: UploadedFile[];
}

const MB = 1024 * 1024;

/**
 * An upload's form as its definition declares it (called by lib/route.ts only): the files of
 * its file field and its text fields checked by the fields' schema. A form that may also come
 * as JSON (`alsoJson`) is taken from the JSON body when it is not multipart.
 */
export async function readForm<F extends EndpointForm>(
  request: FastifyRequest,
  form: F,
): Promise<{ fields: FormValues<F>; files: UploadedFile[] }> {
  const sent =
    form.alsoJson && !request.isMultipart()
      ? { fields: jsonFields(request.body), files: [] }
      : await readMultipart(request, {
          fileField: form.files.field,
          fileSize: form.files.maxBytes,
          maxFiles: form.files.maxFiles,
        });
  const fields = (form.fields ? parseFields(form.fields, sent.fields) : undefined) as FormValues<F>;
  return { fields, files: sent.files };
}

function jsonFields(body: unknown): Record<string, string> {
  if (typeof body === 'object' && body !== null && !Array.isArray(body))
    return body as Record<string, string>;
  throw new AppError('VALIDATION', 'Send the form as multipart/form-data or a JSON object');
}

async function readMultipart(
  request: FastifyRequest,
  options: { fileField: string; fileSize: number; maxFiles?: number },
): Promise<MultipartForm> {
  if (!request.isMultipart()) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the form as multipart/form-data');
  }
  const fields: Record<string, string> = {};
  const files: UploadedFile[] = [];
  const maxFiles = options.maxFiles ?? 1;
  try {
    const limits = { fileSize: options.fileSize, files: maxFiles };
    for await (const part of request.parts({ limits })) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname !== options.fileField) {
          throw new AppError('VALIDATION', `Unknown file field "${part.fieldname}"`);
        }
        const fileName = checkFileName(part.filename, options.fileField);
        if (bytes.length > 0) files.push({ bytes, fileName: fileName || options.fileField });
      } else if (part.fieldname === options.fileField && part.value === '') {
        // An empty file input submits as an empty text field: no file.
      } else {
        // NUL and the like are refused below with the rest of the form (assertStorableText).
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    throw formError(error, options.fileSize);
  }
  // Read here rather than in the route's schema: the form's fields and file name.
  assertStorableText(
    fields,
    Object.fromEntries(files.map((f, i) => [i === 0 ? 'file' : `file${i + 1}`, f.fileName])),
  );
  return { fields, files };
}

const isControl = (char: string) => char < ' ' || char === '\u007f';
const NAME_MESSAGE = 'The file name must be a plain name, without folders or control characters';

/**
 * Browsers send a file's own name only; a name with folders ('../../x.csv') or control
 * characters (NUL) comes from something else. Files are stored under opaque ids, so such
 * a name could not choose a path — but it would be shown and downloaded again, so it is
 * refused. (The multipart plugin keeps names as sent: preservePath in app.ts.)
 */
function checkFileName(name: string, field: string): string {
  if (/[/\\]/.test(name) || [...name].some(isControl) || name === '.' || name === '..') {
    throw new AppError('VALIDATION', NAME_MESSAGE, { [field]: [NAME_MESSAGE] });
  }
  return name;
}

/** The form's own failures → a 4xx the user understands; our AppErrors pass unchanged. */
function formError(error: unknown, fileSize: number): unknown {
  if (error instanceof AppError) return error;
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') {
    return new AppError('PAYLOAD_TOO_LARGE', `The file is larger than ${fileSize / MB} MB`);
  }
  // The plugin's other limits (too many files, parts, fields) map in plugins/errors.ts.
  if (typeof code === 'string' && code.startsWith('FST_')) return error;
  // The parser's own errors: 'Unexpected end of multipart data', 'Boundary not found' …
  return new AppError(
    'VALIDATION',
    'The upload was cut off or is not a well-formed multipart form; send the file again',
  );
}

/** Validates the text fields with a zod schema, answering 400 with details per field. */
function parseFields<T extends z.ZodType>(schema: T, fields: Record<string, string>): z.output<T> {
  const parsed = schema.safeParse(fields);
  if (parsed.success) return parsed.data;
  const details: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path.join('.') || ('keys' in issue ? String(issue.keys[0]) : '_');
    (details[key] ??= []).push(issue.message);
  }
  throw new AppError('VALIDATION', parsed.error.issues[0]?.message, details);
}
