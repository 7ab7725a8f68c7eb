import { describe, expect, it } from 'vitest';
import {
  distributorOf,
  mpnFromDatasheetUrl,
  mpnFromDistributorNumber,
  type DerivedPart,
} from './derive-mpn.js';

describe('MPN from a datasheet address', () => {
  const cases: [string, DerivedPart | null][] = [
    // LCSC file names: <…>_<Maker-Words>-<MPN>_C<number>.pdf
    [
      'https://www.lcsc.com/datasheet/lcsc_datasheet_1811141123_Murata-Electronics-GRM155R71C104KA88D_C71629.pdf',
      { mpn: 'GRM155R71C104KA88D', manufacturer: 'Murata Electronics' },
    ],
    [
      'https://datasheet.lcsc.com/lcsc/1811151520_YAGEO-RC0603FR-0710KL_C98220.pdf',
      { mpn: 'RC0603FR-0710KL', manufacturer: 'YAGEO' },
    ],
    [
      'https://datasheet.lcsc.com/szlcsc/Texas-Instruments-LM317DCYR_C48024.pdf',
      { mpn: 'LM317DCYR', manufacturer: 'Texas Instruments' },
    ],
    [
      'https://www.lcsc.com/datasheet/lcsc_datasheet_2304140030_Samsung-Electro-Mechanics-CL10A225KO8NNNC_C23630.pdf',
      { mpn: 'CL10A225KO8NNNC', manufacturer: 'Samsung Electro Mechanics' },
    ],
    // A query parameter named for the part number.
    [
      'https://www.murata.com/en-us/products/productdetail?partno=GRM155R71C104KA88%23',
      { mpn: 'GRM155R71C104KA88', manufacturer: null },
    ],
    // A maker's own PDF names a family or a document, not an orderable part.
    ['https://www.ti.com/lit/ds/symlink/lm317.pdf', null],
    ['http://www.vishay.com/docs/20035/dcrcwe3.pdf', null],
    ['https://www.murata.com/~/media/webrenewal/support/library/catalog/products/c02e.ashx', null],
    // No maker words before the number: maker and MPN cannot be told apart.
    ['https://datasheet.lcsc.com/lcsc/3M-2211S-40G_C12345.pdf', null],
    // An LCSC-looking name without LCSC's own number at the end.
    ['https://example.com/files/Murata-Electronics-GRM155R71C104KA88D.pdf', null],
    // KiCad's "no datasheet" and text that is no address.
    ['~', null],
    ['', null],
    ['GRM155R71C104KA88D', null],
    ['see datasheet', null],
  ];
  it.each(cases)('%s', (url, expected) => {
    expect(mpnFromDatasheetUrl(url)).toEqual(expected);
  });
});

describe('MPN from a distributor order number', () => {
  const cases: [string, ReturnType<typeof distributorOf>, string | null][] = [
    // LCSC numbers are LCSC's own; they carry no MPN.
    ['C71629', 'lcsc', null],
    // Mouser: a numeric maker prefix before the MPN.
    ['81-GRM155R71C104KA88D', 'mouser', 'GRM155R71C104KA88D'],
    ['595-LM317KCSE3', 'mouser', 'LM317KCSE3'],
    ['538-43045-0412', 'mouser', '43045-0412'],
    ['81-1234', 'mouser', null],
    ['GRM155R71C104KA88D', 'mouser', null],
    // Digi-Key: packaging suffix and maker code stripped where what is left is an MPN.
    ['ATMEGA328P-PU-ND', 'digikey', 'ATMEGA328P-PU'],
    ['490-GRM155R71C104KA88D-ND', 'digikey', 'GRM155R71C104KA88D'],
    ['296-LM317DCYR-1-ND', 'digikey', 'LM317DCYR'],
    ['BZX84C5V1-7-ND', 'digikey', 'BZX84C5V1-7'],
    // Without a maker code a trailing -1 may be the MPN's own: ambiguous, so nothing.
    ['5-1437565-1-ND', 'digikey', null],
    ['490-1318-1-ND', 'digikey', null],
    ['311-10.0KHRCT-ND', 'digikey', null],
    ['P10.0KHCT-ND', 'digikey', null],
    ['1276-1000-1-ND', 'digikey', null],
    // Under a generic supplier header only Digi-Key's -ND suffix says who issued it.
    ['ATMEGA328P-PU-ND', null, 'ATMEGA328P-PU'],
    ['81-GRM155R71C104KA88D', null, null],
    ['454-693', null, null],
    ['C71629', null, null],
    ['', 'mouser', null],
    ['81-GRM 155', 'mouser', null],
  ];
  it.each(cases)('%s (%s) → %s', (number, distributor, expected) => {
    expect(mpnFromDistributorNumber(number, distributor)).toBe(expected);
  });

  it('reads the distributor from the column header', () => {
    expect(distributorOf('LCSC Part #')).toBe('lcsc');
    expect(distributorOf('JLCPCB Part')).toBe('lcsc');
    expect(distributorOf('Digi-Key Part Number')).toBe('digikey');
    expect(distributorOf('DigiKey PN')).toBe('digikey');
    expect(distributorOf('Mouser')).toBe('mouser');
    expect(distributorOf('Supplier Part Number')).toBeNull();
  });
});
