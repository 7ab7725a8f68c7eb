/**
 * Reviewing a material's part's certificates (spec §7, DESIGN.md §9.1): candidates,
 * approvals, certification records, and the path the spec leaves open (DESIGN.md §4):
 * `POST /certificate/manual`.
 */
import { defineEndpoint } from '../endpoint.js';
import { CERT_LIMITS } from '../schemas/cdocs.js';
import { IdParamsSchema, ResultMessageSchema } from '../schemas/common.js';
import {
  AddExistingResultSchema,
  AddExistingSchema,
  ApprovedCertificateListSchema,
  ApproveCertsResultSchema,
  ApproveCertsSchema,
  CertificatesByComponentNameSchema,
  ComponentNamesSchema,
  DeleteApprovedSchema,
  ManualCertificateFieldsSchema,
  ManualCertificateResultSchema,
  PageBodySchema,
  TempCertificateListSchema,
  TempCertificatePageParamsSchema,
} from '../schemas/certificate-review.js';

export const certificateReviewApi = {
  manual: defineEndpoint({
    method: 'POST',
    path: '/certificate/manual',
    form: {
      fields: ManualCertificateFieldsSchema,
      files: { field: 'pdf', maxBytes: CERT_LIMITS.uploadBytes },
    },
    response: ManualCertificateResultSchema,
    status: 201,
    description:
      "'Add new certificate' (admins): multipart fields serviceName, modelName, materialId, " +
      'source, referenceNumber, expireDate and an optional `pdf` (at most 10 MB).',
    access: { can: 'certificate.addManual', scope: 'company' },
  }),
  tempCertificates: defineEndpoint({
    method: 'POST',
    path: '/material/temp-certificates/by/material/:id',
    params: IdParamsSchema,
    body: PageBodySchema,
    response: TempCertificateListSchema,
    access: { can: 'certificate.review', scope: 'company' },
  }),
  tempCertificatesPage: defineEndpoint({
    method: 'GET',
    path: '/material/temp-certificate/by/materialId/:id/take/:take/skip/:skip/manufacture/:manufacture/model/:model',
    params: TempCertificatePageParamsSchema,
    response: TempCertificateListSchema,
    description:
      'The temporary certificates of a material, paged by take/skip. `manufacture` and ' +
      '`model` name the material as the client shows it; the material id decides.',
    access: { can: 'certificate.review', scope: 'company' },
  }),
  approveCerts: defineEndpoint({
    method: 'POST',
    path: '/cdocs/approve-certs',
    body: ApproveCertsSchema,
    response: ApproveCertsResultSchema,
    access: { can: 'certificate.review', scope: 'company' },
  }),
  addExisting: defineEndpoint({
    method: 'POST',
    path: '/cdocs/add-existing',
    body: AddExistingSchema,
    response: AddExistingResultSchema,
    status: 201,
    access: { can: 'certificate.review', scope: 'company' },
  }),
  deleteApproved: defineEndpoint({
    method: 'POST',
    path: '/cdocs/delete-approved',
    body: DeleteApprovedSchema,
    response: ResultMessageSchema,
    // A certification record is a fact about a part, shared by every product using it.
    access: { can: 'certificate.review', scope: 'global' },
  }),
  approvedOfMaterial: defineEndpoint({
    method: 'GET',
    path: '/material/get/certificates/by/material/:id',
    params: IdParamsSchema,
    response: ApprovedCertificateListSchema,
    access: { can: 'certificateRecord.read', scope: 'company' },
  }),
  byComponentNames: defineEndpoint({
    method: 'POST',
    path: '/material/get/certificates/by/component-names',
    body: ComponentNamesSchema,
    response: CertificatesByComponentNameSchema,
    access: { can: 'certificateRecord.read', scope: 'company' },
  }),
};
