import { describe, expect, it } from 'vitest';
import { defaultEvidenceKind, EVIDENCE_KINDS } from './evidence-kind.js';
import { SHIPPED_EXEMPTION_TABLE } from './exemption-table.js';
import { exemptionLookup } from './exemptions.js';
import { derivePartRohsStatus } from './part-status.js';
import { RohsStatus, type DeclarationFacts, type StatusContext } from './status.js';

const ctx: StatusContext = {
  today: '2025-06-01',
  candidateLists: [],
  maxAgeYears: null,
  exemptions: exemptionLookup(SHIPPED_EXEMPTION_TABLE),
  category: null,
};

function decl(overrides: Partial<DeclarationFacts>): DeclarationFacts {
  return {
    id: 1,
    kind: 'RoHS',
    evidenceKind: 'manufacturer-statement',
    reviewState: 'approved',
    specificity: 'all',
    dateIssue: '2024-05-01',
    dateCollection: '2024-06-10',
    directives: ['2011/65/EU', '(EU) 2015/863'],
    exemptions: [],
    candidateList: null,
    ...overrides,
  };
}

describe('the kind of evidence a declaration is', () => {
  it.each([
    ['FMD', null, 'full-material-declaration'],
    ['IPC-1752A', null, 'full-material-declaration'],
    ['Test report', 'SGS-CSTC Standards Technical Services', 'lab-report'],
    ['Datasheet', null, 'datasheet'],
    ['RoHS', null, 'manufacturer-statement'],
    ['RoHS+REACH', 'Mouser Electronics', 'distributor-document'],
  ] as const)('a %s issued by %s is a %s', (kind, issuer, expected) => {
    expect(defaultEvidenceKind(kind, issuer)).toBe(expected);
  });

  it('ranks data on substances above a word, and a web capture last', () => {
    expect(EVIDENCE_KINDS[0]).toBe('full-material-declaration');
    expect(EVIDENCE_KINDS.indexOf('lab-report')).toBeLessThan(
      EVIDENCE_KINDS.indexOf('manufacturer-statement'),
    );
    expect(EVIDENCE_KINDS.at(-1)).toBe('web-capture');
  });
});

describe('several approved declarations: the strongest current one decides', () => {
  it('a lab report outranks a newer, more specific statement, and the reason says so', () => {
    const verdict = derivePartRohsStatus(
      [
        decl({ id: 1, specificity: 'mpn', dateIssue: '2025-01-10' }),
        decl({ id: 2, kind: 'Test report', evidenceKind: 'lab-report', dateIssue: '2024-03-01' }),
      ],
      ctx,
    );
    expect(verdict.status).toBe(RohsStatus.Approved);
    expect(verdict.declarationId).toBe(2);
    expect(verdict.reason).toContain(
      'rests on the lab report issued 2024-03-01, the strongest of 2 approved declarations',
    );
  });

  it('a current statement beats an outdated full material declaration', () => {
    const verdict = derivePartRohsStatus(
      [
        decl({ id: 1, evidenceKind: 'full-material-declaration', directives: ['2002/95/EC'] }),
        decl({ id: 2, evidenceKind: 'web-capture' }),
      ],
      ctx,
    );
    expect(verdict).toMatchObject({ status: RohsStatus.Approved, declarationId: 2 });
    expect(verdict.reason).toContain('rests on the web capture issued 2024-05-01');
  });

  it('among equals the more specific, then the newer decides', () => {
    const verdict = derivePartRohsStatus(
      [
        decl({ id: 1, specificity: 'all', dateIssue: '2025-01-01' }),
        decl({ id: 2, specificity: 'series', dateIssue: '2023-01-01' }),
        decl({ id: 3, specificity: 'series', dateIssue: '2024-01-01' }),
      ],
      ctx,
    );
    expect(verdict.declarationId).toBe(3);
  });

  it('one declaration alone keeps its reason unchanged', () => {
    const verdict = derivePartRohsStatus([decl({ evidenceKind: 'lab-report' })], ctx);
    expect(verdict.reason).not.toContain('rests on');
  });
});
