/** Reviewing certificates (definitions in packages/shared/src/endpoints/certificate-review.ts). */
import { certificateReviewApi as api } from '@partproof/shared';
import type { ApiRoutes } from '../../lib/route.js';
import { route } from '../../lib/route.js';
import { saveManualCertificate } from './manual-certificate.service.js';
import {
  addExistingCertificate,
  approveCertificates,
  approvedCertificates,
  certificatesByComponentNames,
  deleteApprovedCertificate,
  listTempCertificates,
} from './review.service.js';

export const certificateReviewRoutes: ApiRoutes = (app, ctx) => {
  route(app, api.manual, ({ actor, fields, files }) =>
    saveManualCertificate(ctx, actor, fields, files[0]),
  );
  route(app, api.tempCertificates, ({ actor, params, body }) => {
    const { page = 1, size = 100 } = body ?? {};
    return listTempCertificates(ctx, actor, params.id, { skip: (page - 1) * size, take: size });
  });
  route(app, api.tempCertificatesPage, ({ actor, params }) =>
    listTempCertificates(ctx, actor, params.id, { skip: params.skip, take: params.take }),
  );
  route(app, api.approveCerts, ({ actor, body }) => approveCertificates(ctx, actor, body));
  route(app, api.addExisting, ({ actor, body }) => addExistingCertificate(ctx, actor, body));
  route(app, api.deleteApproved, ({ actor, body }) =>
    deleteApprovedCertificate(ctx, actor, body.id),
  );
  route(app, api.approvedOfMaterial, ({ actor, params }) =>
    approvedCertificates(ctx, actor, params.id),
  );
  route(app, api.byComponentNames, ({ actor, body }) =>
    certificatesByComponentNames(ctx, actor, body.componentNames),
  );
};
