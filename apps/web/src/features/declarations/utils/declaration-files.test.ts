import { describe, expect, it } from 'vitest';
import { englishT } from '@/lib/test-i18n';
import { addDeclarationFiles } from './declaration-files';

const t = englishT;

const MB = 1024 * 1024;
const file = (name: string, size = 1000, type = '') => ({ name, size, type });

describe('declaration files', () => {
  it('takes PDF, PNG, JPEG and XML files, by type or by extension', () => {
    const added = [
      file('statement.pdf', 1000, 'application/pdf'),
      file('scan.PNG'),
      file('photo.jpeg', 1000, 'image/jpeg'),
      file('fmd.xml', 1000, 'text/xml'),
    ];
    const { files, problems } = addDeclarationFiles([], added, t);
    expect(files).toEqual(added);
    expect(problems).toEqual([]);
  });

  it('refuses other types and files over 10 MB, naming them', () => {
    const { files, problems } = addDeclarationFiles(
      [],
      [file('bom.xlsx'), file('big.pdf', 10 * MB + 1), file('ok.pdf', 10 * MB)],
      t,
    );
    expect(files.map((f) => f.name)).toEqual(['ok.pdf']);
    expect(problems).toEqual([
      'bom.xlsx: only PDF, PNG, JPEG or IPC-1752A XML files can be added',
      'big.pdf is 10.0 MB: each file may be at most 10 MB',
    ]);
  });

  it('keeps at most five files and the same file once', () => {
    const current = [file('1.pdf'), file('2.pdf'), file('3.pdf'), file('4.pdf')];
    const { files, problems } = addDeclarationFiles(
      current,
      [file('1.pdf'), file('5.pdf'), file('6.pdf')],
      t,
    );
    expect(files.map((f) => f.name)).toEqual(['1.pdf', '2.pdf', '3.pdf', '4.pdf', '5.pdf']);
    expect(problems).toEqual([
      '1.pdf is already added',
      '6.pdf: a declaration takes at most 5 files',
    ]);
  });
});
