/**
 * RoHS / REACH declarations (DESIGN.md §9.3–9.6, the calls of §9.10). Every call needs the
 * user's RoHS flag (the capability table says so), admins included; the Certificates tab's
 * list (`certificate/get-cert`) does not.
 */
import { z } from 'zod';
import { DECLARATION_LIMITS } from '../constants/declarations.js';
import { defineEndpoint } from '../endpoint.js';
import { IdSchema, ResultMessageSchema } from '../schemas/common.js';
import {
  CertificateDocumentListSchema,
  CertificateDocumentsQuerySchema,
  DeclarationDeleteSchema,
  DeclarationDocumentListSchema,
  DeclarationDocumentsQuerySchema,
  DeclarationListSchema,
  DeclarationProposalSchema,
  DeclarationSchema,
  DeclarationUpdateSchema,
  DeclarationUploadFieldsSchema,
  FetchDocsResultSchema,
  FetchDocsSchema,
  RohsUpdateSchema,
} from '../schemas/declarations.js';
import { CandidateListFieldsSchema, CandidateListResultSchema } from '../schemas/law.js';
import { MaterialSchema } from '../schemas/materials.js';

export const declarationApi = {
  read: defineEndpoint({
    method: 'POST',
    path: '/rohs/read',
    form: { files: { field: 'file', maxBytes: DECLARATION_LIMITS.fileBytes } },
    response: DeclarationProposalSchema,
    description:
      'Reads a dropped file (multipart `file`: PDF, PNG/JPEG scan or IPC-1752A XML, at most ' +
      '10 MB) and proposes the declaration form; nothing is stored. Scans of more than 5 ' +
      'pages are refused (413).',
    access: { can: 'declaration.write', scope: 'global' },
  }),
  upload: defineEndpoint({
    method: 'POST',
    path: '/rohs/upload',
    form: {
      fields: DeclarationUploadFieldsSchema,
      files: {
        field: 'files',
        maxBytes: DECLARATION_LIMITS.fileBytes,
        maxFiles: DECLARATION_LIMITS.files,
      },
    },
    response: DeclarationSchema,
    status: 201,
    description:
      "'Add new material declaration': multipart fields type, manufacturer, issuer, models, " +
      'dateIssue, dateCollection, directives / exemptions (JSON arrays), candidateList (JSON), ' +
      'conditions, materialID (optional: fetch for it at once) and `files` (1–5, 10 MB each).',
    access: { can: 'declaration.write', scope: 'global' },
  }),
  ofMaterial: defineEndpoint({
    method: 'GET',
    path: '/rohs/getRohsFiles/:id',
    params: z.object({ id: IdSchema }),
    response: DeclarationListSchema,
    description: "The declarations covering the material's part, most specific first.",
    access: { can: 'declaration.read', scope: 'company' },
  }),
  update: defineEndpoint({
    method: 'POST',
    path: '/rohs/updateRohs',
    body: DeclarationUpdateSchema,
    response: DeclarationSchema,
    access: { can: 'declaration.write', scope: 'global' },
  }),
  remove: defineEndpoint({
    method: 'POST',
    path: '/rohs/deleteRohsFiles',
    body: DeclarationDeleteSchema,
    response: ResultMessageSchema,
    access: { can: 'declaration.write', scope: 'global' },
  }),
  review: defineEndpoint({
    method: 'POST',
    path: '/rohs/update',
    body: RohsUpdateSchema,
    response: MaterialSchema,
    description:
      'Review: rohsStatus 2 Approved, 8 Not approved or 1 In review of `declarationId`, or ' +
      "of every declaration covering the material's part; other statuses are derived (400).",
    access: { can: 'declaration.write', scope: 'company' },
  }),
  documents: defineEndpoint({
    method: 'GET',
    path: '/rohs/get-rohs',
    query: DeclarationDocumentsQuerySchema,
    response: DeclarationDocumentListSchema,
    access: { can: 'declaration.read', scope: 'company' },
  }),
  certificates: defineEndpoint({
    method: 'GET',
    path: '/certificate/get-cert',
    query: CertificateDocumentsQuerySchema,
    response: CertificateDocumentListSchema,
    access: { can: 'certificateRecord.read', scope: 'company' },
  }),
  fetchDocs: defineEndpoint({
    method: 'POST',
    path: '/material/get-docs-for-materials',
    body: FetchDocsSchema,
    response: FetchDocsResultSchema,
    status: 202,
    description:
      "Fetch RoHS/REACH: links each material's part to the declarations covering it, as a " +
      'job; progress as `rohsUpdate` live events. `runAll` takes every material of the ' +
      'product of the listed ids.',
    access: { can: 'declaration.fetch', scope: 'company' },
  }),
  candidateList: defineEndpoint({
    method: 'POST',
    path: '/substances/candidate-list',
    form: {
      fields: CandidateListFieldsSchema,
      files: { field: 'file', maxBytes: DECLARATION_LIMITS.fileBytes },
    },
    response: CandidateListResultSchema,
    status: 201,
    description:
      "Imports the REACH candidate list (multipart `file`: the regulator's CSV/xlsx export, " +
      '`date`, the version date, and `dryRun`). `dryRun=true` (the default) answers which parts ' +
      'change status and stores nothing; `dryRun=false` stores the version (the newest is ' +
      'current) and answers the same impact.',
    access: { can: 'law.import', scope: 'global' },
  }),
};
