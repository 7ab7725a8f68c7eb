import { describe, expect, it } from 'vitest';
import { MANUFACTURER_ALIASES } from './manufacturer-aliases.js';
import { normaliseManufacturer, resolveManufacturer, sameManufacturer } from './manufacturer.js';

describe('manufacturer normalisation', () => {
  it('strips legal forms and noise words', () => {
    expect(normaliseManufacturer('Littelfuse Inc.')).toBe('littelfuse');
    expect(normaliseManufacturer('Würth Elektronik eiSos GmbH & Co. KG')).toBe('wurtheisos');
    expect(normaliseManufacturer('Murata Manufacturing Co., Ltd.')).toBe('murata');
    expect(normaliseManufacturer('Yageo Corporation')).toBe('yageo');
    expect(normaliseManufacturer('Schurter Electronic Components')).toBe('schurter');
    expect(normaliseManufacturer('Infineon Technologies AG')).toBe('infineon');
    expect(normaliseManufacturer('Nexperia B.V.')).toBe('nexperia');
    expect(normaliseManufacturer('Hongfa Group Holding Limited')).toBe('hongfa');
    expect(normaliseManufacturer('Schneider S.A.')).toBe('schneider');
    expect(normaliseManufacturer('Acme LLC')).toBe('acme');
    expect(normaliseManufacturer('Murata Electronics Europe B.V.')).toBe('murata');
  });

  it('folds accents and special letters', () => {
    expect(normaliseManufacturer('Würth')).toBe('wurth');
    expect(normaliseManufacturer('Société Générale Électronique')).toBe(
      'societegeneraleelectronique',
    );
    expect(normaliseManufacturer('Weißer')).toBe('weisser');
    expect(normaliseManufacturer('Ørsted')).toBe('orsted');
  });

  it('ignores case, spacing and punctuation', () => {
    expect(normaliseManufacturer('LITTELFUSE')).toBe('littelfuse');
    expect(normaliseManufacturer('Littel fuse')).toBe('littelfuse');
    expect(normaliseManufacturer('TDK-EPC')).toBe('tdkepc');
  });

  it('only strips noise as whole words', () => {
    expect(normaliseManufacturer('STMicroelectronics')).toBe('stmicroelectronics');
    expect(normaliseManufacturer('Incotec')).toBe('incotec');
  });

  it('keeps a name that consists only of noise words', () => {
    expect(normaliseManufacturer('Electronic Components Inc.')).toBe('electroniccomponentsinc');
  });

  it('turns missing names into the empty string', () => {
    expect(normaliseManufacturer(null)).toBe('');
    expect(normaliseManufacturer('  ')).toBe('');
  });
});

describe('manufacturer aliases', () => {
  it.each([
    ['TDK Electronics AG', 'EPCOS'],
    ['TDK-EPC', 'TDK Corporation'],
    ['Würth Elektronik', 'WE'],
    ['Wuerth Elektronik GmbH', 'Wurth'],
    ['Littelfuse Inc.', 'Littel fuse'],
    ['Omron Electronic Components LLC', 'OMRON Corporation'],
    ['Vishay Dale', 'Vishay BCcomponents'],
    ['BC Components', 'Vishay Intertechnology, Inc.'],
    ['KEMET Electronics Corporation', 'Arcotronics Italia S.p.A.'],
    ['Panasonic Industry Co., Ltd.', 'Matsushita Electric Industrial Co., Ltd.'],
    ['Yageo', 'Phycomp'],
    ['Tyco Electronics', 'TE Connectivity'],
    ['AMP', 'TE'],
    ['Phoenix Contact GmbH & Co. KG', 'PHOENIX CONTACT'],
    ['Bel Fuse Inc.', 'Bel Power Solutions'],
    ['Eaton', 'Cooper Bussmann'],
    ['Infineon Technologies AG', 'International Rectifier'],
    ['STMicroelectronics', 'ST'],
    ['Texas Instruments Incorporated', 'TI'],
    ['ON Semiconductor', 'onsemi'],
    ['Fairchild Semiconductor', 'ON Semi'],
    ['MEAN WELL Enterprises Co., Ltd.', 'Meanwell'],
    ['RECOM Power GmbH', 'Recom'],
    ['TRACO Electronic AG', 'Traco Power'],
    ['Murata Manufacturing Co., Ltd.', 'muRata'],
    ['Schurter AG', 'SCHURTER'],
  ])('%s is the same manufacturer as %s', (a, b) => {
    expect(sameManufacturer(a, b)).toBe(true);
    expect(sameManufacturer(b, a)).toBe(true);
  });

  it.each([
    ['TDK-Lambda', 'TDK'],
    ['TDK', 'Murata'],
    ['Vishay', 'Yageo'],
    ['Littelfuse', 'Eaton'],
    ['Bel Fuse', 'Littelfuse'],
  ])('%s is not %s', (a, b) => {
    expect(sameManufacturer(a, b)).toBe(false);
  });

  it('resolves every alias to its group’s canonical key', () => {
    expect(resolveManufacturer('EPCOS AG')).toBe('tdk');
    expect(resolveManufacturer('Wurth')).toBe('wurth');
    expect(resolveManufacturer('Cooper Bussmann')).toBe('eaton');
    expect(resolveManufacturer('Unknown Maker GmbH')).toBe('unknownmaker');
  });

  it('gives no alias to two groups', () => {
    const owner = new Map<string, string>();
    for (const [canonical, aliases] of Object.entries(MANUFACTURER_ALIASES)) {
      for (const name of [canonical, ...aliases]) {
        const key = normaliseManufacturer(name);
        expect(key, `${name} normalises to nothing`).not.toBe('');
        expect(owner.get(key) ?? canonical, `${name} is in two groups`).toBe(canonical);
        owner.set(key, canonical);
      }
    }
  });

  it('never treats two empty names as the same manufacturer', () => {
    expect(sameManufacturer('', '')).toBe(false);
    expect(sameManufacturer(null, undefined)).toBe(false);
    expect(sameManufacturer('GmbH', '')).toBe(false);
  });
});
