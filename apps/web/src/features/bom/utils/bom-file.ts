/** Which BOM files step 02 takes (spec §5, §9): .xlsx or .csv, at most 10 MB. */
import { LIMITS } from '@partproof/shared';
import { msg } from '@/i18n/i18n';
import { FILE_TOO_LARGE } from '@/lib/file-rules';

export const BOM_EXTENSIONS = ['.xlsx', '.csv'] as const;
export const BOM_TYPE_ERROR = msg('Only .xlsx or .csv files can be uploaded');
export const BOM_SIZE_ERROR = FILE_TOO_LARGE;

/** The toast text (English, drawn with `t`) for a file step 02 refuses, or null when it may be uploaded. */
export function checkBomFile(file: { name: string; size: number }): string | null {
  const name = file.name.toLowerCase();
  if (!BOM_EXTENSIONS.some((ext) => name.endsWith(ext))) return BOM_TYPE_ERROR;
  if (file.size > LIMITS.uploadBytes) return BOM_SIZE_ERROR;
  return null;
}
