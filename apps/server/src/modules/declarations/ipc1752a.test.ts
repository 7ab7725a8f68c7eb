import { readFileSync } from 'node:fs';
import {
  DeclarationVerdictSchema,
  exemptionLookup,
  SHIPPED_EXEMPTION_TABLE,
} from '@partproof/shared';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error.js';
import { canonicalExemptionId, parseIpc1752a, readQuantity } from './ipc1752a-parse.js';
import { ipc1752aVerdict } from './ipc1752a-verdict.js';

const TODAY = { today: '2025-06-01', exemptions: exemptionLookup(SHIPPED_EXEMPTION_TABLE) };
const fixture = (name: string) =>
  readFileSync(new URL(`../../../test/fixtures/ipc1752a/${name}`, import.meta.url));
const verdictOf = (name: string, list: Parameters<typeof ipc1752aVerdict>[1] = null) =>
  ipc1752aVerdict(parseIpc1752a(fixture(name)), list, TODAY);

describe('parseIpc1752a', () => {
  it('reads supplier, part numbers, date, class and materials of a Class D file', () => {
    const doc = parseIpc1752a(fixture('lead-at-limit.xml'));
    expect(doc).toMatchObject({
      declarationClass: 'D',
      supplier: 'Example Components GmbH',
      mpns: ['RC0603FR-0710KL', 'RC0603FR-0710KL,115'],
      dateIssue: '2024-03-15',
      productMassMg: 150,
      exemptions: [],
    });
    expect(doc.materials.map((m) => [m.name, m.massMg, m.substances.length])).toEqual([
      ['Solder', 100, 2],
      ['Ceramic body', 50, 1],
    ]);
    expect(doc.materials[0]?.substances[1]).toEqual({
      name: 'Lead',
      cas: '7439-92-1',
      massMg: 0.1,
      percent: null,
      exemptions: [],
    });
  });

  it('reads elements and attributes with namespace prefixes', () => {
    const doc = parseIpc1752a(fixture('prefixed-expired-exemption.xml'));
    expect(doc.supplier).toBe('Example Boards Ltd');
    expect(doc.mpns).toEqual(['SRV-BP-01']);
    expect(doc.productMassMg).toBe(10_000);
    expect(doc.materials[0]?.substances.map((s) => s.massMg)).toEqual([370, 630]);
    expect(doc.exemptions).toEqual(['7(b)']);
  });

  it('converts g, kg, µg, %, ppm and mg/kg', () => {
    const doc = parseIpc1752a(fixture('units.xml'));
    expect(doc.productMassMg).toBeCloseTo(2500);
    const [frame, coating] = doc.materials;
    expect(frame?.massMg).toBe(500);
    expect(frame?.substances[1]?.massMg).toBeCloseTo(0.4);
    expect(coating?.massMg).toBeCloseTo(2000);
    const percents = coating?.substances.map((s) => s.percent ?? NaN) ?? [];
    [99.8, 0.05, 0.12].forEach((p, i) => expect(percents[i]).toBeCloseTo(p));
    expect(parseIpc1752a(fixture('cadmium.xml')).materials[0]?.substances[1]?.percent).toBeCloseTo(
      0.011,
    );
  });

  it.each([
    ['mg', '5', { massMg: 5, percent: null }],
    ['G', '0.5', { massMg: 500, percent: null }],
    ['ug', '250', { massMg: 0.25, percent: null }],
    ['massPercent', '0.2', { massMg: null, percent: 0.2 }],
    ['PPM', '1000', { massMg: null, percent: 0.1 }],
    ['furlongs', '1', { massMg: null, percent: null }],
  ])('reads a quantity in %s', (unit, value, expected) => {
    const read = readQuantity(value, unit);
    expect(read.massMg ?? null).toBeCloseTo(expected.massMg ?? 0);
    expect(read.massMg === null).toBe(expected.massMg === null);
    expect(read.percent === null).toBe(expected.percent === null);
    if (expected.percent !== null) expect(read.percent).toBeCloseTo(expected.percent);
  });

  it.each([
    ['7c-I', '7(c)-I'],
    ['7 c(I)', '7(c)-I'],
    ['7(c)-i', '7(c)-I'],
    ['6c', '6(c)'],
    ['15', '15'],
    ['15a', '15(a)'],
    ['III-7(c)-IV', '7(c)-IV'],
    ['something else', 'something else'],
  ])('canonicalises exemption %j as %j', (raw, id) => {
    expect(canonicalExemptionId(raw)).toBe(id);
  });

  it('reads a Class C file: the RoHS answer and its exemptions', () => {
    const doc = parseIpc1752a(fixture('class-c.xml'));
    expect(doc).toMatchObject({
      declarationClass: 'C',
      supplier: 'Example Capacitors Corp',
      mpns: ['FKP2-100N-63'],
      rohsDeclared: 'exempt',
      exemptions: ['7(c)-I'],
      productMassMg: 350,
      materials: [],
    });
  });

  it('refuses a malformed file with a clear message', () => {
    expect(() => parseIpc1752a(fixture('malformed.xml'))).toThrow(
      /^The file is not a readable IPC-1752A declaration: the XML is malformed/,
    );
    expect(() => parseIpc1752a('')).toThrow(AppError);
  });

  it('refuses another kind of XML, naming its root element', () => {
    let error: unknown;
    try {
      parseIpc1752a(fixture('not-ipc.xml'));
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('VALIDATION');
    expect((error as AppError).message).toBe(
      'The file is not a readable IPC-1752A declaration: its root element is <Invoice>, not <MainDeclaration>',
    );
  });
});

describe('ipc1752aVerdict', () => {
  it('a substance exactly at its limit is compliant', () => {
    const verdict = verdictOf('lead-at-limit.xml');
    expect(verdict).toMatchObject({ result: 'compliant', exemptions: [], findings: [] });
    expect(DeclarationVerdictSchema.parse(verdict)).toEqual(verdict);
  });

  it('just over the limit is not compliant, naming substance, material and concentration', () => {
    const verdict = verdictOf('lead-just-over.xml');
    expect(verdict.result).toBe('not-compliant');
    expect(verdict.findings).toEqual([
      {
        substance: 'Lead',
        cas: '7439-92-1',
        material: 'Solder',
        concentration: expect.closeTo(0.1001, 6) as number,
        limit: 0.1,
        exemption: null,
        text: 'Lead at 0.1001 % in Solder exceeds 0.1 %, with no valid exemption',
      },
    ]);
  });

  it('cadmium is held to 0.01 %', () => {
    const verdict = verdictOf('cadmium.xml');
    expect(verdict.result).toBe('not-compliant');
    expect(verdict.findings.map((f) => [f.substance, f.material, f.limit])).toEqual([
      ['Cadmium', 'Contact', 0.01],
    ]);
  });

  it.each(['exempted-lead.xml', 'category-exemption.xml'])(
    'lead covered by a renewal-pending exemption is compliant with that exemption (%s: on the substance or its category)',
    (file) => {
      const verdict = verdictOf(file);
      expect(verdict.result).toBe('compliant-with-exemptions');
      expect(verdict.exemptions).toEqual(['6(c)']);
      expect(verdict.findings[0]).toMatchObject({
        substance: 'Lead',
        material: 'Brass contact',
        exemption: '6(c)',
        text: 'Lead at 2.667 % in Brass contact exceeds 0.1 %, exempted by 6(c)',
      });
    },
  );

  it('an expired exemption does not count', () => {
    const verdict = verdictOf('prefixed-expired-exemption.xml');
    expect(verdict.result).toBe('not-compliant');
    expect(verdict.findings[0]).toMatchObject({ concentration: 37, exemption: null });
  });

  it('an exemption about another substance does not count', () => {
    const doc = parseIpc1752a(fixture('lead-just-over.xml'));
    expect(ipc1752aVerdict({ ...doc, exemptions: ['8(b)'] }, null, TODAY).result).toBe(
      'not-compliant',
    );
    expect(ipc1752aVerdict({ ...doc, exemptions: ['7(a)'] }, null, TODAY).result).toBe(
      'compliant-with-exemptions',
    );
  });

  it('congeners of a substance group add up within a material', () => {
    const verdict = verdictOf('pbde-group.xml');
    expect(verdict.result).toBe('not-compliant');
    expect(verdict.findings).toHaveLength(1);
    expect(verdict.findings[0]?.substance).toBe('Polybrominated diphenyl ethers (PBDE)');
    expect(verdict.findings[0]?.concentration).toBeCloseTo(0.11);
  });

  it('converted units decide: hexavalent chromium at 1200 mg/kg is over, the rest under', () => {
    const verdict = verdictOf('units.xml');
    expect(verdict.findings.map((f) => [f.substance, f.material])).toEqual([
      ['Hexavalent chromium', 'Coating'],
    ]);
    expect(verdict.notes).toContain(
      'No REACH candidate list has been imported, so REACH was not checked',
    );
  });

  it('a candidate-list substance over 0.1 % of the article is reported', () => {
    const list = [
      { name: 'Lead titanium zirconium oxide', cas: '12626-81-2', ec: '235-727-4' },
      { name: 'Dibutyl phthalate', cas: '84-74-2', ec: '201-557-4' },
    ];
    const verdict = verdictOf('units.xml', list);
    const reach = verdict.findings.find((f) => f.material === null);
    expect(reach).toMatchObject({
      substance: 'Lead titanium zirconium oxide',
      limit: 0.1,
      exemption: null,
      text: 'Lead titanium zirconium oxide (REACH candidate list) at 0.12 % of the article exceeds 0.1 %',
    });
    expect(reach?.concentration).toBeCloseTo(0.12);
  });

  it('Class C: the declared answer and exemptions decide', () => {
    const doc = parseIpc1752a(fixture('class-c.xml'));
    expect(ipc1752aVerdict(doc, null, TODAY)).toEqual({
      result: 'compliant-with-exemptions',
      exemptions: ['7(c)-I'],
      findings: [],
      notes: [],
    });
    expect(
      ipc1752aVerdict({ ...doc, exemptions: [], rohsDeclared: 'yes' }, null, TODAY).result,
    ).toBe('compliant');
    const refused = ipc1752aVerdict({ ...doc, exemptions: [], rohsDeclared: 'no' }, null, TODAY);
    expect(refused.result).toBe('not-compliant');
    expect(refused.notes).toEqual(['The supplier declares that the part does not meet RoHS']);
  });

  it('Class C relying on an expired exemption is not compliant', () => {
    const doc = parseIpc1752a(fixture('class-c.xml'));
    const verdict = ipc1752aVerdict({ ...doc, exemptions: ['7(b)'] }, null, TODAY);
    expect(verdict.result).toBe('not-compliant');
    expect(verdict.notes).toEqual(['Exemption 7(b) is claimed but expired 2016-07-21']);
  });

  it('Class C over a threshold with no exemption reads as a "no"', () => {
    const xml = fixture('class-c.xml')
      .toString('utf8')
      .replace(/<Exemption [^>]*\/>/, '');
    const doc = parseIpc1752a(xml);
    expect(doc.rohsDeclared).toBe('no');
    expect(ipc1752aVerdict(doc, null, TODAY).result).toBe('not-compliant');
  });
});
