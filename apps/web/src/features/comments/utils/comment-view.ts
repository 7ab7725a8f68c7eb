/**
 * How a comment is shown and who may change it (DESIGN.md §9.8): the author's initials when
 * there is no avatar, and Edit for the author, Delete for the author or a moderator (admins).
 */
import type { Comment } from '@partproof/shared';

export function authorName(comment: Comment): string {
  return `${comment.author.firstName} ${comment.author.lastName}`.trim();
}

/** Up to two capital letters from the first and last name ('?' when both are empty). */
export function initials(author: Comment['author']): string {
  const letters = [author.firstName, author.lastName]
    .map((name) => name.trim().charAt(0).toUpperCase())
    .join('');
  return letters || '?';
}

export interface CommentActions {
  edit: boolean;
  remove: boolean;
}

/** What the viewer may do with a comment: the author edits and deletes, a moderator deletes. */
export function commentActions(
  comment: Comment,
  viewerId: number,
  canModerate: boolean,
): CommentActions {
  const own = comment.author.id !== null && comment.author.id === viewerId;
  return { edit: own, remove: own || canModerate };
}
