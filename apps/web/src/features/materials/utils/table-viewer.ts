/** What the component table needs to know about the person looking at it. */
import { can, ROLES, Role, type RoleId } from '@partproof/shared';

export interface TableViewer {
  role: RoleId;
  /** Selection, Delete and edit mode: whoever may delete materials (the admins). */
  isAdmin: boolean;
  /** Without material.edit (engineers) the table is read only (DESIGN.md §5.1). */
  readOnly: boolean;
  /** Admin edit mode: names, references, manufacturers and types become inputs. */
  editMode: boolean;
}

export function tableViewer(role: RoleId, editMode: boolean): TableViewer {
  return {
    role,
    isAdmin: can({ role }, 'material.delete'),
    readOnly: !can({ role }, 'material.edit'),
    editMode: can({ role }, 'material.delete') && editMode,
  };
}

/** A role id from the user record; anything unknown is treated as the read-only engineer. */
export function asRoleId(role: number): RoleId {
  return ROLES.find((r) => r.id === role)?.id ?? Role.Engineer;
}
