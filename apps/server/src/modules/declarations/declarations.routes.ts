/** RoHS/REACH declarations (definitions in packages/shared/src/endpoints/declarations.ts). */
import {
  CandidateListFieldsSchema,
  DECLARATION_LIMITS,
  declarationApi as api,
  DeclarationUploadFieldsSchema,
} from '@partproof/shared';
import type { ApiRoutes } from '../../lib/route.js';
import { parseFields, readMultipart } from '../../lib/multipart.js';
import { route } from '../../lib/route.js';
import { importCandidateList } from './candidate-list.service.js';
import {
  deleteDeclarations,
  updateDeclaration,
  uploadDeclaration,
} from './declarations.service.js';
import { certificateDocuments, declarationDocuments } from './documents.service.js';
import { fetchDocs } from './fetch-docs.service.js';
import { readDocument } from './read.service.js';
import { closeReader } from './reader/read-declaration.js';
import { declarationsOfMaterial, reviewDeclarations } from './review.service.js';

const oneFile = { fileField: 'file', fileSize: DECLARATION_LIMITS.fileBytes };

export const declarationRoutes: ApiRoutes = (app, ctx) => {
  // The OCR engine is shared by every read; it stops with the app (lazily started again).
  app.addHook('onClose', () => closeReader());
  route(app, api.read, async ({ actor, request }) => {
    const form = await readMultipart(request, oneFile);
    return readDocument(ctx, actor, form.file);
  });
  route(app, api.upload, async ({ actor, request }) => {
    const form = await readMultipart(request, {
      fileField: 'files',
      fileSize: DECLARATION_LIMITS.fileBytes,
      maxFiles: DECLARATION_LIMITS.files,
    });
    const fields = parseFields(DeclarationUploadFieldsSchema, form.fields);
    return uploadDeclaration(ctx, actor, fields, form.files);
  });
  route(app, api.ofMaterial, ({ actor, params }) => declarationsOfMaterial(ctx, actor, params.id));
  route(app, api.update, ({ actor, body }) => updateDeclaration(ctx, actor, body));
  route(app, api.remove, ({ actor, body }) => deleteDeclarations(ctx, actor, body.ids));
  route(app, api.review, ({ actor, body }) => reviewDeclarations(ctx, actor, body));
  route(app, api.documents, ({ actor, query }) => declarationDocuments(ctx, actor, query));
  route(app, api.certificates, ({ actor, query }) => certificateDocuments(ctx, actor, query));
  route(app, api.fetchDocs, ({ actor, body }) => fetchDocs(ctx, actor, body));
  route(app, api.candidateList, async ({ actor, request }) => {
    const form = await readMultipart(request, oneFile);
    const { date } = parseFields(CandidateListFieldsSchema, form.fields);
    return importCandidateList(ctx, actor, date, form.file);
  });
};
