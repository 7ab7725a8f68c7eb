/** What the component table needs to know about the person looking at it. */
import { ROLES, Role, type RoleId } from '@partproof/shared';

export interface TableViewer {
  role: RoleId;
  isAdmin: boolean;
  /** Engineers read the table only (DESIGN.md §5.1). */
  readOnly: boolean;
  /** Admin edit mode: names, references, manufacturers and types become inputs. */
  editMode: boolean;
}

export function tableViewer(role: RoleId, editMode: boolean): TableViewer {
  return {
    role,
    isAdmin: role === Role.Admin,
    readOnly: role === Role.Engineer,
    editMode: role === Role.Admin && editMode,
  };
}

/** A role id from the user record; anything unknown is treated as the read-only engineer. */
export function asRoleId(role: number): RoleId {
  return ROLES.find((r) => r.id === role)?.id ?? Role.Engineer;
}
