/** The certificate calls (definitions in packages/shared/src/endpoints/certificates.ts). */
import { z } from 'zod';
import { CERT_LIMITS, certificateApi, ManualCertificateFieldsSchema } from '@partproof/shared';
import type { ApiRoutes } from '../../app.js';
import { parseFields, readMultipart } from '../../lib/multipart.js';
import { route } from '../../lib/route.js';
import { componentDocs, listCdocs, updateCertificate } from '../cdocs/cdocs.service.js';
import { listComponents } from '../parts/components.service.js';
import { importCdocs } from '../cdocs/import/cdoc-import.service.js';
import { saveManualCertificate } from '../certificate-review/manual-certificate.service.js';
import {
  addExistingCertificate,
  approveCertificates,
  approvedCertificates,
  certificatesByComponentNames,
  deleteApprovedCertificate,
  listTempCertificates,
} from '../certificate-review/review.service.js';

/** The optional text fields of an import: a column mapping (JSON) and the header row. */
const ImportFieldsSchema = z.object({
  mapping: z.string().max(10_000).optional(),
  headerRow: z.coerce.number().int().positive().max(1_000_000).optional(),
});

export const certificateRoutes: ApiRoutes = (app, ctx) => {
  // ------------------------------------------------ the certificate database (cdocs)
  route(app, certificateApi.importCdocs, async ({ actor, request }) => {
    const form = await readMultipart(request, {
      fileField: 'file',
      fileSize: CERT_LIMITS.uploadBytes,
    });
    const fields = parseFields(ImportFieldsSchema, form.fields);
    return importCdocs(ctx, actor, form.file, CERT_LIMITS.uploadBytes, fields);
  });
  route(app, certificateApi.getAllCdocs, ({ query }) => listCdocs(ctx, query));
  route(app, certificateApi.componentDocs, ({ actor, body }) =>
    componentDocs(ctx, actor, body.materialId),
  );
  route(app, certificateApi.manual, async ({ actor, request }) => {
    const form = await readMultipart(request, {
      fileField: 'pdf',
      fileSize: CERT_LIMITS.uploadBytes,
    });
    const fields = parseFields(ManualCertificateFieldsSchema, form.fields);
    return saveManualCertificate(ctx, actor, fields, form.file);
  });
  route(app, certificateApi.update, ({ actor, body }) => updateCertificate(ctx, actor, body));

  // ------------------------------------------------ review and certification records
  route(app, certificateApi.tempCertificates, ({ actor, params, body }) => {
    const { page = 1, size = 100 } = body ?? {};
    return listTempCertificates(ctx, actor, params.id, { skip: (page - 1) * size, take: size });
  });
  route(app, certificateApi.tempCertificatesPage, ({ actor, params }) =>
    listTempCertificates(ctx, actor, params.id, { skip: params.skip, take: params.take }),
  );
  route(app, certificateApi.approveCerts, ({ actor, body }) =>
    approveCertificates(ctx, actor, body),
  );
  route(app, certificateApi.addExisting, ({ actor, body }) =>
    addExistingCertificate(ctx, actor, body),
  );
  route(app, certificateApi.deleteApproved, ({ actor, body }) =>
    deleteApprovedCertificate(ctx, actor, body.id),
  );
  route(app, certificateApi.approvedOfMaterial, ({ actor, params }) =>
    approvedCertificates(ctx, actor, params.id),
  );
  route(app, certificateApi.byComponentNames, ({ actor, body }) =>
    certificatesByComponentNames(ctx, actor, body.componentNames),
  );

  // ------------------------------------------------ the Components screen
  route(app, certificateApi.components, ({ actor, body }) => {
    const { page = 1, size = 100, sortBy, sortDir = 'asc' } = body ?? {};
    return listComponents(ctx, actor, { page, size, sortDir, ...(sortBy ? { sortBy } : {}) });
  });
};
