/** The certificate database (definitions in packages/shared/src/endpoints/cdocs.ts). */
import { z } from 'zod';
import { CERT_LIMITS, cdocApi } from '@partproof/shared';
import type { ApiRoutes } from '../../lib/route.js';
import { parseFields, readMultipart } from '../../lib/multipart.js';
import { route } from '../../lib/route.js';
import { componentDocs, listCdocs, updateCertificate } from './cdocs.service.js';
import { importCdocs } from './import/cdoc-import.service.js';

/** The optional text fields of an import: a column mapping (JSON) and the header row. */
const ImportFieldsSchema = z.object({
  mapping: z.string().max(10_000).optional(),
  headerRow: z.coerce.number().int().positive().max(1_000_000).optional(),
});

export const cdocRoutes: ApiRoutes = (app, ctx) => {
  route(app, cdocApi.importCdocs, async ({ actor, request }) => {
    const form = await readMultipart(request, {
      fileField: 'file',
      fileSize: CERT_LIMITS.uploadBytes,
    });
    const fields = parseFields(ImportFieldsSchema, form.fields);
    return importCdocs(ctx, actor, form.file, CERT_LIMITS.uploadBytes, fields);
  });
  route(app, cdocApi.getAllCdocs, ({ query }) => listCdocs(ctx, query));
  route(app, cdocApi.componentDocs, ({ actor, body }) =>
    componentDocs(ctx, actor, body.materialId),
  );
  route(app, cdocApi.update, ({ actor, body }) => updateCertificate(ctx, actor, body));
};
