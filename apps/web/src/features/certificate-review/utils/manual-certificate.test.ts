import { certificateReviewApi, formDataOf, ManualCertificateFieldsSchema } from '@partproof/shared';
import { describe, expect, it, vi } from 'vitest';
import {
  checkPdfFile,
  manualCertificateFields,
  PDF_SIZE_ERROR,
  PDF_TYPE_ERROR,
  pdfProblem,
} from './manual-certificate';

// The app's i18n module starts i18next (and reads localStorage); these texts need only `msg`.
vi.mock('@/i18n/i18n', () => ({ msg: (text: string) => text }));

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

describe('checkPdfFile', () => {
  it('takes a PDF up to 10 MB and refuses other types or larger files', () => {
    expect(checkPdfFile({ name: 'cert.PDF', size: 10 * 1024 * 1024 })).toBeNull();
    expect(checkPdfFile({ name: 'cert.docx', size: 100 })).toBe(PDF_TYPE_ERROR);
    expect(checkPdfFile({ name: 'cert.pdf', size: 10 * 1024 * 1024 + 1 })).toBe(PDF_SIZE_ERROR);
  });
});

describe('manualCertificateFields', () => {
  const values = {
    serviceName: ' UL ',
    modelName: 'X1 ',
    source: '',
    referenceNumber: ' E123',
    expireDate: '2027-01-31',
  };

  it('trims the inputs, adds the material and leaves an empty source out', () => {
    expect(manualCertificateFields(values, 7)).toEqual({
      serviceName: 'UL',
      modelName: 'X1',
      materialId: 7,
      source: undefined,
      referenceNumber: 'E123',
      expireDate: '2027-01-31',
    });
    const blank = manualCertificateFields({ ...values, expireDate: '  ' }, 7);
    expect(blank.expireDate).toBeUndefined();
  });

  it("is sent as the endpoint's form with the PDF under its name, and read back by the server", () => {
    const pdf = new File(['%PDF-1.4'], 'cert.pdf', { type: 'application/pdf' });
    const fields = manualCertificateFields({ ...values, source: ' https://example.com/cert ' }, 7);
    const form = formDataOf(certificateReviewApi.manual.form, { form: fields, files: [pdf] });
    expect(form.get('serviceName')).toBe('UL');
    expect(form.get('materialId')).toBe('7');
    expect(form.get('source')).toBe('https://example.com/cert');
    expect(form.get('expireDate')).toBe('2027-01-31');
    expect((form.get('pdf') as File).name).toBe('cert.pdf');
    const text = Object.fromEntries([...form.entries()].filter(([name]) => name !== 'pdf'));
    expect(ManualCertificateFieldsSchema.parse(text)).toEqual(fields);
  });

  it('leaves absent values out of the form rather than sending them empty', () => {
    const form = formDataOf(certificateReviewApi.manual.form, {
      form: manualCertificateFields({ ...values, expireDate: '' }, 7),
    });
    expect(form.has('source')).toBe(false);
    expect(form.has('expireDate')).toBe(false);
    expect(form.has('pdf')).toBe(false);
  });
});
