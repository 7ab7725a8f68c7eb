/** Which BOM files step 02 takes (spec §5, §9): .xlsx or .csv, at most 10 MB. */
import { LIMITS } from '@partproof/shared';

export const BOM_EXTENSIONS = ['.xlsx', '.csv'] as const;
export const BOM_TYPE_ERROR = 'Only .xlsx or .csv files can be uploaded';
export const BOM_SIZE_ERROR = 'The file is larger than 10 MB';

/**
 * The picker's filter. Browsers report CSV under several MIME types (Windows says
 * application/vnd.ms-excel), so the extension decides; `checkBomFile` has the last word.
 */
export const BOM_ACCEPT = {
  'text/csv': ['.csv'],
  'application/vnd.ms-excel': ['.csv'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['.xlsx'],
};

/** The toast text for a file step 02 refuses, or null when it may be uploaded. */
export function checkBomFile(file: { name: string; size: number }): string | null {
  const name = file.name.toLowerCase();
  if (!BOM_EXTENSIONS.some((ext) => name.endsWith(ext))) return BOM_TYPE_ERROR;
  if (file.size > LIMITS.uploadBytes) return BOM_SIZE_ERROR;
  return null;
}

export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
