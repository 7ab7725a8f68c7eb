import { describe, expect, it } from 'vitest';
import { ALIAS_GROUP_COUNT, MANUFACTURER_ALIASES } from './manufacturer-aliases.js';
import {
  isKnownManufacturer,
  manufacturerWords,
  normaliseManufacturer,
  resolveManufacturer,
  sameManufacturer,
} from './manufacturer.js';

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

  it('keeps a name that consists only of noise words, without its legal form', () => {
    expect(normaliseManufacturer('Electronic Components Inc.')).toBe('electroniccomponents');
    expect(normaliseManufacturer('Taiwan Semiconductor Co., Ltd.')).toBe('taiwansemiconductor');
    expect(normaliseManufacturer('Shanghai Electric')).toBe('shanghaielectric');
    expect(normaliseManufacturer('GmbH')).toBe('gmbh');
  });

  it.each([
    ['Suzhou Good-Ark Electronics Co., Ltd.', 'goodark'],
    ['Nichicon Corporation', 'nichicon'],
    ['WAGO GmbH & Co. KG', 'wago'],
    ['Kyocera AVX Components Corporation', 'kyoceraavx'],
    ['Kingbright Electronic Co., Ltd.', 'kingbright'],
    ['Kabushiki Kaisha Murata Seisakusho', 'murata'],
    ['Omron K.K.', 'omron'],
    ['Finder S.p.A.', 'finder'],
    ['Danfoss A/S', 'danfoss'],
    ['Vaisala Oyj', 'vaisala'],
    ['Globetronics Sdn Bhd', 'globetronics'],
    ['Tata Elxsi Pvt Ltd', 'tataelxsi'],
    ['Fideltronik Sp. z o.o.', 'fideltronik'],
    ['Nihon Dempa Kogyo Co., Ltd.', 'nihondempa'],
    ['Samsung Electro-Mechanics Co., Ltd.', 'samsungelectromechanics'],
    ['Ningbo Songle Relay Co., Ltd.', 'songlerelay'],
    ['New Taipei Lite-On Technology Corp.', 'liteon'],
    ['Hong Kong Fenghua Electronics Ltd.', 'fenghua'],
    ['Guangdong Fenghua Advanced Technology (Holding) Co., Ltd.', 'fenghuaadvanced'],
    ['Nichicon (Wuxi) Corporation', 'nichicon'],
    ['Lelon Electronics (Suzhou) Co., Ltd.', 'lelon'],
    ['Mean Well (Guangzhou) Electronics Co., Ltd.', 'meanwell'],
  ])('strips legal forms, generic words and places: %s → %s', (name, key) => {
    expect(normaliseManufacturer(name)).toBe(key);
  });

  it('treats hyphens, spaces and joined spellings alike', () => {
    for (const name of ['Good-Ark', 'Goodark', 'Good Ark', 'GOOD-ARK', 'Good–Ark'])
      expect(normaliseManufacturer(name)).toBe('goodark');
    expect(normaliseManufacturer('Weidmüller')).toBe(normaliseManufacturer('Weidmuller'));
  });

  it('lists the maker words in order', () => {
    expect(manufacturerWords('Suzhou Good-Ark Electronics Co., Ltd.')).toEqual(['good', 'ark']);
    expect(manufacturerWords('Sanyou Relays Co., Ltd.')).toEqual(['sanyou', 'relays']);
    expect(manufacturerWords(null)).toEqual([]);
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
    ['Suzhou Good-Ark Electronics Co., Ltd.', 'Good-Ark'],
    ['Kyocera AVX Components Corporation', 'AVX'],
    ['Semiconductor Components Industries, LLC', 'onsemi'],
    ['Intersil Americas LLC', 'Renesas'],
    ['KEMET Electronics Corporation', 'Yageo'],
    ['NEC Tokin', 'YAGEO Corporation'],
    ['Linear Technology Corporation', 'Analog Devices'],
    ['Atmel', 'Microchip Technology Inc.'],
    ['Cypress Semiconductor Corporation', 'Infineon'],
    ['SEMCO', 'Samsung Electro-Mechanics Co., Ltd.'],
    ['Weidmueller', 'Weidmüller Interface GmbH & Co. KG'],
    ['WAGO Kontakttechnik GmbH & Co. KG', 'Wago'],
    ['Xiamen Hongfa Electroacoustic Co., Ltd.', 'Hongfa'],
    ['Nantong Jianghai Capacitor Co., Ltd.', 'Jianghai'],
    ['United Chemi-Con', 'Nippon Chemi-Con Corporation'],
    ['Cree', 'Wolfspeed, Inc.'],
    ['OSRAM Opto Semiconductors GmbH', 'ams-OSRAM AG'],
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
    ['Samsung', 'Samsung Electro-Mechanics'],
    ['Mitsubishi Electric', 'Mitsubishi Materials'],
    ['Phoenix Contact', 'Phoenix Mecano AG'],
    ['NXP Semiconductors', 'Nexperia'],
    ['Good-Ark', 'Taiwan Semiconductor Co., Ltd.'],
    ['Sanyou', 'Sanyo Electric Co., Ltd.'],
  ])('%s is not %s', (a, b) => {
    expect(sameManufacturer(a, b)).toBe(false);
  });

  it('resolves every alias to its group’s canonical key', () => {
    expect(resolveManufacturer('EPCOS AG')).toBe('tdk');
    expect(resolveManufacturer('Wurth')).toBe('wurth');
    expect(resolveManufacturer('Cooper Bussmann')).toBe('eaton');
    expect(resolveManufacturer('Unknown Maker GmbH')).toBe('unknownmaker');
    expect(resolveManufacturer('ON Semiconductor')).toBe('onsemi');
  });

  it('knows at least 60 makers and no maker twice', () => {
    expect(ALIAS_GROUP_COUNT).toBeGreaterThanOrEqual(60);
    expect(Object.keys(MANUFACTURER_ALIASES)).toHaveLength(ALIAS_GROUP_COUNT);
    expect(isKnownManufacturer('Nichicon Corporation')).toBe(true);
    expect(isKnownManufacturer('Sanyou Relays Co., Ltd.')).toBe(false);
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
