import { technicalFileApi as api } from '@partproof/shared';
import { contentDisposition } from '../../lib/content-disposition.js';
import type { ApiRoutes } from '../../lib/route.js';
import { route } from '../../lib/route.js';
import { generateRevision, listRevisions, revisionPack } from './revisions.service.js';
import { riskTable, saveRiskTable } from './risk-table.service.js';
import { keyFingerprint, packKey } from './signing-key.js';
import { technicalFile } from './technical-file.service.js';

export const technicalFileRoutes: ApiRoutes = (app, ctx) => {
  route(app, api.get, ({ actor, params }) => technicalFile(ctx, actor, params.id));
  route(app, api.generate, ({ actor, params, body }) =>
    generateRevision(ctx, actor, params.id, body),
  );
  route(app, api.revisions, ({ actor, params }) => listRevisions(ctx, actor, params.id));
  route(app, api.pack, async ({ actor, params, reply }) => {
    const pack = await revisionPack(ctx, actor, params.id, params.number);
    return reply
      .header('Content-Type', 'application/zip')
      .header('Content-Disposition', contentDisposition('attachment', pack.name))
      .send(pack.stream);
  });
  route(app, api.publicKey, async () => {
    const { publicKey } = await packKey(ctx.db);
    return { algorithm: 'Ed25519' as const, publicKey, fingerprint: keyFingerprint(publicKey) };
  });
  route(app, api.riskTable, () => riskTable(ctx.db));
  route(app, api.saveRiskTable, ({ actor, body }) => saveRiskTable(ctx, actor, body.rules));
};
