import { CERT_LIMITS, CERT_MSG } from '@partproof/shared';
import { describe, expect, it } from 'vitest';
import { rejectionMessage } from './file-rules';

describe('upload file rules', () => {
  it('explains a refusal by size before type', () => {
    expect(rejectionMessage(['file-invalid-type', 'file-too-large'], 'Wrong type')).toBe(
      'The file is larger than 10 MB',
    );
    expect(rejectionMessage(['file-invalid-type'], 'Wrong type')).toBe('Wrong type');
    expect(rejectionMessage(['file-invalid-type'], CERT_MSG.importFileType)).toBe(
      'Upload the certificate export as an .xlsx workbook or a CSV file',
    );
  });

  it('allows at most 10 MB, as the size text says', () => {
    expect(CERT_LIMITS.uploadBytes).toBe(10 * 1024 * 1024);
  });
});
