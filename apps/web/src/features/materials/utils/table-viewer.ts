/** What the component table needs to know about the person looking at it. */
import { can, ROLES, Role, type RoleId } from '@partproof/shared';

export interface TableViewer {
  role: RoleId;
  /** The Delete column and the delete button under the table. */
  canDelete: boolean;
  /** The selection column, and the bulk actions under the table. */
  canSelect: boolean;
  /** The edit mode switch (its rows' names, manufacturers and types become inputs). */
  canEditInTable: boolean;
  /** Without material.edit (engineers) the table is read only (DESIGN.md §5.1). */
  readOnly: boolean;
  /** Edit mode is on (and allowed): the rows' cells are inputs. */
  editMode: boolean;
}

export function tableViewer(role: RoleId, editMode: boolean): TableViewer {
  return {
    role,
    canDelete: can({ role }, 'material.delete'),
    canSelect: can({ role }, 'material.select'),
    canEditInTable: can({ role }, 'material.editInTable'),
    readOnly: !can({ role }, 'material.edit'),
    editMode: can({ role }, 'material.editInTable') && editMode,
  };
}

/** A role id from the user record; anything unknown is treated as the read-only engineer. */
export function asRoleId(role: number): RoleId {
  return ROLES.find((r) => r.id === role)?.id ?? Role.Engineer;
}
