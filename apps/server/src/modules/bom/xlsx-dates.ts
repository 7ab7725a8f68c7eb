/**
 * Which worksheet numbers are dates, and their text: as exceljs decided, so the BOM reader
 * sees the same cell texts it saw when exceljs read the workbook (xlsx-grid.ts).
 */
import { attribute, nextClosing, nextTag } from './xml-scan.js';

/** Excel's built-in date and time formats (numFmtId 14–22, 27–36, 45–47, 50–58). */
const BUILT_IN_DATES = new Set([
  14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 45, 46, 47, 50, 51,
  52, 53, 54, 55, 56, 57, 58,
]);

/** The cell styles (cellXfs, by index) whose number format shows a date or a time. */
export function dateStyles(xml: string): Set<number> {
  const formats = new Map<number, string>();
  for (let at = nextTag(xml, 'numFmt', 0); at !== -1; at = nextTag(xml, 'numFmt', at + 1)) {
    const tag = xml.slice(at, xml.indexOf('>', at) + 1);
    const id = Number(attribute(tag, 'numFmtId'));
    formats.set(id, attribute(tag, 'formatCode') ?? '');
  }
  const dates = new Set<number>();
  const list = nextTag(xml, 'cellXfs', 0);
  if (list === -1) return dates;
  const end = nextClosing(xml, 'cellXfs', list);
  const section = xml.slice(list, end === -1 ? xml.length : end);
  let index = 0;
  for (let at = nextTag(section, 'xf', 0); at !== -1; at = nextTag(section, 'xf', at + 1)) {
    const tag = section.slice(at, section.indexOf('>', at) + 1);
    const id = Number(attribute(tag, 'numFmtId') ?? 0);
    const format = formats.get(id);
    if (format === undefined ? BUILT_IN_DATES.has(id) : isDateFormat(format)) dates.add(index);
    index++;
  }
  return dates;
}

/** As exceljs decides: y, m, d, h, s or b outside quotes and [brackets]. */
export function isDateFormat(format: string): boolean {
  let quoted = false;
  let bracketed = false;
  for (const char of format) {
    if (char === '"' && !bracketed) quoted = !quoted;
    else if (char === '[' && !quoted) bracketed = true;
    else if (char === ']' && !quoted) bracketed = false;
    else if (!quoted && !bracketed && 'ymdhMsb'.includes(char)) return true;
  }
  return false;
}

export function date1904(workbookXml: string): boolean {
  const tag = nextTag(workbookXml, 'workbookPr', 0);
  if (tag === -1) return false;
  const value = attribute(workbookXml.slice(tag, workbookXml.indexOf('>', tag) + 1), 'date1904');
  return value === '1' || value === 'true';
}

/** An Excel serial date → YYYY-MM-DD, as exceljs's excelToDate and cellText made it. */
export function excelDate(serial: number, date1904: boolean): string {
  const ms = Math.round((serial - 25569 + (date1904 ? 1462 : 0)) * 24 * 3600 * 1000);
  const date = new Date(ms);
  return Number.isNaN(date.getTime()) ? '' : date.toISOString().slice(0, 10);
}
