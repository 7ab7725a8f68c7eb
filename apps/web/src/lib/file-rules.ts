/**
 * What every upload field shares (spec §9): the 10 MB size text, the spreadsheet types
 * (browsers report CSV under several MIME types, so the extension decides) and which message
 * a drop zone's refusal gets. Sizes are shown by formatFileSize (format.ts).
 */
export const FILE_TOO_LARGE = 'The file is larger than 10 MB';

export const SPREADSHEET_ACCEPT = {
  'text/csv': ['.csv'],
  'application/vnd.ms-excel': ['.csv'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['.xlsx'],
};

/** The toast for files a drop zone refused (react-dropzone codes): size before type. */
export function rejectionMessage(errorCodes: readonly string[], wrongType: string): string {
  return errorCodes.includes('file-too-large') ? FILE_TOO_LARGE : wrongType;
}
