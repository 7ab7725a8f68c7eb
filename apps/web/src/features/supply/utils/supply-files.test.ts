import { describe, expect, it } from 'vitest';
import { englishT } from '@/lib/test-i18n';
import { addSupplyFiles, supplyMessages } from './supply-files';

const SUPPLY_MSG = supplyMessages(englishT);
const addSupply = (current: Parameters<typeof addSupplyFiles>[0], added: typeof current) =>
  addSupplyFiles(current, added, englishT);

const MB = 1024 * 1024;
const file = (name: string, size = 1000, type = '') => ({ name, size, type });

describe('the supplier page file checks', () => {
  it('takes PDF, PNG, JPEG and XML files, by type or by extension', () => {
    const added = [
      file('doc.pdf', 1000, 'application/pdf'),
      file('scan.PNG'),
      file('photo.jpg', 1000, 'image/jpeg'),
      file('fmd.xml', 1000, 'application/xml'),
    ];
    expect(addSupply([], added)).toEqual({ files: added, problems: [] });
  });

  it("refuses other types and files over 10 MB with the server's messages", () => {
    const { files, problems } = addSupply(
      [],
      [
        file('setup.exe', 10, 'application/x-msdownload'),
        file('notes.txt', 10, 'text/plain'),
        file('big.pdf', 10 * MB + 1, 'application/pdf'),
        file('edge.pdf', 10 * MB),
      ],
    );
    expect(files.map((f) => f.name)).toEqual(['edge.pdf']);
    expect(problems).toEqual([
      { file: 'setup.exe', message: 'Upload a PDF, a PNG or JPEG scan, or an IPC-1752A XML file' },
      { file: 'notes.txt', message: SUPPLY_MSG.wrongType },
      { file: 'big.pdf', message: 'The file is larger than 10 MB' },
    ]);
  });

  it('keeps at most 5 files and skips one already listed', () => {
    const five = [1, 2, 3, 4, 5].map((n) => file(`d${n}.pdf`));
    const { files, problems } = addSupply(five.slice(0, 4), [five[0]!, five[4]!, file('d6.pdf')]);
    expect(files).toEqual(five);
    expect(problems).toEqual([
      { file: 'd1.pdf', message: SUPPLY_MSG.duplicate },
      { file: 'd6.pdf', message: 'At most 5 files at once' },
    ]);
  });
});
