// TEMPORARY until the rules branch is merged.
import type { DeclarationVerdict } from '@partproof/shared';
export interface Ipc1752aDocument {
  supplier: string | null;
  mpns: string[];
  dateIssue: string | null;
}
export function parseIpc1752a(_xml: Buffer | string): Ipc1752aDocument {
  throw new Error('ipc not merged');
}
export function ipc1752aVerdict(_d: Ipc1752aDocument, _c: unknown, _t: string): DeclarationVerdict {
  throw new Error('ipc not merged');
}
