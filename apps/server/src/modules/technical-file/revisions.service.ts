/**
 * Revisions of a product's technical file (DESIGN.md §10.3): generating one (the DoC, the
 * matrix as xlsx and PDF, the product description, the cited evidence, the signed manifest,
 * all in one stored zip), listing them, and handing out a revision's zip as it was made.
 * Blocking findings stop the DoC unless staff override them with a reason, which the audit
 * log keeps. Revisions are never edited.
 */
import { readFile } from 'node:fs/promises';
import { desc, eq, and, inArray } from 'drizzle-orm';
import type { GenerateTechnicalFile, TechnicalFileRevision } from '@partproof/shared';
import type { Ctx } from '../../context.js';
import { findVisibleProduct } from '../../access/visibility.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { writeAudit } from '../../lib/audit.js';
import { findFile, openFile, saveFile, storedFilePath } from '../../lib/storage.js';
import type { Actor } from '../../plugins/auth.js';
import { declarationFiles, files, technicalFileRevisions, users } from '../../db/schema/index.js';
import { downloadName } from '../products/product-export.js';
import { getProduct } from '../products/products.service.js';
import { dayOf } from '../declarations/rohs-status.js';
import { declarationPdf } from './declaration-pdf.js';
import { matrixPdf } from './matrix-pdf.js';
import { matrixWorkbook } from './matrix-xlsx.js';
import { entryName, packBytes, sha256, type PackFile } from './pack.js';
import { productPdf } from './product-pdf.js';
import { revisionChanges, snapshotOf } from './revision-changes.js';
import { keyFingerprint, packKey } from './signing-key.js';
import { technicalFile } from './technical-file.service.js';

type RevisionRow = typeof technicalFileRevisions.$inferSelect;

function toRevision(row: RevisionRow, createdBy: string | null): TechnicalFileRevision {
  return {
    id: row.id,
    number: row.number,
    createdAt: row.createdAt.toISOString(),
    createdBy,
    inputs: row.inputs,
    complete: row.complete,
    total: row.total,
    packSha256: row.packSha256,
    changes: row.changes,
  };
}

/** Every file of the declarations the matrix cites, once, under evidence/. */
async function evidenceFiles(ctx: Ctx, declarationIds: number[]): Promise<PackFile[]> {
  if (declarationIds.length === 0) return [];
  const rows = await ctx.db
    .select({
      declarationId: declarationFiles.declarationId,
      id: files.id,
      name: files.originalName,
    })
    .from(declarationFiles)
    .innerJoin(files, eq(files.id, declarationFiles.fileId))
    .where(inArray(declarationFiles.declarationId, declarationIds))
    .orderBy(declarationFiles.declarationId, declarationFiles.position);
  const seen = new Set<string>();
  const out: PackFile[] = [];
  for (const row of rows) {
    if (seen.has(row.id)) continue;
    seen.add(row.id);
    const bytes = await readFile(storedFilePath(ctx.config.dataDir, row.id));
    out.push({ path: `evidence/${row.declarationId}-${entryName(row.name)}`, bytes });
  }
  return out;
}

async function latestRevision(ctx: Ctx, productId: number) {
  const [row] = await ctx.db
    .select()
    .from(technicalFileRevisions)
    .where(eq(technicalFileRevisions.productId, productId))
    .orderBy(desc(technicalFileRevisions.number))
    .limit(1);
  return row;
}

