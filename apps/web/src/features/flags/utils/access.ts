/**
 * Who may do what with flags (DESIGN.md §9.8), read from the capability table: everyone who
 * sees a material flags it; admins resolve flags.
 */
import { can, type PermissionActor } from '@partproof/shared';

export interface FlagAccess {
  flag: boolean;
  resolve: boolean;
}

export function flagAccess(user: PermissionActor): FlagAccess {
  return {
    flag: can(user, 'material.flag'),
    resolve: can(user, 'material.resolveFlag'),
  };
}
