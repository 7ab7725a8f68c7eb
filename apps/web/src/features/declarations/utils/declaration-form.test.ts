import {
  declarationApi,
  DeclarationUploadFieldsSchema,
  formDataOf,
  type Declaration,
  type DeclarationProposal,
} from '@partproof/shared';
import { describe, expect, it, vi } from 'vitest';
import { englishT } from '@/lib/test-i18n';
import {
  emptyDeclarationForm,
  evidenceByField,
  formFromDeclaration,
  formFromProposal,
  today,
  updateBody,
  uploadFields,
  validateDeclarationForm,
  type DeclarationFormValues,
} from './declaration-form';

// The app's i18n module starts i18next (and reads localStorage); these texts need only `msg`.
vi.mock('@/i18n/i18n', () => ({ msg: (text: string) => text }));

const t = englishT;

const proposal: DeclarationProposal = {
  manufacturer: { id: 4, name: 'Murata' },
  issuer: null,
  kind: 'RoHS+REACH',
  evidenceKind: 'lab-report',
  models: 'GRM188*\nGRM155R71C104KA88D',
  coverage: { scope: 'series', series: ['GRM188*'], mpns: ['GRM155R71C104KA88D'], exclusions: [] },
  dateIssue: '2023-05',
  directives: ['(EU) 2015/863', '1907/2006'],
  candidateList: { date: '2023-01-17', entries: null },
  exemptions: ['7(c)-I'],
  conditions: 'products identified as RoHS compliant',
  evidence: [
    { field: 'manufacturer', page: 1, text: 'Murata Manufacturing Co., Ltd.' },
    { field: 'kind', page: 1, text: 'RoHS / REACH Declaration' },
    { field: 'dateIssue', page: 2, text: 'May 2023' },
    { field: 'dateIssue', page: 2, text: 'May 2023' },
    { field: 'somethingNew', page: 1, text: 'ignored' },
  ],
  ocr: false,
};

/** A multipart field that holds JSON, parsed. */
const json = (form: FormData, name: string): unknown => {
  const value = form.get(name);
  return typeof value === 'string' ? JSON.parse(value) : value;
};

const filled = (overrides: Partial<DeclarationFormValues> = {}): DeclarationFormValues => ({
  ...formFromProposal(proposal, emptyDeclarationForm('2025-03-04')),
  ...overrides,
});

