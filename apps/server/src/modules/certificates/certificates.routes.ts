/**
 * The certificate calls of spec §7 (paths verbatim), plus the two whose paths the spec
 * leaves open (DESIGN.md §4): `POST /cdocs/import` and `POST /certificate/manual`.
 */
import { z } from 'zod';
import {
  AddExistingResultSchema,
  AddExistingSchema,
  ApprovedCertificateListSchema,
  ApproveCertsResultSchema,
  ApproveCertsSchema,
  CdocImportResultSchema,
  CdocListSchema,
  CdocSchema,
  CertificatesByComponentNameSchema,
  CertificateUpdateSchema,
  CERT_LIMITS,
  ComponentListSchema,
  ComponentNamesSchema,
  DeleteApprovedSchema,
  GetAllCdocsQuerySchema,
  GetAllCdocsResultSchema,
  ManualCertificateFieldsSchema,
  ManualCertificateResultSchema,
  MaterialIdBodySchema,
  PageBodySchema,
  ComponentListQuerySchema,
  ResultMessageSchema,
  TempCertificateListSchema,
  TempCertificatePageParamsSchema,
} from '@partproof/shared';
import type { ApiRoutes } from '../../app.js';
import { parseFields, readMultipart } from '../../lib/multipart.js';
import { requireActor } from '../../plugins/auth.js';
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

const IdParamsSchema = z.object({ id: z.coerce.number().int().positive() });
/** The optional text fields of an import: a column mapping (JSON) and the header row. */
const ImportFieldsSchema = z.object({
  mapping: z.string().max(10_000).optional(),
  headerRow: z.coerce.number().int().positive().max(1_000_000).optional(),
});

export const certificateRoutes: ApiRoutes = (app, ctx) => {
  // ------------------------------------------------ the certificate database (cdocs)
  app.post(
    '/cdocs/import',
    {
      schema: {
        description:
          'Imports a certificate directory export (multipart `file`: CSV or xlsx, at most 10 MB). ' +
          'Admins only. Idempotent on certifying body + reference number. Columns are found by ' +
          'their header names; when Certifying Body, Reference Number and Holder cannot be ' +
          'found, nothing is imported and the answer has `needsMapping: true`, the guessed ' +
          '1-based `headerRow`, its cells as `columns` [{index, header}] and the first three ' +
          'data rows as `sampleRows`. Post the file again with the text field `mapping` (JSON ' +
          'object: field → 0-based column index; fields certifyingBody, refNumber, holder ' +
          '(required), models, standard, issueDate, expiryDate, link, documentNo, rawVersion, ' +
          'validity, reason; no column twice) and optionally `headerRow` to use that mapping ' +
          'instead of detection; an invalid mapping answers 400 with details per field.',
        consumes: ['multipart/form-data'],
        response: { 200: CdocImportResultSchema },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      const form = await readMultipart(request, {
        fileField: 'file',
        fileSize: CERT_LIMITS.uploadBytes,
      });
      const fields = parseFields(ImportFieldsSchema, form.fields);
      return importCdocs(ctx, actor, form.file, CERT_LIMITS.uploadBytes, fields);
    },
  );

  app.post(
    '/cdocs/get-all-cdocs',
    {
      schema: {
        querystring: GetAllCdocsQuerySchema,
        response: { 200: GetAllCdocsResultSchema },
      },
    },
    (request) => listCdocs(ctx, request.query),
  );

  app.post(
    '/cdocs/get-component-docs',
    { schema: { body: MaterialIdBodySchema, response: { 200: CdocListSchema } } },
    (request) => componentDocs(ctx, requireActor(request), request.body.materialId),
  );

  app.post(
    '/certificate/manual',
    {
      schema: {
        description:
          "'Add new certificate' (admins): multipart fields serviceName, modelName, materialId, " +
          'source, referenceNumber, expireDate and an optional `pdf` (at most 10 MB).',
        consumes: ['multipart/form-data'],
        response: { 201: ManualCertificateResultSchema },
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      const form = await readMultipart(request, {
        fileField: 'pdf',
        fileSize: CERT_LIMITS.uploadBytes,
      });
      const fields = parseFields(ManualCertificateFieldsSchema, form.fields);
      const result = await saveManualCertificate(ctx, actor, fields, form.file);
      return reply.status(201).send(result);
    },
  );

  app.post(
    '/certificate/update',
    { schema: { body: CertificateUpdateSchema, response: { 200: CdocSchema } } },
    (request) => updateCertificate(ctx, requireActor(request), request.body),
  );

  // ------------------------------------------------ review and certification records
  app.post(
    '/material/temp-certificates/by/material/:id',
    {
      schema: {
        params: IdParamsSchema,
        body: PageBodySchema,
        response: { 200: TempCertificateListSchema },
      },
    },
    (request) => {
      const { page = 1, size = 100 } = request.body ?? {};
      return listTempCertificates(ctx, requireActor(request), request.params.id, {
        skip: (page - 1) * size,
        take: size,
      });
    },
  );

  app.get(
    '/material/temp-certificate/by/materialId/:id/take/:take/skip/:skip/manufacture/:manufacture/model/:model',
    {
      schema: {
        description:
          'The temporary certificates of a material, paged by take/skip. `manufacture` and ' +
          '`model` name the material as the client shows it; the material id decides.',
        params: TempCertificatePageParamsSchema,
        response: { 200: TempCertificateListSchema },
      },
    },
    (request) =>
      listTempCertificates(ctx, requireActor(request), request.params.id, {
        skip: request.params.skip,
        take: request.params.take,
      }),
  );

  app.post(
    '/cdocs/approve-certs',
    { schema: { body: ApproveCertsSchema, response: { 200: ApproveCertsResultSchema } } },
    (request) => approveCertificates(ctx, requireActor(request), request.body),
  );

  app.post(
    '/cdocs/add-existing',
    { schema: { body: AddExistingSchema, response: { 201: AddExistingResultSchema } } },
    async (request, reply) =>
      reply
        .status(201)
        .send(await addExistingCertificate(ctx, requireActor(request), request.body)),
  );

  app.post(
    '/cdocs/delete-approved',
    { schema: { body: DeleteApprovedSchema, response: { 200: ResultMessageSchema } } },
    (request) => deleteApprovedCertificate(ctx, requireActor(request), request.body.id),
  );

  app.get(
    '/material/get/certificates/by/material/:id',
    { schema: { params: IdParamsSchema, response: { 200: ApprovedCertificateListSchema } } },
    (request) => approvedCertificates(ctx, requireActor(request), request.params.id),
  );

  app.post(
    '/material/get/certificates/by/component-names',
    {
      schema: {
        body: ComponentNamesSchema,
        response: { 200: CertificatesByComponentNameSchema },
      },
    },
    (request) =>
      certificatesByComponentNames(ctx, requireActor(request), request.body.componentNames),
  );

  // ------------------------------------------------ the Components screen
  app.post(
    '/product/getAllComponents',
    { schema: { body: ComponentListQuerySchema, response: { 200: ComponentListSchema } } },
    (request) => {
      const { page = 1, size = 100, sortBy, sortDir = 'asc' } = request.body ?? {};
      return listComponents(ctx, requireActor(request), {
        page,
        size,
        sortDir,
        ...(sortBy ? { sortBy } : {}),
      });
    },
  );
};
