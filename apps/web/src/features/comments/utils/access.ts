/**
 * Who may do what with comments (DESIGN.md §9.8), read from the capability table: everyone
 * who sees a product reads and writes its comments; admins delete any comment.
 */
import { can, type PermissionActor } from '@partproof/shared';

export interface CommentAccess {
  read: boolean;
  write: boolean;
  moderate: boolean;
}

export function commentAccess(user: PermissionActor): CommentAccess {
  return {
    read: can(user, 'comment.read'),
    write: can(user, 'comment.write'),
    moderate: can(user, 'comment.moderate'),
  };
}
