/**
 * Hostile documents built at test time (never committed): a PDF whose content stream inflates
 * to gigabytes, and IPC-1752A XML shaped to make a parser slow or deep. Each is built in
 * milliseconds: the bomb repeats one byte-aligned deflate segment instead of compressing GBs.
 */
import { constants, deflateRawSync, deflateSync } from 'node:zlib';

const SEGMENT_BYTES = 16 * 1024 * 1024;

/** Adler-32 of `length` copies of `byte`, computed in closed form (pdf.js ignores it; zlib not). */
function adler32OfRepeats(byte: number, length: bigint): Buffer {
  const mod = 65_521n;
  const c = BigInt(byte);
  const a = (1n + c * length) % mod;
  const b = (length + (c * length * (length + 1n)) / 2n) % mod;
  const out = Buffer.alloc(4);
  out.writeUInt32BE(Number((b << 16n) | a));
  return out;
}

/**
 * A zlib stream of `segments` × 16 MB of spaces: one segment, compressed with a full flush
 * (byte-aligned, no back-references across it), repeated; then an empty final block.
 */
export function spacesZlib(segments: number): Buffer {
  const segment = deflateRawSync(Buffer.alloc(SEGMENT_BYTES, 0x20), {
    level: 9,
    finishFlush: constants.Z_FULL_FLUSH,
  });
  const header = Buffer.from([0x78, 0xda]);
  // BFINAL=1, BTYPE=01 (fixed Huffman), end-of-block: ten bits, padded to two bytes.
  const finalBlock = Buffer.from([0x03, 0x00]);
  const inflated = BigInt(segments) * BigInt(SEGMENT_BYTES);
  return Buffer.concat([
    header,
    ...Array.from({ length: segments }, () => segment),
    finalBlock,
    adler32OfRepeats(0x20, inflated),
  ]);
}

/** A PDF object: a dictionary, or a dictionary with its stream's bytes. */
type PdfObject = string | { dict: string; stream: Buffer };

/** A PDF of `objects` (numbered from 1; object 1 is the catalog) with a correct xref table. */
export function pdfOf(objects: PdfObject[]): Buffer {
  const chunks: Buffer[] = [];
  let at = 0;
  const add = (part: Buffer | string) => {
    const bytes = typeof part === 'string' ? Buffer.from(part, 'latin1') : part;
    chunks.push(bytes);
    at += bytes.length;
  };
  const offsets: number[] = [];
  add('%PDF-1.7\n');
  objects.forEach((object, index) => {
    offsets.push(at);
    if (typeof object === 'string') {
      add(`${index + 1} 0 obj\n${object}\nendobj\n`);
      return;
    }
    add(`${index + 1} 0 obj\n<< ${object.dict} /Length ${object.stream.length} >>\nstream\n`);
    add(object.stream);
    add('\nendstream\nendobj\n');
  });
  const xref = at;
  const entries = offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`);
  add(`xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${entries.join('')}`);
  add(`trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`);
  return Buffer.concat(chunks);
}

const PAGES = [
  '<< /Type /Catalog /Pages 2 0 R >>',
  '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
  '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /XObject << /Im 5 0 R >> /Font << /F 6 0 R >> >> >>',
];
const FONT = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>';

/** A one-page PDF whose (blank) content stream inflates to `gigabytes` GB through two Flate filters. */
export function inflationBombPdf(gigabytes: number): Buffer {
  const stream = deflateSync(spacesZlib(gigabytes * 64), { level: 9 });
  return pdfOf([
    PAGES[0] as string,
    PAGES[1] as string,
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >>',
    { dict: '/Filter [/FlateDecode /FlateDecode]', stream },
  ]);
}

/**
 * A page that draws one RGB image of `side` × `side` pixels (zeros, 3 bytes a pixel once
 * inflated: 30,000 × 30,000 is 2.7 GB) and has no text, so the reader renders it for OCR.
 */
export function imageBombPdf(side: number): Buffer {
  const pixels = BigInt(side) * BigInt(side) * 3n;
  const segments = Number(pixels / BigInt(SEGMENT_BYTES)) + 1;
  return pdfOf([
    ...PAGES,
    { dict: '', stream: Buffer.from('q 595 0 0 842 0 0 cm /Im Do Q') },
    {
      dict: `/Type /XObject /Subtype /Image /Width ${side} /Height ${side} /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /FlateDecode`,
      stream: spacesZlib(segments),
    },
    FONT,
  ]);
}

/**
 * A text page that also carries an embedded file and document JavaScript run on opening:
 * the reader must read the text and neither extract nor run anything.
 */
export function activePdf(text: string): Buffer {
  const catalog =
    '<< /Type /Catalog /Pages 2 0 R /OpenAction 7 0 R /Names << /EmbeddedFiles << /Names [(payload.exe) 8 0 R] >> /JavaScript << /Names [(run) 7 0 R] >> >> >>';
  return pdfOf([
    catalog,
    PAGES[1] as string,
    PAGES[2] as string,
    { dict: '', stream: Buffer.from(`BT /F 14 Tf 56 760 Td (${text}) Tj ET`) },
    { dict: '/Type /XObject /Subtype /Form /BBox [0 0 1 1]', stream: Buffer.alloc(0) },
    FONT,
    "<< /S /JavaScript /JS (app.alert('opened'); this.exportDataObject({cName: 'payload.exe', nLaunch: 2});) >>",
    '<< /Type /Filespec /F (payload.exe) /EF << /F 9 0 R >> >>',
    { dict: '/Type /EmbeddedFile', stream: Buffer.from('MZ a program') },
  ]);
}

const HEAD =
  '<?xml version="1.0" encoding="UTF-8"?>\n<MainDeclaration xmlns="http://webstds.ipc.org/175x/2.0">';
const PRODUCT =
  '<BusinessInfo><Response date="2024-01-02"/><SupplyCompany name="Example"/></BusinessInfo>' +
  '<Product><ProductID itemNumber="PH-2x05"/></Product>';

/** Hostile, well-formed IPC-1752A shapes (each is otherwise a valid declaration). */
export const hostileXml = {
  /** One element carrying `count` attributes. */
  attributes: (count: number) =>
    `${HEAD}${PRODUCT}<Note ${Array.from({ length: count }, (_, i) => `a${i}="x"`).join(' ')}/></MainDeclaration>`,
  /** `count` tiny sibling elements. */
  elements: (count: number) => `${HEAD}${PRODUCT}${'<E/>'.repeat(count)}</MainDeclaration>`,
  /** Elements nested `depth` deep. */
  nested: (depth: number) =>
    `${HEAD}${PRODUCT}${'<N>'.repeat(depth)}${'</N>'.repeat(depth)}</MainDeclaration>`,
  /**
   * `count` Exemption elements side by side in one list: every search for exemptions finds
   * them all (a recursive search that spreads its findings overflowed the stack at 200,000).
   */
  wide: (count: number) =>
    `${HEAD}${PRODUCT}<List>${'<Exemption id="7(c)-I"/>'.repeat(count)}</List></MainDeclaration>`,
};
