import { describe, expect, it } from 'vitest';
import { fixture } from '../../../test/fixtures/boms/make-files.js';
import { matchHeader } from './column-synonyms.js';
import { detectBom } from './detect-bom.js';
import { parseBom } from './parse-bom.js';

const csv = (text: string) => Buffer.from(text, 'utf8');

describe('column synonyms', () => {
  it('maps the usual names of each column', () => {
    const cases: [string, string][] = [
      ['Designator', 'designator'],
      ['RefDes', 'designator'],
      ['Reference', 'designator'],
      ['Reference(s)', 'designator'],
      ['MPN', 'partNumber'],
      ['Part Number', 'partNumber'],
      ['Manufacturer Part Number 1', 'partNumber'],
      ['Mfr. P/N', 'partNumber'],
      ['Part #', 'partNumber'],
      ['Manufacturer', 'manufacturer'],
      ['Mfr', 'manufacturer'],
      ['Internal reference', 'internalReference'],
      ['IPN', 'internalReference'],
      ['Item', 'item'],
      ['Item #', 'item'],
      ['Type', 'type'],
      ['Category', 'type'],
      ['Description', 'description'],
      ['Quantity', 'quantity'],
      ['Qty', 'quantity'],
      ['Value', 'value'],
      ['DNP', 'dnp'],
      ['Fitted', 'fitted'],
      ['Datasheet', 'datasheet'],
      ['LCSC', 'supplierPartNumber'],
      ['LCSC Part #', 'supplierPartNumber'],
      ['Mouser Part Number', 'supplierPartNumber'],
      ['Digi-Key Part Number', 'supplierPartNumber'],
    ];
    for (const [header, field] of cases) expect(matchHeader(header)?.field, header).toBe(field);
  });

  it('keeps distributor and price columns away from part number and quantity', () => {
    // An order number has a field of its own, read for an MPN only where it embeds one.
    expect(matchHeader('Supplier Part #')?.field).toBe('supplierPartNumber');
    expect(matchHeader('Distributor Part Number')?.field).toBe('supplierPartNumber');
    expect(matchHeader('Supplier')).toBeNull();
    expect(matchHeader('Mouser Price')).toBeNull();
    expect(matchHeader('Available Quantity')).toBeNull();
    expect(matchHeader('Field3')).toBeNull();
  });
});

describe('header detection', () => {
  it('finds a header on row 5 under a title block and says which column is what', async () => {
    const text =
      'Bill of materials,,\nProject,Timer,\nTotal Parts,3,\n,,\n' +
      'Qty,Designator,Manufacturer,MPN\n2,"R1, R2",Yageo,RC0603FR-0710KL\n1,C1,Murata,GRM188R71H104KA93D\n';
    const detection = await detectBom(csv(text), 'bom.csv');
    expect(detection.headerRow).toBe(5);
    expect(detection.confidence).toBe('high');
    expect(detection.columns).toEqual([
      { index: 0, header: 'Qty', field: 'quantity' },
      { index: 1, header: 'Designator', field: 'designator' },
      { index: 2, header: 'Manufacturer', field: 'manufacturer' },
      { index: 3, header: 'MPN', field: 'partNumber' },
    ]);
    expect(detection.sampleRows[0]).toEqual(['2', 'R1, R2', 'Yageo', 'RC0603FR-0710KL']);
  });

  it('realigns data rows that carry one empty cell more than the header', async () => {
    const text =
      'Ref,Value,Qty,Description,Manufacturer,Part Number,\n' +
      'R1 R2,10k,2,,RES 10K 0603,Yageo,RC0603FR-0710KL\n' +
      'C1,100n,1,,CAP 100N 0603,Murata,GRM188R71H104KA93D\n' +
      'C2,1u,1,,CAP 1U 0603,Murata,GRM188R61C105KA93D\n';
    const result = await parseBom(csv(text), 'bom.csv');
    expect(result.materials.map((m) => [m.manufacturer, m.componentName])).toEqual([
      ['Yageo', 'RC0603FR-0710KL'],
      ['Murata', 'GRM188R71H104KA93D'],
      ['Murata', 'GRM188R61C105KA93D'],
    ]);
    expect(result.warnings.join()).toContain('one more column than the header');
  });

  it('flags meaningless headers (Field1…) as low confidence with a guessed mapping', async () => {
    const detection = await detectBom(fixture('generic-headers.csv'), 'generic.csv');
    expect(detection.confidence).toBe('low');
    expect(detection.reasons.join()).toContain('guessed from their contents');
    expect(detection.mapping).toMatchObject({
      designator: 0,
      value: 1,
      manufacturer: 2,
      partNumber: 3,
      description: 4,
    });
  });

  it('applies the mapping the user corrected, including another header row', async () => {
    const bytes = fixture('generic-headers.csv');
    const result = await parseBom(bytes, 'generic.csv', {
      designator: 0,
      partNumber: 1,
      manufacturer: 2,
    });
    expect(result.detection.confidence).toBe('high');
    expect(result.materials[0]).toMatchObject({ componentName: '10k', manufacturer: 'Yageo' });
    const shifted = await parseBom(bytes, 'generic.csv', { designator: 0, partNumber: 3 }, 2);
    expect(shifted.detection.headerRow).toBe(2);
    expect(shifted.materials[0]?.designator).toEqual(['R2']);
  });

  it('refuses a mapping that points outside the file or maps one column twice (400)', async () => {
    const bytes = fixture('generic-headers.csv');
    await expect(parseBom(bytes, 'g.csv', { partNumber: 42 })).rejects.toMatchObject({
      statusCode: 400,
    });
    await expect(
      parseBom(bytes, 'g.csv', { partNumber: 3, manufacturer: 3 }),
    ).rejects.toMatchObject({
      statusCode: 400,
      message: 'Column 3 is mapped to both partNumber and manufacturer',
    });
    await expect(parseBom(bytes, 'g.csv', { designator: 0 })).rejects.toMatchObject({
      statusCode: 400,
    });
    await expect(parseBom(bytes, 'g.csv', undefined, 99)).rejects.toMatchObject({
      statusCode: 400,
    });
  });

  it('never takes the Value column for part numbers: rows are listed without one', async () => {
    const text = 'Reference,Value,Footprint\nR1,10k,R_0603\nU1,NE555,SOIC-8\n';
    const result = await parseBom(csv(text), 'kicad.csv');
    expect(result.detection.confidence).toBe('low');
    expect(result.mapping).toMatchObject({ designator: 0, value: 1 });
    expect(result.mapping.partNumber).toBeUndefined();
    expect(result.materials.map((m) => [m.componentName, m.partNumberSource])).toEqual([
      ['10k', 'none'],
      ['NE555', 'none'],
    ]);
    expect(result.materials.map((m) => m.type)).toEqual(['Resistor', 'IC']);
  });
});
