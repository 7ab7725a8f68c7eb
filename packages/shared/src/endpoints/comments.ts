/**
 * Comments on components (spec §7 material/comment/save, /material/comment/getAll; DESIGN.md
 * §9.8). Everyone who can see a product reads and writes its components' comments; the author
 * edits and deletes their own, admins delete any. Registered by
 * apps/server/src/modules/comments/.
 */
import { defineEndpoint } from '../endpoint.js';
import {
  CommentDeleteResultSchema,
  CommentIdSchema,
  CommentListQuerySchema,
  CommentListSchema,
  CommentSaveSchema,
  CommentSchema,
  CommentUpdateSchema,
  PartCommentListSchema,
  PartCommentsQuerySchema,
} from '../schemas/comments.js';

export const commentApi = {
  save: defineEndpoint({
    method: 'POST',
    path: '/material/comment/save',
    body: CommentSaveSchema,
    response: CommentSchema,
    status: 201,
    description:
      'Adds a comment to a component (`entityId`). The body is HTML; the server keeps only ' +
      'p, br, b, strong, i, em, u, ul, ol, li, a (http, https, mailto), code, pre and ' +
      'blockquote. A body empty after that is refused (400).',
    access: { can: 'comment.write', scope: 'company' },
  }),
  getAll: defineEndpoint({
    method: 'POST',
    path: '/material/comment/getAll',
    body: CommentListQuerySchema,
    response: CommentListSchema,
    description: "A component's comments, oldest first.",
    access: { can: 'comment.read', scope: 'company' },
  }),
  update: defineEndpoint({
    method: 'POST',
    path: '/material/comment/update',
    body: CommentUpdateSchema,
    response: CommentSchema,
    description: 'Changes the body of a comment; only its author may.',
    access: { can: 'comment.write', scope: 'company' },
  }),
  remove: defineEndpoint({
    method: 'POST',
    path: '/material/comment/delete',
    body: CommentIdSchema,
    response: CommentDeleteResultSchema,
    description: 'Deletes a comment: its author, or an admin.',
    access: { can: 'comment.write', scope: 'company' },
  }),
  ofPart: defineEndpoint({
    method: 'POST',
    path: '/part/comments',
    body: PartCommentsQuerySchema,
    response: PartCommentListSchema,
    description:
      "The Components screen's COMMENTS 'Show': the comments on the components using a part " +
      'that the caller may see, each with its product, oldest first; 404 when the caller may ' +
      'see no use of the part.',
    access: { can: 'comment.read', scope: 'company' },
  }),
};