describe('the form from a proposal', () => {
  it('takes every field the reader proposed and keeps the date of collection', () => {
    expect(filled()).toEqual({
      type: 'RoHS+REACH',
      manufacturer: 'Murata',
      issuer: '',
      evidenceKind: 'lab-report',
      models: 'GRM188*\nGRM155R71C104KA88D',
      dateIssue: '2023-05',
      dateCollection: '2025-03-04',
      directives: ['(EU) 2015/863', '1907/2006'],
      exemptions: ['7(c)-I'],
      candidateListDate: '2023-01-17',
      candidateListEntries: '',
      conditions: 'products identified as RoHS compliant',
    });
  });

  it('leaves a field empty when the reader found nothing for it', () => {
    const empty = formFromProposal(
      { ...proposal, manufacturer: null, dateIssue: null, candidateList: null },
      emptyDeclarationForm('2025-03-04'),
    );
    expect(empty.manufacturer).toBe('');
    expect(empty.dateIssue).toBe('');
    expect(empty.candidateListDate).toBe('');
  });

  it("says where each filled field came from, the proposal's kind as the form's type", () => {
    expect(evidenceByField(proposal.evidence, t)).toEqual({
      manufacturer: ["page 1: 'Murata Manufacturing Co., Ltd.'"],
      type: ["page 1: 'RoHS / REACH Declaration'"],
      dateIssue: ["page 2: 'May 2023'"],
    });
  });

  it('defaults the date of collection to today, as YYYY-MM-DD', () => {
    expect(today(new Date(2025, 0, 9, 23, 30))).toBe('2025-01-09');
    expect(emptyDeclarationForm(today()).dateCollection).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

describe('validation', () => {
  it('accepts the proposal as it stands', () => {
    expect(validateDeclarationForm(filled())).toEqual({});
  });

  it('requires a manufacturer and the models, and refuses a malformed date of issue', () => {
    const errors = validateDeclarationForm(
      filled({ manufacturer: ' ', models: '', dateIssue: '05/2023' }),
    );
    expect(errors.manufacturer).toBe('Required');
    expect(errors.models).toBe('Required');
    expect(errors.dateIssue).toMatch(/YYYY-MM-DD/);
  });

  it('checks the candidate list date and entry count on their own inputs', () => {
    const errors = validateDeclarationForm(
      filled({ candidateListDate: '17.01.2023', candidateListEntries: '24x' }),
    );
    expect(errors.candidateListDate).toMatch(/YYYY-MM-DD/);
    expect(errors.candidateListEntries).toMatch(/whole number/);
  });
});

describe('the upload form', () => {
  // What `call(declarationApi.upload, …)` sends: the fields written from the definition.
  const upload = (fields: ReturnType<typeof uploadFields>, files: File[] = []) =>
    formDataOf(declarationApi.upload.form, { form: fields, files });

  it('sends text fields, lists as JSON strings, the material and every file', () => {
    const files = [new File(['%PDF-1.4'], 'doc.pdf'), new File(['<x/>'], 'fmd.xml')];
    const form = upload(
      uploadFields(filled({ manufacturer: ' Murata ', candidateListEntries: '235' }), 12),
      files,
    );
    expect(form.get('type')).toBe('RoHS+REACH');
    expect(form.get('manufacturer')).toBe('Murata');
    expect(form.get('models')).toBe('GRM188*\nGRM155R71C104KA88D');
    expect(form.get('dateIssue')).toBe('2023-05');
    expect(form.get('dateCollection')).toBe('2025-03-04');
    expect(json(form, 'directives')).toEqual(['(EU) 2015/863', '1907/2006']);
    expect(json(form, 'exemptions')).toEqual(['7(c)-I']);
    expect(json(form, 'candidateList')).toEqual({
      date: '2023-01-17',
      entries: 235,
    });
    expect(form.get('conditions')).toBe('products identified as RoHS compliant');
    expect(form.get('materialID')).toBe('12');
    expect(form.getAll('files').map((f) => (f as File).name)).toEqual(['doc.pdf', 'fmd.xml']);
  });

  it('leaves empty fields out, so the server applies its defaults', () => {
    const form = upload(
      uploadFields({ ...emptyDeclarationForm(''), manufacturer: 'Yageo', models: 'All' }),
    );
    // The evidence kind always goes: the form shows one, the type's default until changed.
    expect([...form.keys()].sort()).toEqual(['evidenceKind', 'manufacturer', 'models', 'type']);
  });

  it("is read back by the server's field schema as the values it was written from", () => {
    const fields = uploadFields(filled({ issuer: 'SGS', candidateListEntries: '235' }), 12);
    const text = Object.fromEntries(upload(fields).entries());
    expect(DeclarationUploadFieldsSchema.parse(text)).toEqual(
      Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)),
    );
  });
});

describe('editing a stored declaration', () => {
  const declaration = {
    id: 31,
    type: 'RoHS',
    manufacturer: 'Nexperia',
    issuer: 'SGS',
    models: 'All except: 74HC595*',
    dateIssue: null,
    dateCollection: '2024-11-02',
    directives: ['2011/65/EU'],
    exemptions: [],
    candidateList: { date: null, entries: 233 },
    conditions: '',
  } as unknown as Declaration;

  it('fills the form and sends it back with cleared fields as null', () => {
    const values = formFromDeclaration(declaration);
    expect(values.candidateListEntries).toBe('233');
    expect(values.dateIssue).toBe('');
    expect(updateBody(31, { ...values, issuer: '', candidateListEntries: '' })).toEqual({
      id: 31,
      type: 'RoHS',
      manufacturer: 'Nexperia',
      issuer: null,
      models: 'All except: 74HC595*',
      dateIssue: null,
      dateCollection: '2024-11-02',
      directives: ['2011/65/EU'],
      exemptions: [],
      candidateList: null,
      conditions: '',
    });
  });
});
