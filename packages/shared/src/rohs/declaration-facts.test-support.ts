/**
 * For the tests of the RoHS rules: an approved RoHS 3 manufacturer's statement issued
 * 2023-05-01, with what a test changes. Left out of the build (tsconfig.build.json).
 */
import type { DeclarationFacts } from './status.js';

export function declarationFacts(overrides: Partial<DeclarationFacts> = {}): DeclarationFacts {
  return {
    id: 1,
    kind: 'RoHS',
    reviewState: 'approved',
    specificity: 'mpn',
    dateIssue: '2023-05-01',
    dateCollection: '2024-01-10',
    directives: ['2011/65/EU', '(EU) 2015/863'],
    exemptions: [],
    candidateList: null,
    evidenceKind: 'manufacturer-statement',
    ...overrides,
  };
}
