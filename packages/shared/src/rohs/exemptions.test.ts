import { describe, expect, it } from 'vitest';
import { defaultEeeCategory } from './eee-category.js';
import { SHIPPED_EXEMPTION_TABLE } from './exemption-table.js';
import { exemptionLookup, exemptionState, exemptionStatus } from './exemptions.js';
import { RohsStatus, assessDeclaration, type DeclarationFacts } from './status.js';
import { findAnnexII } from './substances.js';

const TABLE = exemptionLookup(SHIPPED_EXEMPTION_TABLE);
const entry = (id: string) => {
  const found = TABLE.get(id);
  if (!found) throw new Error(`${id} is not in the shipped table`);
  return found;
};
const ACT_1802 = 'Commission Delegated Directive (EU) 2025/1802';
const ACT_2363 = 'Commission Delegated Directive (EU) 2025/2363';
const ACT_2364 = 'Commission Delegated Directive (EU) 2025/2364';

describe('the shipped Annex III table', () => {
  it('holds each id once, each about an Annex II substance, each with its act', () => {
    const ids = SHIPPED_EXEMPTION_TABLE.exemptions.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const e of SHIPPED_EXEMPTION_TABLE.exemptions) {
      expect(findAnnexII(e.substance)?.key).toBe(e.substance);
      expect(e.act).toMatch(/Directive/);
      expect(e.actDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  // Read on EUR-Lex (https://eur-lex.europa.eu/eli/dir_del/2025/1802/oj/eng): "Commission Delegated
  // Directive (EU) 2025/1802 of 8 September 2025 … as regards an exemption for lead in high melting
  // temperature solders … OJ L, 2025/1802, 21.11.2025".
  it('every 7(a) entry cites (EU) 2025/1802, OJ L 2025/1802 of 21.11.2025 (EUR-Lex, verified)', () => {
    const ids = SHIPPED_EXEMPTION_TABLE.exemptions
      .map((e) => e.id)
      .filter((id) => /^7\(a\)/.test(id));
    expect(ids).toHaveLength(8);
    for (const id of ids) {
      expect(entry(id)).toMatchObject({
        act: ACT_1802,
        actDate: '2025-11-21',
        source: 'https://eur-lex.europa.eu/eli/dir_del/2025/1802/oj',
      });
    }
  });

  // Read on EUR-Lex (CELEX 32025L2364, FR and DA texts): "Directive déléguée (UE) 2025/2364 … du
  // 8 septembre 2025 … plomb en tant qu'élément d'alliage dans l'acier, l'aluminium et le cuivre …
  // JO L, 2025/2364, 21.11.2025".
  it('every 6(a)/6(b)/6(c) entry cites (EU) 2025/2364, OJ L 2025/2364 of 21.11.2025 (EUR-Lex, verified)', () => {
    const ids = SHIPPED_EXEMPTION_TABLE.exemptions.map((e) => e.id).filter((id) => /^6\(/.test(id));
    expect(ids).toEqual([
      '6(a)',
      '6(a)-I',
      '6(a)-II',
      '6(b)',
      '6(b)-I',
      '6(b)-II',
      '6(b)-III',
      '6(c)',
    ]);
    for (const id of ids) {
      expect(entry(id)).toMatchObject({
        act: ACT_2364,
        actDate: '2025-11-21',
        source: 'https://eur-lex.europa.eu/eli/dir_del/2025/2364/oj',
      });
    }
    expect(SHIPPED_EXEMPTION_TABLE.date).toBe('2025-11-21');
  });

  // EUR-Lex legal bases: 2025/1802 "in particular Article 5(1), point (a)" (grant or renew only);
  // 2025/2364 "article 5, paragraphe 1, points a) et b)" (b: deleting an entry). Which entry 2364
  // revokes was not read in the OJ annex: 6(b)-II is from secondary sources.
  it('only (EU) 2025/2364, whose basis includes Art. 5(1)(b), revokes an entry; 2025/1802 revokes none (EUR-Lex)', () => {
    const revoked = SHIPPED_EXEMPTION_TABLE.exemptions.filter((e) => e.revoked);
    expect(revoked.map((e) => e.id)).toEqual(['6(b)-II']);
    for (const e of revoked) expect(e.act).toBe(ACT_2364);
    expect(SHIPPED_EXEMPTION_TABLE.exemptions.some((e) => e.act === ACT_1802 && e.revoked)).toBe(
      false,
    );
  });

  // The annex rows tested below (dates, scopes, splits) come from secondary sources; they were
  // not read in the OJ annexes (exemption-table.ts header).
  it('(EU) 2025/1802 split 7(a) into 7(a)-I … 7(a)-VII and set 7(a) to end on 30 June 2027', () => {
    for (const roman of ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII']) {
      const e = entry(`7(a)-${roman}`);
      expect(e.act).toBe(ACT_1802);
      expect(e.actDate).toBe('2025-11-21');
      expect(exemptionState(TABLE, e.id, '2027-12-31', 3)).toMatchObject({
        expired: false,
        expires: '2027-12-31',
      });
    }
    expect(exemptionState(TABLE, '7(a)', '2027-07-01', 3)).toMatchObject({
      expired: true,
      expires: '2027-06-30',
    });
  });

  it('(EU) 2025/2364 added 6(b)-III, revoked 6(b)-II with a phase-out, and dates 6(b)-I by category', () => {
    expect(entry('6(b)-III')).toMatchObject({ act: ACT_2364, limit: 'up to 0.3 % lead by weight' });
    expect(exemptionStatus(entry('6(b)-II'), '2026-11-28')).toBe('revoked');
    expect(exemptionState(TABLE, '6(b)-II', '2027-06-11', 3).expired).toBe(false);
    expect(exemptionState(TABLE, '6(b)-II', '2027-06-12', 3).expired).toBe(true);
    expect(exemptionState(TABLE, '6(b)-I', '2026-11-28', 3).expires).toBe('2026-12-11');
    expect(exemptionState(TABLE, '6(b)-I', '2026-11-28', 9).expires).toBe('2027-06-30');
  });

  it('(EU) 2025/2363 decided 7(c)-I and 7(c)-II (no longer renewal pending) and added 7(c)-V, 7(c)-VI', () => {
    expect(exemptionState(TABLE, '7(c)-I', '2026-11-28', 4)).toMatchObject({
      renewalPending: false,
      expires: '2027-06-30',
    });
    expect(entry('7(c)-II').act).toBe(ACT_2363);
    expect(entry('7(c)-V').act).toBe(ACT_2363);
    expect(entry('7(c)-VI').act).toBe(ACT_2363);
  });

  it('an entry no 2025 act decided stays valid while its renewal is pending (Art. 5(5))', () => {
    expect(exemptionState(TABLE, '8(b)', '2030-01-01', 3)).toMatchObject({
      expired: false,
      expires: null,
      renewalPending: true,
    });
  });

  it('an entry outside the category is out of scope; with no category the strictest date applies', () => {
    expect(exemptionState(TABLE, '15', '2026-11-28', 3)).toMatchObject({
      inScope: false,
      expired: true,
    });
    expect(exemptionState(TABLE, '15', '2026-11-28', 9).inScope).toBe(true);
    expect(exemptionState(TABLE, '6(b)-I', '2026-11-28', null).expires).toBe('2026-12-11');
  });

  it('an unknown id is known as unknown and never aged', () => {
    expect(exemptionState(TABLE, '99(z)', '2030-01-01', 3)).toMatchObject({
      known: false,
      expired: false,
    });
  });

  it('an entry ends the day after its last valid day', () => {
    expect(exemptionState(TABLE, '1(f)-I', '2027-02-24', 5).expiresInDays).toBe(0);
    expect(exemptionState(TABLE, '1(f)-I', '2027-02-25', 5).expired).toBe(true);
    expect(exemptionStatus(entry('1(a)'), '2026-11-28')).toBe('expired');
    expect(exemptionStatus(entry('6(c)'), '2026-11-28')).toBe('valid');
  });
});

describe('a part relying on an exemption, by its product category', () => {
  const facts: DeclarationFacts = {
    id: 5,
    kind: 'RoHS',
    reviewState: 'approved',
    specificity: 'mpn',
    dateIssue: '2026-03-01',
    dateCollection: '2026-03-10',
    directives: ['2011/65/EU', '(EU) 2015/863'],
    exemptions: ['6(b)-I'],
    evidenceKind: 'manufacturer-statement',
    candidateList: null,
  };
  const on = (today: string, category: 3 | 8 | 9 | null) =>
    assessDeclaration(facts, {
      today,
      candidateLists: [],
      maxAgeYears: null,
      exemptions: TABLE,
      category,
    });

  it('the category changes the answer: soon outdated for IT, approved for instruments', () => {
    expect(on('2026-11-28', 3)).toMatchObject({
      status: RohsStatus.SoonOutdated,
      reason: 'Relies on exemption 6(b)-I, which expires 2026-12-11 for category 3 (in 13 days)',
    });
    expect(on('2026-11-28', 9)).toMatchObject({ status: RohsStatus.Approved });
    expect(on('2026-11-28', 9).reason).toContain('relies on exemption 6(b)-I');
  });

  it('ended for the category: outdated, naming the exemption and the date', () => {
    expect(on('2026-12-12', 3)).toMatchObject({
      status: RohsStatus.Outdated,
      reason: 'Relies on exemption 6(b)-I, expired 2026-12-11 for category 3',
    });
  });

  it('an exemption outside the category does not cover the part', () => {
    expect(on('2026-11-28', 8)).toMatchObject({
      status: RohsStatus.Outdated,
      reason: 'Relies on exemption 6(b)-I, which does not apply to category 8',
    });
  });
});

describe('defaultEeeCategory', () => {
  it.each([
    [['Industrial controller'], 9],
    [['LED luminaire'], 5],
    [['Network switch'], 3],
    [['Patient monitor'], 8],
    [['Power tool'], 6],
    [['Audio amplifier'], 4],
    [['Kitchen appliance'], 2],
    [['Coffee vending machine'], 10],
    [['Widget'], 11],
    [[], 11],
  ])('%j → %i', (types, category) => {
    expect(defaultEeeCategory(types)).toBe(category);
  });
});
