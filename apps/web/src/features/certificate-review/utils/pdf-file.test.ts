import { describe, expect, it } from 'vitest';
import { pdfProblem } from './pdf-file';

const MB = 1024 * 1024;

describe('pdfProblem', () => {
  it('accepts a PDF up to the limit', () => {
    expect(pdfProblem({ name: 'cert.PDF', type: '', size: 10 * MB }, 10 * MB)).toBeNull();
    expect(pdfProblem({ name: 'c', type: 'application/pdf', size: 1 }, 10 * MB)).toBeNull();
  });

  it('refuses other types and files over 10 MB', () => {
    expect(pdfProblem({ name: 'cert.docx', type: 'application/msword', size: 1 }, MB)).toBe('type');
    expect(
      pdfProblem({ name: 'cert.pdf', type: 'application/pdf', size: 10 * MB + 1 }, 10 * MB),
    ).toBe('size');
  });
});
