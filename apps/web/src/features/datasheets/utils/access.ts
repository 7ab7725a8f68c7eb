/**
 * Who may do what with datasheets (DESIGN.md §9.8), read from the capability table: everyone
 * who sees a product reads its components' datasheets; admins set and remove them.
 */
import { can, type PermissionActor } from '@partproof/shared';

export interface DatasheetAccess {
  read: boolean;
  write: boolean;
}

export function datasheetAccess(user: PermissionActor): DatasheetAccess {
  return {
    read: can(user, 'datasheet.read'),
    write: can(user, 'datasheet.write'),
  };
}
