/**
 * A row's part number and where it came from: the MPN column, else an MPN read from the
 * datasheet address or the distributor's order number, else none — then the value text
 * ("2.2uF 0603 25V") stands in as the name so nothing is lost, but is never taken for a
 * part number.
 */
import type { PartNumberSource } from '@partproof/shared';
import { mpnFromDatasheetUrl, mpnFromDistributorNumber, type Distributor } from './derive-mpn.js';

export interface RowPartNumber {
  /** The MPN, or the value text when source is 'none'. */
  name: string;
  source: PartNumberSource;
  /** A maker named by the source itself (LCSC datasheet file names). */
  manufacturer: string | null;
}

export interface PartNumberCells {
  partNumber: string;
  datasheet: string;
  supplierPartNumber: string;
  /** Who issued supplierPartNumber, from its column header. */
  distributor: Distributor | null;
  value: string;
}

/** KiCad writes '~' for an empty field. */
const EMPTY = /^(~|-|—|n\/?a)?$/i;

export function resolvePartNumber(cells: PartNumberCells): RowPartNumber | null {
  if (!EMPTY.test(cells.partNumber)) {
    return { name: cells.partNumber, source: 'column', manufacturer: null };
  }
  const fromUrl = mpnFromDatasheetUrl(cells.datasheet);
  if (fromUrl) {
    return { name: fromUrl.mpn, source: 'datasheet-url', manufacturer: fromUrl.manufacturer };
  }
  const fromNumber = mpnFromDistributorNumber(cells.supplierPartNumber, cells.distributor);
  if (fromNumber) return { name: fromNumber, source: 'distributor', manufacturer: null };
  if (!EMPTY.test(cells.value)) return { name: cells.value, source: 'none', manufacturer: null };
  return null;
}
