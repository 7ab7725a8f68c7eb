/**
 * The declarations feature's own texts, translated where they are drawn (`t(DECLARATION_MSG.…)`);
 * the spec's (§8: 'Fetching manufacturer documents!', 'Success!' …) are shared, in ROHS_MSG and MSG.
 */
import { msg } from '@/i18n/i18n';

export const DECLARATION_MSG = {
  reading: msg('Reading the document…'),
  saved: msg('Material declaration saved'),
  updated: msg('Material declaration updated'),
  noFiles: msg('Add at least one file: PDF, PNG, JPEG or IPC-1752A XML'),
  noDeclarations: msg('No material declaration covers this component yet'),
  deleteConfirm: msg('Are you sure you want to delete this material declaration?'),
} as const;
