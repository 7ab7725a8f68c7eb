import { z } from 'zod';
import { bomApi, BomMappingSchema, LIMITS } from '@partproof/shared';
import type { ApiRoutes } from '../../app.js';
import { parseFields, readMultipart } from '../../lib/multipart.js';
import { route } from '../../lib/route.js';
import { reparseBom, uploadBom } from './bom.service.js';

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

export const bomRoutes: ApiRoutes = (app, ctx) => {
  route(app, bomApi.parseFile, async ({ actor, request }) => {
    const form = await readMultipart(request, { fileField: 'file', fileSize: LIMITS.uploadBytes });
    const fields = parseFields(UploadFieldsSchema, form.fields);
    return uploadBom(ctx, actor, form.file, fields.mapping, fields.headerRow);
  });
  route(app, bomApi.reparse, ({ actor, body }) =>
    reparseBom(ctx, actor, body.filePath, body.mapping, body.headerRow),
  );
};
