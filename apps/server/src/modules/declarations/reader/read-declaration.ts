/**
 * Reads a dropped declaration (PDF, PNG or JPEG) and proposes the fields of the "Add new
 * material declaration" form, each with the page and words it came from (DESIGN.md §9.3
 * "Reading a document"). Nothing is stored: staff confirm or correct the proposal.
 */
import { defaultEvidenceKind } from '@partproof/shared';
import { findCandidateList } from './find-candidate-list.js';
import { findConditions } from './find-conditions.js';
import { findCoverage, modelsText } from './find-coverage.js';
import { findDirectives } from './find-directives.js';
import { findExemptions } from './find-exemptions.js';
import { findIssuer } from './find-issuer.js';
import { findKind } from './find-kind.js';
import { findManufacturer } from './find-manufacturer.js';
import { dayMonthOrder, findIssueDate } from './issue-date.js';
import { makerByParts } from './maker-by-parts.js';
import { closeOcr } from './ocr.js';
import { readPages, type OcrOptions } from './read-pages.js';
import { isUsMaker } from './us-makers.js';
import type {
  DeclarationMime,
  DeclarationProposal,
  Evidence,
  Found,
  KnownData,
} from './reader-types.js';

export type { DeclarationProposal, KnownData } from './reader-types.js';

export async function readDeclaration(
  file: { bytes: Buffer; mime: DeclarationMime },
  known: KnownData,
  options: { today: string; ocr?: OcrOptions },
): Promise<DeclarationProposal> {
  // Staff reads unless told: the supplier link's reads name their own lane.
  const pages = await readPages(
    { bytes: file.bytes, mime: file.mime },
    options.ocr ?? { lane: 'staff' },
  );
  const evidence: Evidence[] = [];
  const note = <T>(field: string, found: Found<T> | null): T | null => {
    if (found) evidence.push({ field, page: found.page, text: found.text });
    return found?.value ?? null;
  };

  const issuer = findIssuer(pages);
  const manufacturer =
    findManufacturer(pages, known.manufacturers) ?? (await makerByParts(pages, known));
  const usMaker = isUsMaker(manufacturer?.value.name);
  const dateIssue = findIssueDate(pages, options.today, usMaker);
  const directives = findDirectives(pages, dateIssue?.value ?? null);
  const candidateList = findCandidateList(pages, dayMonthOrder(pages, usMaker));
  const exemptions = findExemptions(pages);
  const conditions = findConditions(pages);
  const makerId = manufacturer?.value.id;
  const parts = makerId === undefined ? [] : ((await known.partsOf([makerId])).get(makerId) ?? []);
  const coverage = findCoverage(pages, parts);
  const kind = findKind(pages, {
    issuer: issuer?.value.kind ?? null,
    directives: directives.map((d) => d.value),
  });

  const maker = note('manufacturer', manufacturer);
  const issuerValue = note('issuer', issuer);
  note('kind', kind.text ? kind : null);
  for (const entry of coverage.evidence.slice(0, 20)) note('models', entry);
  return {
    manufacturer: maker ? { id: maker.id, name: maker.name } : null,
    issuer: issuerValue?.name ?? null,
    kind: kind.value,
    evidenceKind: defaultEvidenceKind(kind.value, issuerValue?.name ?? null),
    models: modelsText(coverage.coverage),
    coverage: coverage.coverage,
    dateIssue: note('dateIssue', dateIssue),
    directives: directives.map((found) => note('directives', found) ?? found.value),
    candidateList: note('candidateList', candidateList),
    exemptions: exemptions.map((found) => note('exemptions', found) ?? found.value),
    conditions: note('conditions', conditions) ?? '',
    evidence,
    ocr: pages.some((page) => page.ocr),
  };
}

/** Stops the shared OCR engine; the app calls it when it closes. */
export function closeReader(): Promise<void> {
  return closeOcr();
}
