import { describe, expect, it } from 'vitest';
import { findIssuer } from './find-issuer.js';
import { findKind } from './find-kind.js';
import { findManufacturer } from './find-manufacturer.js';
import type { PageText } from './reader-types.js';

const MAKERS = [
  { id: 1, name: 'Murata' },
  { id: 2, name: 'Würth Elektronik' },
  { id: 3, name: 'Yageo' },
  { id: 4, name: 'TDK' },
  { id: 5, name: 'Rohm' },
  { id: 6, name: 'Texas Instruments' },
  { id: 7, name: 'Hua Xin Tong Electronics' },
  { id: 8, name: 'Acme Polymers' },
  { id: 9, name: 'Components Corporation' },
];
const pages = (...texts: string[]): PageText[] =>
  texts.map((text, index) => ({ page: index + 1, text, ocr: false }));
const maker = (...texts: string[]) => findManufacturer(pages(...texts), MAKERS)?.value.name ?? null;

describe('findManufacturer', () => {
  it('finds a known maker under its legal name', () => {
    expect(maker('Murata Manufacturing Co., Ltd.\nRoHS declaration')).toBe('Murata');
    expect(maker('Würth Elektronik eiSos GmbH & Co. KG')).toBe('Würth Elektronik');
  });

  it('finds a known maker under another name of its group', () => {
    expect(maker('KEMET Electronics Corporation\nRoHS statement')).toBe('Yageo');
  });

  it('does not take an everyday word for a maker of the same name', () => {
    const makers = [
      { id: 1, name: 'Diodes Incorporated' },
      { id: 2, name: 'Diotec Semiconductor' },
      { id: 3, name: 'Yageo' },
      { id: 4, name: 'Monolithic Power Systems' },
    ];
    const of = (...texts: string[]) => findManufacturer(pages(...texts), makers)?.value.name;
    // "Diodes" in a title is the product, "pulse" (Pulse is Yageo's) a word of the text.
    expect(of('SMD Small Signal Switching Diodes\nfast diodes\n© Diotec Semiconductor AG')).toBe(
      'Diotec Semiconductor',
    );
    expect(of('ALT drain pulse\ntrademarks of Monolithic Power Systems, Inc.')).toBe(
      'Monolithic Power Systems',
    );
    expect(of('Diodes Incorporated\nSwitching Diodes')).toBe('Diodes Incorporated');
    expect(of('Pulse Electronics Corporation\nRoHS statement')).toBe('Yageo');
  });

  it('finds a one-word name run together, never split into everyday words', () => {
    const makers = [
      { id: 1, name: 'DisplayModule' },
      { id: 2, name: 'HINK' },
      { id: 3, name: 'Shun Xiang Nuo' },
    ];
    const of = (...texts: string[]) => findManufacturer(pages(...texts), makers)?.value.name;
    expect(of('E-paper Display Module\nDisplay Module\nDisplay Module', 'HINK')).toBe('HINK');
    expect(of('DisplayModule DM-TFT13-377')).toBe('DisplayModule');
    expect(of('SHUNXIANGNUO ELECTRONICS')).toBe('Shun Xiang Nuo');
  });

  it('finds a short name with an ampersand only as written: "CK" is a clock pin', () => {
    const makers = [
      { id: 1, name: 'C&K' },
      { id: 2, name: 'SK hynix' },
    ];
    const of = (...texts: string[]) => findManufacturer(pages(...texts), makers)?.value.name;
    expect(of('CK, CK, CAS\nCK\nCK RAS', '* SK hynix reserves the right')).toBe('SK hynix');
    expect(of('C&K Components\nRoHS statement')).toBe('C&K');
  });

  it('prefers the maker the document names itself over another of its alias group', () => {
    const makers = [
      { id: 1, name: 'KEMET' },
      { id: 2, name: 'Yageo' },
    ];
    expect(findManufacturer(pages('YAGEO Corporation\nwww.yageo.com'), makers)?.value.name).toBe(
      'Yageo',
    );
    expect(findManufacturer(pages('KEMET Electronics\nRoHS'), makers)?.value.name).toBe('KEMET');
  });

  it('prefers the maker of the letterhead and of "we, X, declare" over names in the body', () => {
    expect(
      maker(
        'Line 1\nLine 2\nLine 3\nLine 4\nLine 5\nLine 6\nCross reference: Murata GRM188, Murata GRM155, Murata GRM31\nWe, Würth Elektronik eiSos, hereby declare',
      ),
    ).toBe('Würth Elektronik');
    expect(maker('TDK Corporation\nsecond source: Murata')).toBe('TDK');
  });

  it('takes the applicant of a lab report as the maker', () => {
    expect(maker('SGS\nTest Report No. 1\nApplicant: Murata Manufacturing Co., Ltd.')).toBe(
      'Murata',
    );
  });

  it('does not read "WE declare" as Würth, "RoHS" as Rohm, or lower-case "tdk" as TDK', () => {
    expect(maker('WE HEREBY DECLARE that the RoHS directive is met by tdk-like parts')).toBeNull();
  });

  it('knows ROHM as a maker next to RoHS', () => {
    expect(maker('ROHM Co., Ltd.\nStatement of RoHS Compliance')).toBe('Rohm');
  });

  it('finds a maker whose name the text runs together or splits', () => {
    expect(maker('SHENZHEN HUAXINTONG ELECTRONICS CO., LTD.\nDatasheet')).toBe(
      'Hua Xin Tong Electronics',
    );
    expect(maker('Safety data sheet\nPrepared by Acme Polymer s Regulatory Office')).toBe(
      'Acme Polymers',
    );
    // OCR runs the place into the name.
    expect(maker('Applicant : SHENZHENHUAXINTONG ELECTRONICS FACTORY')).toBe(
      'Hua Xin Tong Electronics',
    );
    expect(maker('Applicant : shenzhenhuaxintong electronics')).toBeNull();
  });

  it('finds a maker named only with generic words when its whole name is written', () => {
    expect(maker('We certify that Components Corporation supplies compliant parts.')).toBe(
      'Components Corporation',
    );
    expect(maker('All components and parts in the corporation’s catalogue')).toBeNull();
  });

  it('finds a maker by its web or e-mail domain', () => {
    expect(maker('Package option addendum\nwww.ti.com\t12-Mar-2020')).toBe('Texas Instruments');
    expect(maker('Questions: compliance@murata.com')).toBe('Murata');
    expect(maker('www.tim-parts.com and www.titan.com')).toBeNull();
  });

  it('proposes no maker the company does not know', () => {
    expect(maker('Acme Widgets Ltd.\nRoHS declaration')).toBeNull();
  });
});

