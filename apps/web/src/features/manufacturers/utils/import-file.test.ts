import { describe, expect, it } from 'vitest';
import { formatFileSize, importRejectionMessage, IMPORT_MAX_BYTES } from './import-file';

describe('certificate import file', () => {
  it('allows at most 10 MB', () => {
    expect(IMPORT_MAX_BYTES).toBe(10 * 1024 * 1024);
  });

  it('explains a refusal by size before type', () => {
    expect(importRejectionMessage(['file-too-large'])).toBe('The file is larger than 10 MB');
    expect(importRejectionMessage(['file-invalid-type'])).toBe(
      'Upload the certificate export as an .xlsx workbook or a CSV file',
    );
  });

  it('shows sizes in readable units', () => {
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(2048)).toBe('2.0 KB');
    expect(formatFileSize(3 * 1024 * 1024)).toBe('3.0 MB');
  });
});
