/**
 * The form's fields as they are stored (DESIGN.md §9.3): the `models` text becomes a
 * coverage, directives and exemptions their canonical names. What cannot be understood is
 * the user's 400, field by field — never stored half-read.
 */
import {
  canonicalDirective,
  canonicalExemption,
  isEmptyCoverage,
  parseModels,
  type Coverage,
  type DeclarationFields,
} from '@partproof/shared';
import { AppError } from '../../lib/app-error.js';

function invalid(field: string, message: string): AppError {
  return new AppError('VALIDATION', message, { [field]: [message] });
}

export function coverageFromModels(models: string): Coverage {
  const coverage = parseModels(models);
  if (isEmptyCoverage(coverage)) {
    throw invalid('models', "Name the parts covered: 'All', 'All except: …', or part numbers");
  }
  return coverage;
}

/** Canonical names, each once; an unknown one is refused with its own words. */
function canonicalList(
  field: string,
  values: readonly string[],
  canonical: (text: string) => string | null,
  what: string,
): string[] {
  const result: string[] = [];
  for (const value of values) {
    const name = canonical(value);
    if (!name) throw invalid(field, `Unknown ${what}: ${value}`);
    if (!result.includes(name)) result.push(name);
  }
  return result;
}

export const canonicalDirectiveList = (values: readonly string[]) =>
  canonicalList('directives', values, canonicalDirective, 'directive');

export const canonicalExemptionList = (values: readonly string[]) =>
  canonicalList('exemptions', values, canonicalExemption, 'RoHS exemption');

/** The columns the editable fields map to (manufacturer and files are handled apart). */
export function declarationColumns(fields: Partial<DeclarationFields>) {
  const coverage = fields.models === undefined ? undefined : coverageFromModels(fields.models);
  const list = fields.candidateList;
  return {
    ...(fields.type !== undefined && { kind: fields.type }),
    ...(fields.issuer !== undefined && { issuer: fields.issuer?.trim() || null }),
    ...(fields.evidenceKind !== undefined && { evidenceKind: fields.evidenceKind }),
    ...(coverage && {
      scope: coverage.scope,
      series: coverage.series,
      mpns: coverage.mpns,
      exclusions: coverage.exclusions,
    }),
    ...(fields.dateIssue !== undefined && { dateIssue: fields.dateIssue ?? null }),
    ...(fields.dateCollection !== undefined && { dateCollection: fields.dateCollection }),
    ...(fields.directives !== undefined && {
      directives: canonicalDirectiveList(fields.directives),
    }),
    ...(fields.exemptions !== undefined && {
      exemptions: canonicalExemptionList(fields.exemptions),
    }),
    ...(list !== undefined && {
      candidateListDate: list?.date ?? null,
      candidateListEntries: list?.entries ?? null,
    }),
    ...(fields.conditions !== undefined && { conditions: fields.conditions }),
  };
}
