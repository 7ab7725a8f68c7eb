import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { bomApi, type BomUploadResult } from '@partproof/shared';
import type { ApiRoutes } from '../../lib/route.js';
import { route } from '../../lib/route.js';
import { reparseBom, uploadBom } from './bom.service.js';
import { JSON_CONTENT_TYPE } from './upload-answer.js';

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
  route(app, bomApi.parseFile, async ({ actor, fields, files, reply }) => {
    const json = await uploadBom(ctx, actor, files[0], fields.mapping, fields.headerRow);
    return encodedAnswer(reply, json);
  });
  route(app, bomApi.reparse, async ({ actor, body, reply }) => {
    const json = await reparseBom(ctx, actor, body.filePath, body.mapping, body.headerRow);
    return encodedAnswer(reply, json);
  });
};
