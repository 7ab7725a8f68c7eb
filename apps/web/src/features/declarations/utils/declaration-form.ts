/**
 * The declaration form of 'Add new material declaration' and of Edit (DESIGN.md §9.3, §9.10):
 * its values, how the reader's proposal and a stored declaration fill it, where each filled
 * field came from (evidence), its validation with the shared schema, and what the API reads
 * — the upload's form fields (written as multipart by `call`, lists as JSON) and
 * updateRohs's JSON body.
 */
import {
  DeclarationFieldsSchema,
  type Declaration,
  type declarationApi,
  type DeclarationFields,
  type DeclarationKind,
  type DeclarationProposal,
  type DeclarationUpdate,
  type EvidenceKind,
  type FormValues,
} from '@partproof/shared';
import type { TFunction } from 'i18next';
import { msg } from '@/i18n/i18n';

export interface DeclarationFormValues {
  type: DeclarationKind;
  manufacturer: string;
  issuer: string;
  evidenceKind: EvidenceKind;
  /** 'All', 'All except: A; B', or part numbers one per line or separated by ';'. */
  models: string;
  /** YYYY-MM-DD, YYYY-MM, or empty when undated. */
  dateIssue: string;
  dateCollection: string;
  directives: string[];
  exemptions: string[];
  candidateListDate: string;
  /** The candidate list's entry count as typed (empty when not stated). */
  candidateListEntries: string;
  conditions: string;
}

export type DeclarationFormField = keyof DeclarationFormValues;
export type DeclarationFormErrors = Partial<Record<DeclarationFormField, string>>;

