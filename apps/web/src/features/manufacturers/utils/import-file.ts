/** The certificate import's file rules (DESIGN.md §4, spec §9): one CSV or xlsx of at most 10 MB. */
import { CERT_LIMITS, CERT_MSG } from '@partproof/shared';

/** MIME types with their extensions: a CSV that the OS labels oddly is still accepted by name. */
export const IMPORT_ACCEPT = {
  'text/csv': ['.csv'],
  'application/vnd.ms-excel': ['.csv'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['.xlsx'],
};

export const IMPORT_MAX_BYTES = CERT_LIMITS.uploadBytes;
export const IMPORT_SIZE_ERROR = 'The file is larger than 10 MB';

/** The message for a file the drop zone refused (react-dropzone error codes). */
export function importRejectionMessage(errorCodes: readonly string[]): string {
  return errorCodes.includes('file-too-large') ? IMPORT_SIZE_ERROR : CERT_MSG.importFileType;
}

export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
