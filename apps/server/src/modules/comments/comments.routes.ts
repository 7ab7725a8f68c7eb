/** Comments on components (definitions in packages/shared/src/endpoints/comments.ts). */
import { commentApi as api } from '@partproof/shared';
import type { ApiRoutes } from '../../lib/route.js';
import { route } from '../../lib/route.js';
import {
  deleteComment,
  listComments,
  partComments,
  saveComment,
  updateComment,
} from './comments.service.js';

export const commentRoutes: ApiRoutes = (app, ctx) => {
  route(app, api.save, ({ actor, body }) => saveComment(ctx, actor, body));
  route(app, api.getAll, ({ actor, body }) => listComments(ctx, actor, body.entityId));
  route(app, api.update, ({ actor, body }) => updateComment(ctx, actor, body));
  route(app, api.remove, ({ actor, body }) => deleteComment(ctx, actor, body.id));
  route(app, api.ofPart, ({ actor, body }) => partComments(ctx, actor, body.partId));
};
