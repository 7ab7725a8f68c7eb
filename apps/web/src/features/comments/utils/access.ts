/**
 * Who may do what with comments and datasheets (DESIGN.md §9.8), read from the capability
 * table: everyone who sees a product reads and writes its comments and reads datasheets;
 * admins delete any comment and set datasheets.
 */
import { can, type PermissionActor } from '@partproof/shared';

export interface CommentAccess {
  read: boolean;
  write: boolean;
  moderate: boolean;
  readDatasheet: boolean;
  writeDatasheet: boolean;
}

export function commentAccess(user: PermissionActor): CommentAccess {
  return {
    read: can(user, 'comment.read'),
    write: can(user, 'comment.write'),
    moderate: can(user, 'comment.moderate'),
    readDatasheet: can(user, 'datasheet.read'),
    writeDatasheet: can(user, 'datasheet.write'),
  };
}
