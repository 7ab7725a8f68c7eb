/**
 * Who sees what of RoHS/REACH (DESIGN.md §9.3 "Who"), read from the capability table: every
 * column, button, dialog and the Material Declarations tab need the user's RoHS flag; the
 * Certificates tab of the Documents screen does not.
 */
import { can, type PermissionActor } from '@partproof/shared';

export interface DeclarationAccess {
  /** The RoHS status column, the RoHS certificate dialog, the Material Declarations tab. */
  read: boolean;
  /** Review, edit, delete and 'Add new material declaration'. */
  write: boolean;
  /** 'Fetch RoHs/REACH' on the product page and per row. */
  fetch: boolean;
  /** 'Import candidate list' on the Documents screen. */
  importCandidateList: boolean;
}

export function declarationAccess(user: PermissionActor): DeclarationAccess {
  return {
    read: can(user, 'declaration.read'),
    write: can(user, 'declaration.write'),
    fetch: can(user, 'declaration.fetch'),
    importCandidateList: can(user, 'law.import'),
  };
}

export type DocumentsTab = 'certificates' | 'declarations';

/** The Documents screen's tabs: Certificates for everyone, declarations with the flag. */
export function documentsTabs(user: PermissionActor): DocumentsTab[] {
  const tabs: DocumentsTab[] = [];
  if (can(user, 'certificateRecord.read')) tabs.push('certificates');
  if (can(user, 'declaration.read')) tabs.push('declarations');
  return tabs;
}
