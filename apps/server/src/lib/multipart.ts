/**
 * Reads a multipart form with at most one file part: text fields plus the file's bytes.
 * Size limits are enforced while streaming (@fastify/multipart throws past `fileSize`).
 */
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError } from './app-error.js';
import { assertStorableText } from './storable-text.js';

export interface MultipartForm {
  fields: Record<string, string>;
  file: { bytes: Buffer; fileName: string } | undefined;
}

export async function readMultipart(
  request: FastifyRequest,
  options: { fileField: string; fileSize: number },
): Promise<MultipartForm> {
  if (!request.isMultipart()) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the form as multipart/form-data');
  }
  const fields: Record<string, string> = {};
  let file: MultipartForm['file'];
  for await (const part of request.parts({ limits: { fileSize: options.fileSize } })) {
    if (part.type === 'file') {
      const bytes = await part.toBuffer();
      if (part.fieldname !== options.fileField) {
        throw new AppError('VALIDATION', `Unknown file field "${part.fieldname}"`);
      }
      if (bytes.length > 0) file = { bytes, fileName: part.filename || options.fileField };
    } else if (part.fieldname === options.fileField && part.value === '') {
      // An empty file input submits as an empty text field: no file.
    } else {
      fields[part.fieldname] = String(part.value);
    }
  }
  // Read here rather than in the route's schema: the form's fields and file name.
  assertStorableText(fields, file ? { file: file.fileName } : {});
  return { fields, file };
}

/** Validates the text fields with a zod schema, answering 400 with details per field. */
export function parseFields<T extends z.ZodType>(
  schema: T,
  fields: Record<string, string>,
): z.output<T> {
  const parsed = schema.safeParse(fields);
  if (parsed.success) return parsed.data;
  const details: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path.join('.') || ('keys' in issue ? String(issue.keys[0]) : '_');
    (details[key] ??= []).push(issue.message);
  }
  throw new AppError('VALIDATION', parsed.error.issues[0]?.message, details);
}
