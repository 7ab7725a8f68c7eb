/**
 * The declarations feature's own texts; the spec's (§8: 'Fetching manufacturer documents!',
 * 'Success!' …) are shared, in ROHS_MSG and MSG.
 */
export const DECLARATION_MSG = {
  reading: 'Reading the document…',
  saved: 'Material declaration saved',
  updated: 'Material declaration updated',
  noFiles: 'Add at least one file: PDF, PNG, JPEG or IPC-1752A XML',
  noDeclarations: 'No material declaration covers this component yet',
  deleteConfirm: 'Are you sure you want to delete this material declaration?',
} as const;
