/**
 * The certificate calls of spec §7 (paths verbatim), plus the two whose paths the spec
 * leaves open (DESIGN.md §4): `POST /cdocs/import` and `POST /certificate/manual`.
 */
import { defineEndpoint } from '../endpoint.js';
import { IdParamsSchema } from '../schemas/common.js';
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
  ComponentListQuerySchema,
  ComponentListSchema,
  ComponentNamesSchema,
  DeleteApprovedSchema,
  GetAllCdocsQuerySchema,
  GetAllCdocsResultSchema,
  ManualCertificateResultSchema,
  MaterialIdBodySchema,
  PageBodySchema,
  TempCertificateListSchema,
  TempCertificatePageParamsSchema,
} from '../schemas/certificates.js';
import { ResultMessageSchema } from '../schemas/products.js';

export const certificateApi = {
  // ------------------------------------------------ the certificate database (cdocs)
  importCdocs: defineEndpoint({
    method: 'POST',
    path: '/cdocs/import',
    multipart: true,
    response: CdocImportResultSchema,
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
  }),
  getAllCdocs: defineEndpoint({
    method: 'POST',
    path: '/cdocs/get-all-cdocs',
    query: GetAllCdocsQuerySchema,
    response: GetAllCdocsResultSchema,
  }),
  componentDocs: defineEndpoint({
    method: 'POST',
    path: '/cdocs/get-component-docs',
    body: MaterialIdBodySchema,
    response: CdocListSchema,
  }),
  manual: defineEndpoint({
    method: 'POST',
    path: '/certificate/manual',
    multipart: true,
    response: ManualCertificateResultSchema,
    status: 201,
    description:
      "'Add new certificate' (admins): multipart fields serviceName, modelName, materialId, " +
      'source, referenceNumber, expireDate and an optional `pdf` (at most 10 MB).',
  }),
  update: defineEndpoint({
    method: 'POST',
    path: '/certificate/update',
    body: CertificateUpdateSchema,
    response: CdocSchema,
  }),

  // ------------------------------------------------ review and certification records
  tempCertificates: defineEndpoint({
    method: 'POST',
    path: '/material/temp-certificates/by/material/:id',
    params: IdParamsSchema,
    body: PageBodySchema,
    response: TempCertificateListSchema,
  }),
  tempCertificatesPage: defineEndpoint({
    method: 'GET',
    path: '/material/temp-certificate/by/materialId/:id/take/:take/skip/:skip/manufacture/:manufacture/model/:model',
    params: TempCertificatePageParamsSchema,
    response: TempCertificateListSchema,
    description:
      'The temporary certificates of a material, paged by take/skip. `manufacture` and ' +
      '`model` name the material as the client shows it; the material id decides.',
  }),
  approveCerts: defineEndpoint({
    method: 'POST',
    path: '/cdocs/approve-certs',
    body: ApproveCertsSchema,
    response: ApproveCertsResultSchema,
  }),
  addExisting: defineEndpoint({
    method: 'POST',
    path: '/cdocs/add-existing',
    body: AddExistingSchema,
    response: AddExistingResultSchema,
    status: 201,
  }),
  deleteApproved: defineEndpoint({
    method: 'POST',
    path: '/cdocs/delete-approved',
    body: DeleteApprovedSchema,
    response: ResultMessageSchema,
  }),
  approvedOfMaterial: defineEndpoint({
    method: 'GET',
    path: '/material/get/certificates/by/material/:id',
    params: IdParamsSchema,
    response: ApprovedCertificateListSchema,
  }),
  byComponentNames: defineEndpoint({
    method: 'POST',
    path: '/material/get/certificates/by/component-names',
    body: ComponentNamesSchema,
    response: CertificatesByComponentNameSchema,
  }),

  // ------------------------------------------------ the Components screen
  components: defineEndpoint({
    method: 'POST',
    path: '/product/getAllComponents',
    body: ComponentListQuerySchema,
    response: ComponentListSchema,
  }),
};
