// The BOM files of the parseFile figures, written to a temporary folder: a CSV built as a
// string and an xlsx written by exceljs's streaming WorkbookWriter (shared strings, as Excel
// saves), both of plain lines (Designator, MPN, Manufacturer, Description, Qty; one
// designator each) whose part numbers and descriptions vary as a real export's do, so they
// compress like one. Seeded: every run writes the same bytes.
import { Buffer } from 'node:buffer';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';

const MAKERS = ['Yageo', 'Murata', 'TDK', 'Vishay', 'Panasonic', 'KEMET', 'Bourns', 'Samsung'];
const KINDS = ['RES', 'CAP CER', 'IND', 'DIODE', 'IC', 'FERRITE', 'CONN', 'LED'];
const PACKAGES = ['0402', '0603', '0805', '1206', 'SOT-23', 'SOIC-8', 'QFN-32', 'TSSOP-20'];
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789';
const WORDS = (
  'SMD THICK THIN FILM CERAMIC X7R X5R C0G NP0 AUTOMOTIVE AEC-Q200 GENERAL PURPOSE HIGH ' +
  'VOLTAGE POWER PRECISION LOW NOISE ESR MOLDED SHIELDED WIREWOUND MULTILAYER CHIP ARRAY ' +
  'SCHOTTKY ZENER RECTIFIER SIGNAL SWITCHING REGULATOR LINEAR BUCK BOOST CONVERTER ' +
  'OPERATIONAL AMPLIFIER COMPARATOR MICROCONTROLLER FLASH EEPROM INTERFACE TRANSCEIVER ' +
  'ISOLATED RIGHT ANGLE VERTICAL THROUGH HOLE SURFACE MOUNT TAPE REEL CUT ROHS COMPLIANT ' +
  'LEAD FREE HALOGEN INDUSTRIAL GRADE TEMPERATURE RANGE TOLERANCE RATED CURRENT'
).split(' ');
export const BOM_HEADER = ['Designator', 'MPN', 'Manufacturer', 'Description', 'Qty'];

/**
 * The BOM's lines with `words` description words on average (which sets the file's size; a
 * fraction is the share of lines given one word more).
 */
function* bomLines(lines, words) {
  let seed = 19;
  const random = (n) => {
    // xorshift32: fast, and the same sequence on every run.
    seed ^= seed << 13;
    seed ^= seed >>> 17;
    seed ^= seed << 5;
    return (seed >>> 0) % n;
  };
  const code = (length) => {
    let text = '';
    for (let i = 0; i < length; i++) text += ALPHABET[random(ALPHABET.length)];
    return text;
  };
  for (let line = 1; line <= lines; line++) {
    const kind = random(KINDS.length);
    const description = [
      KINDS[kind],
      `${random(1000)}${'pnuKM'[random(5)]}`,
      `${random(20)}%`,
      PACKAGES[random(PACKAGES.length)],
      ...Array.from(
        { length: Math.floor(words) + (random(100) < (words % 1) * 100 ? 1 : 0) },
        () => WORDS[random(WORDS.length)],
      ),
      `LOT ${code(12)}`,
    ].join(' ');
    yield [
      `${'RCLDUFJX'[kind]}${line}`,
      `${code(6)}${random(100_000)}-${code(10)}`,
      MAKERS[random(MAKERS.length)],
      description,
      1,
    ];
  }
}

/** A comma-separated BOM of `lines` lines; answers its path, bytes and line count. */
export function writeCsv(dir, lines) {
  const file = path.join(dir, `bom-${lines}.csv`);
  const text = [BOM_HEADER.join(',')];
  for (const cells of bomLines(lines, 4)) text.push(cells.join(','));
  const bytes = Buffer.from(`${text.join('\r\n')}\r\n`);
  return { file, bytes, lines };
}

/** An xlsx BOM of `lines` lines, streamed to disk by exceljs's WorkbookWriter. */
export async function writeXlsx(dir, lines) {
  const file = path.join(dir, `bom-${lines}.xlsx`);
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    filename: file,
    useSharedStrings: true,
    useStyles: false,
  });
  const sheet = workbook.addWorksheet('BOM');
  sheet.addRow(BOM_HEADER).commit();
  for (const cells of bomLines(lines, 4.35)) sheet.addRow(cells).commit();
  sheet.commit();
  await workbook.commit();
  return { file, bytes: readFileSync(file), lines, size: statSync(file).size };
}
