/** The certificate database (definitions in packages/shared/src/endpoints/cdocs.ts). */
import { CERT_LIMITS, cdocApi } from '@partproof/shared';
import type { ApiRoutes } from '../../lib/route.js';
import { route } from '../../lib/route.js';
import { componentDocs, listCdocs, updateCertificate } from './cdocs.service.js';
import { importCdocs } from './import/cdoc-import.service.js';

export const cdocRoutes: ApiRoutes = (app, ctx) => {
  route(app, cdocApi.importCdocs, ({ actor, fields, files }) =>
    importCdocs(ctx, actor, files[0], CERT_LIMITS.uploadBytes, fields),
  );
  route(app, cdocApi.getAllCdocs, ({ query }) => listCdocs(ctx, query));
  route(app, cdocApi.componentDocs, ({ actor, body }) =>
    componentDocs(ctx, actor, body.materialId),
  );
  route(app, cdocApi.update, ({ actor, body }) => updateCertificate(ctx, actor, body));
};
