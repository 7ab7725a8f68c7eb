// TEMPORARY until the reader branch is merged.
import type { DeclarationProposal } from '@partproof/shared';
export interface KnownData {
  manufacturers: Array<{ id: number; name: string }>;
  partsOf(manufacturerId: number): Promise<Array<{ mpn: string }>>;
}
export function readDeclaration(
  _file: { bytes: Buffer; mime: 'application/pdf' | 'image/png' | 'image/jpeg' },
  _known: KnownData,
  _options: { today: string },
): Promise<DeclarationProposal> {
  return Promise.reject(new Error('reader not merged'));
}
