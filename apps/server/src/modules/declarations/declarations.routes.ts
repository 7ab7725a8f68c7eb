/** RoHS/REACH declarations (definitions in packages/shared/src/endpoints/declarations.ts). */
import { declarationApi as api, lawApi as law } from '@partproof/shared';
import type { ApiRoutes } from '../../lib/route.js';
import { route } from '../../lib/route.js';
import { getCandidateListTable, importCandidateList } from './candidate-list.service.js';
import { getExemptionTable, importExemptionTable } from './exemption-tables.service.js';
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

export const declarationRoutes: ApiRoutes = (app, ctx) => {
  // The OCR engine is shared by every read; it stops with the app (lazily started again).
  app.addHook('onClose', () => closeReader());
  route(app, api.read, ({ actor, files }) => readDocument(ctx, actor, files[0]));
  route(app, api.upload, ({ actor, fields, files }) =>
    uploadDeclaration(ctx, actor, fields, files),
  );
  route(app, api.ofMaterial, ({ actor, params }) => declarationsOfMaterial(ctx, actor, params.id));
  route(app, api.update, ({ actor, body }) => updateDeclaration(ctx, actor, body));
  route(app, api.remove, ({ actor, body }) => deleteDeclarations(ctx, actor, body.ids));
  route(app, api.review, ({ actor, body }) => reviewDeclarations(ctx, actor, body));
  route(app, api.documents, ({ actor, query }) => declarationDocuments(ctx, actor, query));
  route(app, api.certificates, ({ actor, query }) => certificateDocuments(ctx, actor, query));
  route(app, api.fetchDocs, ({ actor, body }) => fetchDocs(ctx, actor, body));
  route(app, api.candidateList, ({ actor, fields, files }) =>
    importCandidateList(
      ctx,
      actor,
      { date: fields.date, dryRun: fields.dryRun === 'true' },
      files[0],
    ),
  );
  route(app, law.exemptions, () => getExemptionTable(ctx));
  route(app, law.importExemptions, ({ actor, fields, files }) =>
    importExemptionTable(ctx, actor, fields.dryRun === 'true', files[0]),
  );
  route(app, law.candidateList, () => getCandidateListTable(ctx));
};