/** Today as YYYY-MM-DD in the user's time zone: the date of collection's default. */
export function today(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export function emptyDeclarationForm(collectedOn: string): DeclarationFormValues {
  return {
    type: 'RoHS',
    manufacturer: '',
    issuer: '',
    evidenceKind: 'manufacturer-statement',
    models: '',
    dateIssue: '',
    dateCollection: collectedOn,
    directives: [],
    exemptions: [],
    candidateListDate: '',
    candidateListEntries: '',
    conditions: '',
  };
}

/**
 * The form as the reader proposes it. The date of collection is not the document's: it
 * stays what it was (today by default).
 */
export function formFromProposal(
  proposal: DeclarationProposal,
  current: DeclarationFormValues,
): DeclarationFormValues {
  return {
    ...current,
    type: proposal.kind,
    manufacturer: proposal.manufacturer?.name ?? '',
    issuer: proposal.issuer ?? '',
    evidenceKind: proposal.evidenceKind,
    models: proposal.models,
    dateIssue: proposal.dateIssue ?? '',
    directives: [...proposal.directives],
    exemptions: [...proposal.exemptions],
    candidateListDate: proposal.candidateList?.date ?? '',
    candidateListEntries: entriesText(proposal.candidateList?.entries ?? null),
    conditions: proposal.conditions,
  };
}

/** The form of a stored declaration, for Edit. */
export function formFromDeclaration(declaration: Declaration): DeclarationFormValues {
  return {
    type: declaration.type,
    manufacturer: declaration.manufacturer,
    issuer: declaration.issuer ?? '',
    evidenceKind: declaration.evidenceKind,
    models: declaration.models,
    dateIssue: declaration.dateIssue ?? '',
    dateCollection: declaration.dateCollection,
    directives: [...declaration.directives],
    exemptions: [...declaration.exemptions],
    candidateListDate: declaration.candidateList?.date ?? '',
    candidateListEntries: entriesText(declaration.candidateList?.entries ?? null),
    conditions: declaration.conditions,
  };
}

function entriesText(entries: number | null): string {
  return entries === null ? '' : String(entries);
}

/** The reader's evidence names its fields as the proposal does; 'kind' is the form's type. */
const EVIDENCE_FIELDS: Record<string, DeclarationFormField> = {
  kind: 'type',
  type: 'type',
  manufacturer: 'manufacturer',
  issuer: 'issuer',
  models: 'models',
  coverage: 'models',
  mpns: 'models',
  series: 'models',
  dateIssue: 'dateIssue',
  directives: 'directives',
  exemptions: 'exemptions',
  candidateList: 'candidateListDate',
  conditions: 'conditions',
};

/** Where each filled field came from, as "page 1: '…'" lines in the reader's language. */
export function evidenceByField(
  evidence: DeclarationProposal['evidence'],
  t: TFunction,
): Partial<Record<DeclarationFormField, string[]>> {
  const byField: Partial<Record<DeclarationFormField, string[]>> = {};
  for (const item of evidence) {
    const field = EVIDENCE_FIELDS[item.field];
    if (!field) continue;
    const line = t("page {{page}}: '{{text}}'", {
      page: item.page,
      text: shorten(item.text.trim(), 120),
    });
    const lines = (byField[field] ??= []);
    if (!lines.includes(line)) lines.push(line);
  }
  return byField;
}

function shorten(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

const blankToNull = (text: string) => (text.trim() === '' ? null : text.trim());
const cleanList = (list: readonly string[]) => [
  ...new Set(list.map((item) => item.trim()).filter((item) => item !== '')),
];

/** The form as the API's fields (DeclarationFieldsSchema's input). */
export function toDeclarationFields(values: DeclarationFormValues): DeclarationFields {
  const listDate = blankToNull(values.candidateListDate);
  const entriesText = values.candidateListEntries.trim();
  const entries = entriesText === '' ? null : Number(entriesText);
  return {
    type: values.type,
    manufacturer: values.manufacturer.trim(),
    issuer: blankToNull(values.issuer),
    evidenceKind: values.evidenceKind,
    models: values.models.trim(),
    dateIssue: blankToNull(values.dateIssue),
    ...(values.dateCollection.trim() ? { dateCollection: values.dateCollection.trim() } : {}),
    directives: cleanList(values.directives),
    exemptions: cleanList(values.exemptions),
    candidateList: listDate === null && entries === null ? null : { date: listDate, entries },
    conditions: values.conditions.trim(),
  };
}

/** Schema paths → form fields (the candidate list is two inputs in the form). */
function formFieldOf(path: readonly PropertyKey[]): DeclarationFormField | null {
  const [first, second] = path;
  if (first === 'candidateList') {
    return second === 'entries' ? 'candidateListEntries' : 'candidateListDate';
  }
  return typeof first === 'string' && first in emptyDeclarationForm('')
    ? (first as DeclarationFormField)
    : null;
}

/**
 * The shared schema's messages per field; empty when the form may be saved. English, as the
 * spec words them: the form translates them where it shows them.
 */
export function validateDeclarationForm(values: DeclarationFormValues): DeclarationFormErrors {
  const errors: DeclarationFormErrors = {};
  const entries = values.candidateListEntries.trim();
  if (entries !== '' && !/^\d+$/.test(entries)) {
    errors.candidateListEntries = msg('Enter the number of entries as a whole number');
  }
  const parsed = DeclarationFieldsSchema.safeParse(toDeclarationFields(values));
  if (parsed.success) return errors;
  for (const issue of parsed.error.issues) {
    const field = formFieldOf(issue.path);
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/**
 * `rohs/upload`'s text fields: the form's values trimmed, empty ones (blank text, empty lists,
 * no candidate list) left out so the server applies its defaults, and the material to fetch
 * for at once. `call` writes them into the multipart form (lists and the candidate list as
 * JSON) with the files.
 */
export function uploadFields(
  values: DeclarationFormValues,
  materialId?: number,
): FormValues<typeof declarationApi.upload.form> {
  const fields = toDeclarationFields(values);
  const present = <T>(value: T | null | undefined) => (value ? value : undefined);
  const list = (items: string[] | undefined) => (items?.length ? items : undefined);
  return {
    type: fields.type,
    manufacturer: fields.manufacturer,
    models: fields.models,
    issuer: present(fields.issuer),
    evidenceKind: fields.evidenceKind,
    dateIssue: present(fields.dateIssue),
    dateCollection: present(fields.dateCollection),
    directives: list(fields.directives),
    exemptions: list(fields.exemptions),
    candidateList: present(fields.candidateList),
    conditions: present(fields.conditions),
    materialID: materialId,
  };
}

/** `rohs/updateRohs`'s body: every field of the form, cleared ones as null or empty. */
export function updateBody(id: number, values: DeclarationFormValues): DeclarationUpdate {
  return { id, ...toDeclarationFields(values) };
}
