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

/** A one-page PDF whose (blank) content stream inflates to `gigabytes` GB through two Flate filters. */
export function inflationBombPdf(gigabytes: number): Buffer {
  const inner = spacesZlib(gigabytes * 64);
  const stream = deflateSync(inner, { level: 9 });
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >>',
  ];
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
    add(`${index + 1} 0 obj\n${object}\nendobj\n`);
  });
  offsets.push(at);
  add(`4 0 obj\n<< /Length ${stream.length} /Filter [/FlateDecode /FlateDecode] >>\nstream\n`);
  add(stream);
  add('\nendstream\nendobj\n');
  const xref = at;
  const entries = offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`);
  add(`xref\n0 5\n0000000000 65535 f \n${entries.join('')}`);
  add(`trailer\n<< /Size 5 /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`);
  return Buffer.concat(chunks);
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
