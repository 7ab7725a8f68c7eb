/**
 * The declarations feature's texts. The spec's own (§8: 'Fetching manufacturer documents!')
 * is not in the shared MSG table yet, so it is kept here, verbatim.
 */
export const DECLARATION_MSG = {
  fetching: 'Fetching manufacturer documents!',
  reading: 'Reading the document…',
  saved: 'Material declaration saved',
  updated: 'Material declaration updated',
  noFiles: 'Add at least one file: PDF, PNG, JPEG or IPC-1752A XML',
  noDeclarations: 'No material declaration covers this component yet',
  deleteConfirm: 'Are you sure you want to delete this material declaration?',
} as const;
