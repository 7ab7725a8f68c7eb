import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { bomApi, BomMappingSchema, LIMITS, type BomUploadResult } from '@partproof/shared';
import type { ApiRoutes } from '../../lib/route.js';
import { parseFields, readMultipart } from '../../lib/multipart.js';
import { route } from '../../lib/route.js';
import { reparseBom, uploadBom } from './bom.service.js';
import { JSON_CONTENT_TYPE } from './upload-answer.js';

/** Text fields next to the uploaded BOM: the product name, and optionally a corrected mapping. */
const UploadFieldsSchema = z.strictObject({
  productName: z.string().max(200).optional(),
  mapping: z
    .string()
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'mapping must be JSON' });
        return z.NEVER;
      }
    })
    .pipe(BomMappingSchema)
    .optional(),
  headerRow: z.coerce.number().int().min(1).optional(),
});

/**
 * The answer's JSON as the parse's child encoded it (upload-answer.ts), sent as it is, chunk
 * by chunk: Fastify sends a stream without serialising it, and compression still applies. The
 * bytes are BomUploadResult's encoding by the route's own serialiser; the type says so.
 */
function encodedAnswer(reply: FastifyReply, json: Buffer[]): BomUploadResult {
  const length = json.reduce((sum, chunk) => sum + chunk.length, 0);
  // Compression drops the length again; without it the client still learns the size up front.
  reply.type(JSON_CONTENT_TYPE).header('content-length', length);
  return Readable.from(json) as unknown as BomUploadResult;
}

export const bomRoutes: ApiRoutes = (app, ctx) => {
  route(app, bomApi.parseFile, async ({ actor, request, reply }) => {
    const form = await readMultipart(request, { fileField: 'file', fileSize: LIMITS.uploadBytes });
    const fields = parseFields(UploadFieldsSchema, form.fields);
    const json = await uploadBom(ctx, actor, form.file, fields.mapping, fields.headerRow);
    return encodedAnswer(reply, json);
  });
  route(app, bomApi.reparse, async ({ actor, body, reply }) => {
    const json = await reparseBom(ctx, actor, body.filePath, body.mapping, body.headerRow);
    return encodedAnswer(reply, json);
  });
};
