/**
 * The certificate database, cdocs (spec §7), plus the path the spec leaves open (DESIGN.md
 * §4): `POST /cdocs/import`. Registered by apps/server/src/modules/cdocs/cdocs.routes.ts;
 * the manufacturers are in manufacturers.ts.
 */
import { defineEndpoint } from '../endpoint.js';
import {
  CdocImportFieldsSchema,
  CdocImportResultSchema,
  CERT_LIMITS,
  CdocListSchema,
  CdocSchema,
  CertificateUpdateSchema,
  GetAllCdocsQuerySchema,
  GetAllCdocsResultSchema,
  MaterialIdBodySchema,
} from '../schemas/cdocs.js';

export const cdocApi = {
  importCdocs: defineEndpoint({
    method: 'POST',
    path: '/cdocs/import',
    form: {
      fields: CdocImportFieldsSchema,
      files: { field: 'file', maxBytes: CERT_LIMITS.uploadBytes },
    },
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
    access: { can: 'cdoc.write', scope: 'global' },
  }),
  getAllCdocs: defineEndpoint({
    method: 'POST',
    path: '/cdocs/get-all-cdocs',
    query: GetAllCdocsQuerySchema,
    response: GetAllCdocsResultSchema,
    access: { can: 'cdoc.read', scope: 'global' },
  }),
  componentDocs: defineEndpoint({
    method: 'POST',
    path: '/cdocs/get-component-docs',
    body: MaterialIdBodySchema,
    response: CdocListSchema,
    access: { can: 'cdoc.read', scope: 'company' },
  }),
  update: defineEndpoint({
    method: 'POST',
    path: '/certificate/update',
    body: CertificateUpdateSchema,
    response: CdocSchema,
    access: { can: 'cdoc.write', scope: 'global' },
  }),
};