export async function generateRevision(
  ctx: Ctx,
  actor: Actor,
  productId: number,
  inputs: GenerateTechnicalFile,
  now = new Date(),
): Promise<{ revision: TechnicalFileRevision }> {
  const file = await technicalFile(ctx, actor, productId, now);
  const blocking = file.findings.filter((f) => f.blocking);
  if (blocking.length > 0 && !inputs.override) {
    throw new AppError(
      'CONFLICT',
      'Open findings block the Declaration of Conformity: resolve them, or override with a reason',
      {
        findings: blocking.map(
          (f) => `${f.kind}: ${f.text} (${f.lines.length} line${f.lines.length === 1 ? '' : 's'})`,
        ),
      },
    );
  }
  const product = await getProduct(ctx, actor, productId);
  const previous = await latestRevision(ctx, productId);
  const number = (previous?.number ?? 0) + 1;
  const snapshot = snapshotOf(file);
  const changes = revisionChanges(previous?.snapshot ?? null, snapshot);
  const key = await packKey(ctx.db);
  const createdAt = now.toISOString();
  const cited = [...new Set(file.lines.flatMap((l) => l.evidence.map((e) => e.declarationId)))];
  const documents: PackFile[] = [
    {
      path: 'declaration-of-conformity.pdf',
      bytes: await declarationPdf({
        product: {
          name: product.name,
          manufacturer: product.manufacturer,
          types: product.type.map((t) => t.title),
          description: product.description,
        },
        inputs,
        revision: number,
        date: dayOf(now),
        keyFingerprint: keyFingerprint(key.publicKey),
      }),
    },
    { path: 'compliance-matrix.xlsx', bytes: await matrixWorkbook(file, number) },
    { path: 'compliance-matrix.pdf', bytes: await matrixPdf(file, number) },
    { path: 'product.pdf', bytes: await productPdf(product, file, number) },
    ...(await evidenceFiles(ctx, cited)),
  ];
  const pack = await packBytes(
    documents,
    { product: { id: product.id, name: product.name }, revision: number, createdAt },
    key,
    `${ctx.config.publicUrl}/api/technical-file/public-key`,
  );
  const row = await ctx.db.transaction(async (tx) => {
    const packFileId = await saveFile(tx, ctx, {
      bytes: pack,
      originalName: technicalFileName(product, number),
      mime: 'application/zip',
      kind: 'technical-file',
      uploadedBy: actor.id,
    });
    const [inserted] = await tx
      .insert(technicalFileRevisions)
      .values({
        productId,
        number,
        inputs,
        snapshot,
        changes,
        complete: file.complete,
        total: file.total,
        packFileId,
        packSha256: sha256(pack),
        createdBy: actor.id,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning();
    // Someone generated the same number a moment ago: nothing of this one is kept.
    if (!inserted)
      throw new AppError('CONFLICT', 'Another revision was just generated: reload and try again');
    await writeAudit(tx, {
      actorId: actor.id,
      action: inputs.override ? 'technicalFile.override' : 'technicalFile.generate',
      targetType: 'product',
      targetId: productId,
      after: {
        revision: number,
        ...(inputs.override
          ? {
              reason: inputs.override.reason,
              findings: blocking.map((f) => `${f.kind}: ${f.text}`),
            }
          : {}),
      },
    });
    return inserted;
  });
  return { revision: toRevision(row, `${actor.firstName} ${actor.lastName}`.trim()) };
}

export function technicalFileName(product: { name: string; id: number }, number: number) {
  return downloadName(product, 'zip').replace(/-\d+\.zip$/, `-technical-file-r${number}.zip`);
}

export async function listRevisions(ctx: Ctx, actor: Actor, productId: number) {
  await findVisibleProduct(ctx.db, actor, productId);
  const rows = await ctx.db
    .select({ row: technicalFileRevisions, first: users.firstName, last: users.lastName })
    .from(technicalFileRevisions)
    .leftJoin(users, eq(users.id, technicalFileRevisions.createdBy))
    .where(eq(technicalFileRevisions.productId, productId))
    .orderBy(desc(technicalFileRevisions.number));
  const data = rows.map((r) =>
    toRevision(r.row, r.first === null ? null : `${r.first} ${r.last ?? ''}`.trim()),
  );
  return { data, total: data.length };
}

export async function revisionPack(ctx: Ctx, actor: Actor, productId: number, number: number) {
  const product = await findVisibleProduct(ctx.db, actor, productId);
  const [row] = await ctx.db
    .select()
    .from(technicalFileRevisions)
    .where(
      and(
        eq(technicalFileRevisions.productId, productId),
        eq(technicalFileRevisions.number, number),
      ),
    );
  const stored = row && (await findFile(ctx.db, row.packFileId));
  if (!row || !stored) throw notFound('Revision not found');
  return {
    name: technicalFileName(product, number),
    stream: openFile(ctx.config.dataDir, stored.id),
  };
}
