/** Shaping declaration rows for the API and for the status rules (DESIGN.md §9.3, §9.4). */
import { asc, eq, inArray } from 'drizzle-orm';
import {
  assessDeclaration,
  formatModels,
  seriesLabel,
  type Coverage,
  type CoverageScope,
  type Declaration,
  type DeclarationFacts,
  type DeclarationKind,
  type DeclarationSource,
  type DeclarationVerdict,
  type EvidenceKind,
  type ReviewState,
  type Specificity,
  type StatusContext,
  fileLinkPath,
} from '@partproof/shared';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { declarationFiles, declarations, files, manufacturers } from '../../db/schema/index.js';
import type { DeclarationReader } from './declaration-reader.js';
import { signPath } from '../../lib/tokens.js';

export type DeclarationRow = typeof declarations.$inferSelect;

const FORMAT: Record<string, string> = {
  'application/pdf': 'PDF',
  'image/png': 'PNG',
  'image/jpeg': 'JPEG',
  'application/xml': 'XML',
};

/** Links to a declaration's files stay valid for a day (the dialog and the zip use them). */
const LINK_SECONDS = 24 * 3600;

export function coverageOf(row: DeclarationRow): Coverage {
  return {
    scope: row.scope as CoverageScope,
    series: row.series,
    mpns: row.mpns,
    exclusions: row.exclusions,
  };
}

/** What the status table needs to know of a declaration covering a part. */
export function factsOf(row: DeclarationRow, specificity: Specificity): DeclarationFacts {
  return {
    id: row.id,
    kind: row.kind as DeclarationKind,
    evidenceKind: row.evidenceKind as EvidenceKind,
    reviewState: row.reviewState as ReviewState,
    specificity,
    dateIssue: row.dateIssue,
    dateCollection: row.dateCollection,
    directives: row.directives,
    exemptions: row.exemptions,
    candidateList:
      row.candidateListDate === null && row.candidateListEntries === null
        ? null
        : { date: row.candidateListDate, entries: row.candidateListEntries },
  };
}

/** The declarations with their manufacturer's name, in the order of `ids`. */
export async function loadDeclarations(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ declaration: declarations, manufacturer: manufacturers.name })
    .from(declarations)
    .innerJoin(manufacturers, eq(manufacturers.id, declarations.manufacturerId))
    .where(inArray(declarations.id, ids));
  const byId = new Map(rows.map((r) => [r.declaration.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

async function filesOf(db: Db, ids: number[]) {
  const rows = ids.length
    ? await db
        .select({
          declarationId: declarationFiles.declarationId,
          id: files.id,
          name: files.originalName,
          mime: files.mime,
        })
        .from(declarationFiles)
        .innerJoin(files, eq(files.id, declarationFiles.fileId))
        .where(inArray(declarationFiles.declarationId, ids))
        .orderBy(asc(declarationFiles.position))
    : [];
  const byDeclaration = new Map<number, typeof rows>();
  for (const row of rows) {
    byDeclaration.set(row.declarationId, [...(byDeclaration.get(row.declarationId) ?? []), row]);
  }
  return byDeclaration;
}

/** A link to a stored file, completed to PUBLIC_URL (spec §3 path/path2). */
export function fileLink(config: Config, fileId: string): string {
  return config.publicUrl + signPath(config.jwtSecret, fileLinkPath(fileId), LINK_SECONDS);
}

/**
 * Declarations as every call answers them, each with its own status (DESIGN.md §9.4), their
 * part numbers as the reader may read them.
 */
export async function declarationDtos(
  db: Db,
  config: Config,
  context: StatusContext,
  reader: DeclarationReader,
  rows: { declaration: DeclarationRow; manufacturer: string; specificity?: Specificity }[],
  material: { id: number; manufacturer: string; type: string } | null = null,
): Promise<Declaration[]> {
  const fileMap = await filesOf(
    db,
    rows.map((r) => r.declaration.id),
  );
  return rows.map(({ declaration: d, manufacturer, specificity }) => {
    // Part numbers only as this reader may read them (declaration-reader.ts).
    const coverage = reader.coverage(d.manufacturerId, coverageOf(d));
    // A supplier's file may repeat another company's letter (declaration-reader.ts).
    const links = (reader.files(d) ? (fileMap.get(d.id) ?? []) : []).map((f) => ({
      id: f.id,
      name: f.name,
      mime: f.mime,
      path: fileLink(config, f.id),
    }));
    const own = assessDeclaration(factsOf(d, specificity ?? 'all'), context);
    const facts = factsOf(d, 'all');
    return {
      id: d.id,
      type: d.kind as DeclarationKind,
      manufacturer,
      manufacturerId: d.manufacturerId,
      issuer: d.issuer,
      evidenceKind: facts.evidenceKind,
      models: formatModels(coverage),
      coverage,
      rohs_series: seriesLabel(coverage),
      dateIssue: d.dateIssue,
      dateCollection: d.dateCollection,
      directives: d.directives,
      exemptions: d.exemptions,
      candidateList: facts.candidateList,
      conditions: d.conditions,
      claimedModels: reader.staff ? d.claimedModels : null,
      source: d.source as DeclarationSource,
      reviewState: d.reviewState as ReviewState,
      reviewedAt: d.reviewedAt?.toISOString() ?? null,
      verdict: (d.verdict as DeclarationVerdict | null) ?? null,
      files: links,
      path: links[0]?.path ?? null,
      path2: links[1]?.path ?? null,
      type2: links[1] ? (FORMAT[links[1].mime] ?? links[1].mime) : null,
      mpn: coverage.mpns.join('; '),
      cdoc_id: null,
      material_id_rohs: material && {
        id: material.id,
        manufacturer: material.manufacturer,
        type: material.type,
      },
      status: { id: own.status, reason: own.reason },
      specificity: specificity ?? null,
      createdAt: d.createdAt.toISOString(),
    };
  });
}
