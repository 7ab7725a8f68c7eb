/** Requests to manufacturers and their contacts (packages/shared/src/endpoints/requests.ts). */
import { contactApi, requestApi } from '@partproof/shared';
import type { ApiRoutes } from '../../lib/route.js';
import { route } from '../../lib/route.js';
import { activateCollection } from './activate.service.js';
import { listContacts, saveContacts } from './contacts.service.js';
import { requestHistory, revokeRequest } from './history.service.js';
import { previewRequest, sendRequest } from './send.service.js';

export const requestRoutes: ApiRoutes = (app, ctx) => {
  route(app, contactApi.list, ({ actor, params }) => listContacts(ctx, actor, params.id));
  route(app, contactApi.save, ({ actor, params, body }) =>
    saveContacts(ctx, actor, params.id, body),
  );
  route(app, requestApi.preview, ({ actor, body }) => previewRequest(ctx, actor, body));
  route(app, requestApi.send, ({ actor, body }) => sendRequest(ctx, actor, body));
  route(app, requestApi.activate, ({ actor, body }) => activateCollection(ctx, actor, body));
  route(app, requestApi.history, ({ actor, body }) => requestHistory(ctx, actor, body.names));
  route(app, requestApi.revoke, ({ actor, body }) => revokeRequest(ctx, actor, body.requestId));
};
