/** The document types a declaration can be (DESIGN.md §9.3): the form's Type. */
export const DECLARATION_KINDS = [
  'RoHS',
  'REACH',
  'RoHS+REACH',
  'FMD',
  'IPC-1752A',
  'Test report',
  'Datasheet',
  'Other',
] as const;
export type DeclarationKind = (typeof DECLARATION_KINDS)[number];
