import { describe, expect, it } from 'vitest';
import { fixture } from '../../../test/fixtures/boms/make-files.js';
import type { BomMaterial } from '@partproof/shared';
import { parseBom } from './parse-bom.js';

const pairs = (materials: BomMaterial[]) => materials.map((m) => [m.manufacturer, m.componentName]);

describe('BOM shapes from real tools', () => {
  it('KiCad grouped export: reference lists, item numbers and a DNP column', async () => {
    const { materials, detection, warnings } = await parseBom(
      fixture('kicad-grouped.csv'),
      'k.csv',
    );
    expect(detection).toMatchObject({ headerRow: 1, confidence: 'high', delimiter: ',' });
    expect(materials).toHaveLength(9);
    expect(materials[0]).toMatchObject({
      internalReference: '1',
      designator: ['R1', 'R2', 'R3', 'R4'],
      componentName: 'RC0603FR-0710KL',
      manufacturer: 'Yageo',
      type: 'Resistor',
      quantity: 4,
      dnp: false,
      critical: true,
    });
    expect(materials.filter((m) => m.dnp).map((m) => m.designator)).toEqual([['C4']]);
    expect(materials.map((m) => m.type)).toEqual([
      'Resistor',
      'Resistor',
      'Capacitor',
      'Capacitor',
      'Capacitor',
      'Fuse',
      'Relay',
      'Power inlet',
      'Transformer',
    ]);
    expect(warnings).toEqual([]);
  });

  it('KiCad grouped export of hierarchical sheets without an MPN column', async () => {
    const { materials, mapping, warnings, detection } = await parseBom(
      fixture('kicad-hierarchical-lcsc.csv'),
      'k.csv',
    );
    expect(mapping).toMatchObject({ designator: 2, value: 3, datasheet: 6, supplierPartNumber: 7 });
    expect(mapping.partNumber).toBeUndefined();
    expect(detection.confidence).toBe('low');
    expect(materials.map((m) => [m.designator.length, m.quantity])).toEqual([
      [36, 36],
      [37, 37],
      [8, 8],
      [1, 1],
      [4, 4],
      [2, 2],
      [1, 1],
    ]);
    expect(materials[0]).toMatchObject({
      componentName: '2.2uF 0603 25V',
      partNumberSource: 'none',
      manufacturer: null,
      type: 'Capacitor',
    });
    expect(materials[1]?.designator.slice(-2)).toEqual(['R1_36', 'R15']);
    expect(materials[2]).toMatchObject({
      componentName: 'GRM155R71C104KA88D',
      manufacturer: 'Murata Electronics',
      partNumberSource: 'datasheet-url',
    });
    // The TI PDF names a family and C48024 is LCSC's own number: no MPN for U1.
    expect(materials[3]).toMatchObject({ componentName: 'LM317', partNumberSource: 'none' });
    expect(materials.map((m) => m.partNumberSource)).toEqual([
      'none',
      'datasheet-url',
      'datasheet-url',
      'none',
      'none',
      'none',
      'datasheet-url',
    ]);
    expect(warnings).toEqual([
      'Part numbers for 3 rows were read from the web addresses in the "Datasheet" column; please check them',
      '4 rows have no part number and are listed as "No part number" under their value: C1_1, U1, D1_1, J1',
    ]);
  });

  it('Altium export: "Manufacturer Part Number 1", Comment as value, a Not Fitted part', async () => {
    const { materials, mapping } = await parseBom(fixture('altium.csv'), 'a.csv');
    expect(mapping).toMatchObject({
      value: 0,
      designator: 2,
      quantity: 5,
      manufacturer: 6,
      partNumber: 7,
      fitted: 10,
    });
    expect(pairs(materials)).toContainEqual(['Würth Elektronik', '890334025039CS']);
    expect(materials.find((m) => m.componentName === 'T9AS1D12-12')).toMatchObject({
      dnp: true,
      type: 'Relay',
    });
    expect(materials.filter((m) => m.dnp)).toHaveLength(1);
    // No internal reference column: the first designator stands in.
    expect(materials[0]).toMatchObject({
      internalReference: 'R10',
      designator: ['R10', 'R11', 'R12'],
    });
  });

  it('distributor BOM-tool export: customer reference groups second sources, total line skipped', async () => {
    const { materials, warnings, mapping } = await parseBom(
      fixture('distributor-export.csv'),
      'd.csv',
    );
    expect(mapping).toMatchObject({
      partNumber: 3,
      manufacturer: 4,
      internalReference: 6,
      designator: 7,
    });
    expect(materials).toHaveLength(6);
    expect(materials[1]).toMatchObject({
      internalReference: 'PP-RES-0001',
      componentName: 'RMCF0805FT10K0',
      alternativeOf: 0,
      group: materials[0]?.group,
    });
    expect(materials.slice(2).map((m) => m.type)).toEqual([
      'Fuse',
      'Capacitor',
      'Relay',
      'Transformer',
    ]);
    expect(warnings).toContain('1 total row(s) were skipped');
  });

  it('hand-made sheet: Windows-1252, semicolons, header on row 5, ranges, blanks, totals', async () => {
    const result = await parseBom(fixture('hand-made-cp1252.csv'), 'h.csv');
    const { materials, detection, warnings } = result;
    expect(detection).toMatchObject({ encoding: 'windows-1252', delimiter: ';', headerRow: 5 });
    expect(materials[0]).toMatchObject({ designator: ['R1', 'R2', 'R3', 'R4', 'R7'], quantity: 5 });
    expect(materials[1]?.manufacturer).toBe('Würth Elektronik');
    expect(materials[2]?.description).toBe('4,7 µF 50 V electrolytic');
    // Two rows under "Pos. 3": the second is an alternative of the first.
    expect(materials[3]).toMatchObject({
      componentName: 'UVR1H4R7MDD',
      internalReference: '3',
      alternativeOf: 2,
    });
    expect(materials.find((m) => m.componentName === 'CRCW06031K00FKEA')?.dnp).toBe(true);
    expect(materials.map((m) => m.type)).toContain('Transformer');
    expect(materials).toHaveLength(9);
    // R4 sits in the 1-R4 range and again on its own line: reported, not dropped.
    expect(warnings).toContain('Designator(s) listed for more than one component: R4');
    expect(warnings).toContain('1 total row(s) were skipped');
  });

  it('one row per reference with meaningless headers: identical parts merge, DNP kept apart', async () => {
    const { materials, warnings, detection } = await parseBom(
      fixture('generic-headers.csv'),
      'g.csv',
    );
    expect(detection.confidence).toBe('low');
    expect(materials[0]).toMatchObject({ designator: ['R1', 'R2'], quantity: 2, rows: [2, 3] });
    expect(
      materials.filter((m) => m.componentName === 'GRM188R71H104KA93D').map((m) => m.dnp),
    ).toEqual([false, true]);
    // TP1 has a value (GND) but no part number: listed as such, not skipped or made a part.
    expect(materials.find((m) => m.designator[0] === 'TP1')).toMatchObject({
      componentName: 'GND',
      partNumberSource: 'none',
    });
    expect(warnings).toContain(
      '1 row has no part number and is listed as "No part number" under its value: TP1',
    );
  });
});
