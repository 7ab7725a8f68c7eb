import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error.js';
import { readCandidateList, readInclusionDate } from './candidate-list-file.js';

const CSV = [
  'Candidate List of substances of very high concern for Authorisation',
  'Exported on 2024-06-27',
  '',
  'Substance name,Description,EC No.,CAS No.,Date of inclusion,Reason for inclusion',
  '"Lead titanium zirconium oxide",,235-727-4,12626-81-2,27-Jun-2018,Toxic for reproduction',
  '"Dibutyl phthalate (DBP)",,201-557-4,84-74-2,28/10/2008,"Toxic for reproduction, endocrine"',
  '"Reaction mass of 2,2,3,3,5,5,6,6-octafluoro-4-(1,1,1,2,3,3,3-heptafluoropropan-2-yl)morpholine",,-,-,2023-01-17,PBT',
  ',,,,,',
].join('\r\n');

async function expectError(promise: Promise<unknown>, code: string, message: RegExp) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).code).toBe(code);
  expect((error as AppError).message).toMatch(message);
}

describe('readCandidateList from CSV', () => {
  it('finds the header below title rows and reads each substance', async () => {
    const entries = await readCandidateList(Buffer.from(CSV, 'utf8'), 'candidate-list.csv');
    expect(entries).toEqual([
      {
        name: 'Lead titanium zirconium oxide',
        ec: '235-727-4',
        cas: '12626-81-2',
        dateOfInclusion: '2018-06-27',
      },
      {
        name: 'Dibutyl phthalate (DBP)',
        ec: '201-557-4',
        cas: '84-74-2',
        dateOfInclusion: '2008-10-28',
      },
      {
        name: 'Reaction mass of 2,2,3,3,5,5,6,6-octafluoro-4-(1,1,1,2,3,3,3-heptafluoropropan-2-yl)morpholine',
        ec: null,
        cas: null,
        dateOfInclusion: '2023-01-17',
      },
    ]);
  });

  it('reads semicolon CSV in Windows-1252 and UTF-8 with a byte order mark', async () => {
    const text =
      'Substance name;EC number;CAS number;Date of inclusion\nTris(2-chloroéthyl) phosphate;204-118-5;115-96-8;13.01.2010\n';
    const ansi = await readCandidateList(iconv.encode(text, 'windows-1252'), 'list.csv');
    expect(ansi).toEqual([
      {
        name: 'Tris(2-chloroéthyl) phosphate',
        ec: '204-118-5',
        cas: '115-96-8',
        dateOfInclusion: '2010-01-13',
      },
    ]);
    const bom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text, 'utf8')]);
    expect(await readCandidateList(bom, 'list.csv')).toEqual(ansi);
  });

  it('refuses a file without a header row', async () => {
    await expectError(
      readCandidateList(Buffer.from('a,b,c\n1,2,3\n'), 'x.csv'),
      'VALIDATION',
      /No header row with "Substance name"/,
    );
  });

  it('refuses a header with no substances below it', async () => {
    await expectError(
      readCandidateList(Buffer.from('Substance name,EC No.,CAS No.\n,,\n'), 'x.csv'),
      'VALIDATION',
      /has a header but no substances/,
    );
  });

  it('refuses an empty file and a file that is neither CSV nor xlsx', async () => {
    await expectError(readCandidateList(Buffer.alloc(0), 'x.csv'), 'VALIDATION', /empty/);
    const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
    await expectError(
      readCandidateList(png, 'list.png'),
      'UNSUPPORTED_MEDIA_TYPE',
      /not a CSV file/,
    );
  });
});

describe('readCandidateList from xlsx', () => {
  it('reads the sheet with the header, dates typed as dates or as text', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('About').addRow(['Candidate List export']);
    const sheet = workbook.addWorksheet('Candidate List');
    sheet.addRow(['Candidate List of substances of very high concern']);
    sheet.addRow([]);
    sheet.addRow(['Substance name', 'EC No.', 'CAS No.', 'Date of inclusion']);
    sheet.addRow([
      'Lead titanium zirconium oxide',
      '235-727-4',
      '12626-81-2',
      new Date(Date.UTC(2018, 5, 27)),
    ]);
    sheet.addRow(['Bisphenol A (BPA)', '201-245-8', '80-05-7', '12-Jan-2017']);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    expect(await readCandidateList(bytes, 'candidate-list.xlsx')).toEqual([
      {
        name: 'Lead titanium zirconium oxide',
        ec: '235-727-4',
        cas: '12626-81-2',
        dateOfInclusion: '2018-06-27',
      },
      { name: 'Bisphenol A (BPA)', ec: '201-245-8', cas: '80-05-7', dateOfInclusion: '2017-01-12' },
    ]);
  });
});

describe('readInclusionDate', () => {
  it.each([
    ['27-Jun-2018', '2018-06-27'],
    ['27 June 2018', '2018-06-27'],
    ['2018-06-27', '2018-06-27'],
    ['27/06/2018', '2018-06-27'],
    ['27.06.2018', '2018-06-27'],
    ['31/02/2018', null],
    ['-', null],
    ['soon', null],
  ])('%j → %j', (cell, date) => {
    expect(readInclusionDate(cell)).toBe(date);
  });
});
