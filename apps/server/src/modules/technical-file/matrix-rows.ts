/**
 * The compliance matrix as rows of text, the one form the xlsx and the PDF both print: the
 * columns open-hardware makers keep in their "RoHS compliance matrix" sheets (designators,
 * component, quantity, maker, evidence document, its type, the directive it states, status,
 * notes/action) plus the risk, the evidence's date and the exemptions with their end for the
 * product's category.
 */
import {
  EVIDENCE_KIND_LABELS,
  FINDING_KIND_LABELS,
  REQUIRED_EVIDENCE_LABELS,
  rohsStatusLabel,
  type TechnicalFile,
} from '@partproof/shared';

export const MATRIX_COLUMNS = [
  { header: 'Line', key: 'line', width: 6 },
  { header: 'Internal reference', key: 'internalReference', width: 16 },
  { header: 'Designators', key: 'designators', width: 18 },
  { header: 'Component / value', key: 'componentName', width: 26 },
  { header: 'Quantity', key: 'quantity', width: 8 },
  { header: 'Manufacturer', key: 'manufacturer', width: 20 },
  { header: 'Alternative of', key: 'alternativeOf', width: 12 },
  { header: 'Risk', key: 'risk', width: 8 },
  { header: 'Evidence required', key: 'requiredEvidence', width: 30 },
  { header: 'Evidence document', key: 'document', width: 28 },
  { header: 'Evidence type', key: 'evidenceKind', width: 22 },
  { header: 'Issued', key: 'dateIssue', width: 11 },
  { header: 'Directives stated', key: 'directives', width: 26 },
  { header: 'Exemptions (end for the category)', key: 'exemptions', width: 26 },
  { header: 'RoHS status', key: 'status', width: 16 },
  { header: 'Reason', key: 'reason', width: 48 },
  { header: 'Notes / action', key: 'notes', width: 48 },
] as const;

export type MatrixKey = (typeof MATRIX_COLUMNS)[number]['key'];
export type MatrixRow = Record<MatrixKey, string>;

export const FINDING_COLUMNS = [
  { header: 'Finding', key: 'kind', width: 22 },
  { header: 'What', key: 'text', width: 60 },
  { header: 'Lines', key: 'lines', width: 30 },
  { header: 'Action', key: 'action', width: 60 },
  { header: 'Blocks the DoC', key: 'blocking', width: 10 },
] as const;

export type FindingRow = Record<(typeof FINDING_COLUMNS)[number]['key'], string>;

/** How a line is named in findings: its internal reference and designators. */
function lineNames(file: TechnicalFile): Map<number, string> {
  return new Map(
    file.lines.map((l, i) => [
      l.materialId,
      `${i + 1} ${l.internalReference}${l.designators.length ? ` (${l.designators.join(', ')})` : ''}`,
    ]),
  );
}

export function matrixRows(file: TechnicalFile): MatrixRow[] {
  const numberOf = new Map(file.lines.map((l, i) => [l.materialId, i + 1]));
  return file.lines.map((l, i) => {
    const [e] = l.evidence;
    const notes = file.findings
      .filter((f) => f.lines.includes(l.materialId))
      .map((f) => `${f.text}: ${f.action}`);
    return {
      line: String(i + 1),
      internalReference: l.internalReference,
      designators: l.designators.join(', '),
      componentName: l.componentName,
      quantity: l.quantity === null ? '' : String(l.quantity),
      manufacturer: l.manufacturer,
      alternativeOf: l.alternativeOf === null ? '' : `line ${numberOf.get(l.alternativeOf) ?? ''}`,
      risk: l.dnp ? 'DNP' : l.risk,
      requiredEvidence: l.dnp ? '' : REQUIRED_EVIDENCE_LABELS[l.requiredEvidence],
      document: e ? (e.fileName ?? `declaration ${e.declarationId}`) : '',
      evidenceKind: e
        ? `${EVIDENCE_KIND_LABELS[e.evidenceKind]}${e.issuer ? `, issued by ${e.issuer}` : ''}`
        : '',
      dateIssue: e?.dateIssue ?? '',
      directives: e?.directives.join(', ') ?? '',
      exemptions:
        e?.exemptions.map((x) => `${x.id} (${x.expires ?? 'no end set'})`).join(', ') ?? '',
      status: rohsStatusLabel(l.rohsStatus),
      reason: l.reason,
      notes: [l.evidence.length > 1 ? `${l.evidence.length} approved declarations` : '', ...notes]
        .filter(Boolean)
        .join('; '),
    };
  });
}

export function findingRows(file: TechnicalFile): FindingRow[] {
  const names = lineNames(file);
  return file.findings.map((f) => ({
    kind: FINDING_KIND_LABELS[f.kind],
    text: f.text,
    lines: f.lines.map((id) => names.get(id) ?? String(id)).join('; '),
    action: f.action,
    blocking: f.blocking ? 'Yes' : 'No',
  }));
}
