/** Bounds of the BOM import that protect memory and time (DESIGN.md §6 uploads). */
import { LIMITS } from '@partproof/shared';

export const BOM_LIMITS = {
  uploadBytes: LIMITS.uploadBytes,
  /** Total inflated size of all xlsx zip entries; past it the file is refused as a zip bomb. */
  xlsxUncompressedBytes: 50 * 1024 * 1024,
  xlsxMaxEntries: 2_000,
  /** Rows looked at when searching for the header row. */
  headerScanRows: 40,
  /**
   * Designators one cell may expand to, ranges and list items together (duplicates count,
   * so 'R1-R999' written a thousand times stops too). A range past it (R1-R99999) is kept
   * as written; the same bound as MaterialInput's designator list.
   */
  maxDesignatorsPerCell: 5_000,
  sampleRows: 5,
} as const;

export const MB = 1024 * 1024;
