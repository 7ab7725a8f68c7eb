import { describe, expect, it } from 'vitest';
import { parseBom } from './parse-bom.js';

const csv = (lines: string[]) => Buffer.from(lines.join('\n'), 'utf8');

describe('part numbers from other columns', () => {
  it('reads Mouser numbers only where they embed the MPN and says so', async () => {
    const { materials, warnings } = await parseBom(
      csv([
        'Designator,Value,Manufacturer,Mouser Part Number',
        'C1,100n,Murata,81-GRM155R71C104KA88D',
        'R1,10k,Yageo,603-RC0603FR-0710KL',
        'U1,NE555,,',
      ]),
      'm.csv',
    );
    expect(materials.map((m) => [m.componentName, m.manufacturer, m.partNumberSource])).toEqual([
      ['GRM155R71C104KA88D', 'Murata', 'distributor'],
      ['RC0603FR-0710KL', 'Yageo', 'distributor'],
      ['NE555', null, 'none'],
    ]);
    expect(warnings).toContain(
      'Part numbers for 2 rows were read from the distributor order numbers in the "Mouser Part Number" column; please check them',
    );
  });

  it("does not take Digi-Key's own numbers or LCSC numbers for MPNs", async () => {
    const { materials } = await parseBom(
      csv([
        'Ref,Value,Digi-Key Part Number',
        'C1,100n,490-1318-1-ND',
        'U2,ATmega328P,ATMEGA328P-PU-ND',
      ]),
      'd.csv',
    );
    expect(materials.map((m) => [m.componentName, m.partNumberSource])).toEqual([
      ['100n', 'none'],
      ['ATMEGA328P-PU', 'distributor'],
    ]);
  });

  it('keeps the MPN column first and fills only its empty cells', async () => {
    const { materials, warnings } = await parseBom(
      csv([
        'Reference,Value,MPN,Datasheet',
        'C1,100n,GRM188R71H104KA93D,https://www.lcsc.com/datasheet/x_Murata-Electronics-GRM155R71C104KA88D_C71629.pdf',
        'C2,1u,,https://www.lcsc.com/datasheet/x_Murata-Electronics-GRM155R61A105KE15D_C52923.pdf',
        'TP1,,,',
      ]),
      'k.csv',
    );
    expect(materials.map((m) => [m.componentName, m.partNumberSource])).toEqual([
      ['GRM188R71H104KA93D', 'column'],
      ['GRM155R61A105KE15D', 'datasheet-url'],
    ]);
    expect(warnings).toContain('1 row(s) with neither a part number nor a value were skipped: TP1');
  });

  it('skips a DNP position without a part number (mounting hole, test point) and says so', async () => {
    const { materials, warnings } = await parseBom(
      csv(['Reference,Value,MPN,DNP', 'H1,MOUNTING_HOLE,,DNP', 'D1,BAS70-04,,']),
      'k.csv',
    );
    expect(materials.map((m) => [m.componentName, m.partNumberSource, m.dnp])).toEqual([
      ['BAS70-04', 'none', false],
    ]);
    expect(warnings).toContain('1 DNP row(s) without a part number were skipped: H1');
  });

  it('never merges a value without a part number into a part of the same name', async () => {
    const { materials } = await parseBom(
      csv(['Reference,Value,MPN', 'U1,NE555,NE555', 'U2,NE555,']),
      'k.csv',
    );
    expect(materials.map((m) => [m.designator, m.partNumberSource])).toEqual([
      [['U1'], 'column'],
      [['U2'], 'none'],
    ]);
  });
});