describe('findIssuer', () => {
  it('names the lab heading a report', () => {
    expect(findIssuer(pages('SGS\nSGS-CSTC Standards Technical Services'))?.value).toEqual({
      name: 'SGS',
      kind: 'lab',
    });
    expect(findIssuer(pages('Report issued by TÜV Rheinland for Murata'))?.value.name).toBe(
      'TÜV Rheinland',
    );
  });

  it('does not take a lab named in passing for the issuer', () => {
    const body = 'Murata Manufacturing\n1\n2\n3\n4\n5\n6\n7\n8\nTest reports by SGS are available.';
    expect(findIssuer(pages(body))).toBeNull();
  });

  it('names a distributor heading the document', () => {
    expect(findIssuer(pages('DigiKey\nProduct compliance: GRM188'))?.value).toEqual({
      name: 'Digi-Key',
      kind: 'distributor',
    });
  });
});

describe('findKind', () => {
  const kind = (text: string, issuer: 'lab' | null = null, directives: string[] = []) =>
    findKind(pages(text), {
      issuer,
      directives: directives as Parameters<typeof findKind>[1]['directives'],
    }).value;

  it('tells a lab’s report by its issuer or its header', () => {
    expect(kind('Certificate', 'lab')).toBe('Test report');
    expect(kind('Test Report No. 123\nApplicant: Murata')).toBe('Test report');
  });

  it('tells a full material declaration', () => {
    expect(kind('Full Material Declaration\nHomogeneous material\tCAS')).toBe('FMD');
  });

  it('tells a datasheet or drawing that states compliance', () => {
    expect(kind('FEATURES\nRoHS compliant\nAPPLICATIONS\nABSOLUTE MAXIMUM RATINGS')).toBe(
      'Datasheet',
    );
    expect(kind('ROHS\nDRAWING NO. 1\nSCALE 5:1')).toBe('Datasheet');
  });

  it('tells RoHS, REACH and both from what a statement declares', () => {
    expect(kind('RoHS declaration', null, ['2011/65/EU'])).toBe('RoHS');
    expect(kind('REACH declaration: SVHC candidate list', null, ['1907/2006'])).toBe('REACH');
    expect(kind('RoHS and REACH declaration', null, ['2011/65/EU', '1907/2006'])).toBe(
      'RoHS+REACH',
    );
    expect(kind('A letter about prices')).toBe('Other');
  });
});

describe('findManufacturer with makers named in any characters', () => {
  it('finds a maker whose name holds regular-expression characters, and never throws', () => {
    const makers = [
      ...MAKERS,
      { id: 7, name: 'Q.R (Holdings) [x]*+?' },
      { id: 8, name: 'Acme.Tech+ (Asia) [EU]* Ltd.' },
      { id: 9, name: '(*' },
    ];
    const find = (text: string) => findManufacturer(pages(text), makers)?.value.name ?? null;
    expect(find('Line\nQRX hereby declares')).toBe('Q.R (Holdings) [x]*+?');
    expect(find('ACME.TECH+ [EU]* Ltd.\nRoHS declaration')).toBe('Acme.Tech+ (Asia) [EU]* Ltd.');
    expect(find('(* [x]*+? .*.*.* \\ $^')).toBeNull();
  });

  it('takes a short maker name only as a word of its own, in capitals', () => {
    expect(maker('TDKX and XTDK and ÄTDK and tdk')).toBeNull();
    expect(maker('Line\nTDK-EPC Corporation')).toBe('TDK');
    expect(maker('Line\n𝐀TDK')).toBeNull();
  });
});
