/**
 * Reviewing a material's certificates: the temporary certificates (candidates found by
 * Search database / Scrape, staff only), approving them into certification records,
 * 'Add from existing', removing a record, and reading the records (everyone who may see
 * the material; another company's material is 404). The spec's calls name a material;
 * the candidates and records belong to its part (DESIGN.md §9.1), so an approval shows
 * in every product that uses the part.
 */
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { CERT_MSG, type ApprovedCertificate } from '@partproof/shared';
import type { Ctx } from '../../context.js';
import {
  cdocs,
  materials,
  partCertificates,
  products,
  tempCertificates,
} from '../../db/schema/index.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { writeAudit } from '../../lib/audit.js';
import type { Actor } from '../../plugins/auth.js';
import { findVisibleMaterial, visibleTo } from '../../access/visibility.js';
import { approvedRecordsOfParts } from '../parts/part-facts.queries.js';
import { findCdoc, toApprovedRecord } from '../cdocs/cdocs.queries.js';
import { toTempCertificate } from '../certificate-search/temp-certificate-dto.js';

/** The part whose records a material's review changes; a line without a part number has none. */
function partOf(material: { partId: number | null }): number {
  if (material.partId === null) throw new AppError('CONFLICT', CERT_MSG.noPartNumber);
  return material.partId;
}

/** The candidates of a material, best match first (admins only: a staff tool). */
export async function listTempCertificates(
  ctx: Ctx,
  actor: Actor,
  materialId: number,
  paging: { skip: number; take: number },
) {
  const { material } = await findVisibleMaterial(ctx.db, actor, materialId);
  if (material.partId === null) return { data: [], total: 0 };
  const where = eq(tempCertificates.partId, material.partId);
  const [rows, totals] = await Promise.all([
    ctx.db
      .select({ temp: tempCertificates, cdoc: cdocs })
      .from(tempCertificates)
      .innerJoin(cdocs, eq(cdocs.id, tempCertificates.cdocId))
      .where(where)
      .orderBy(desc(tempCertificates.matchPercent), asc(tempCertificates.id))
      .limit(paging.take)
      .offset(paging.skip),
    ctx.db.select({ n: count() }).from(tempCertificates).where(where),
  ]);
  return {
    data: rows.map(({ temp, cdoc }) => toTempCertificate(ctx.config, temp, cdoc, material)),
    total: Number(totals[0]?.n ?? 0),
  };
}

/**
 * `cdocs/approve-certs`: the chosen candidates become certification records and leave the
 * candidates list, all or nothing. A candidate of another material (or none at all) is 404.
 */
export async function approveCertificates(
  ctx: Ctx,
  actor: Actor,
  input: { ids: number[]; materialId: number },
) {
  const partId = partOf((await findVisibleMaterial(ctx.db, actor, input.materialId)).material);
  const ids = [...new Set(input.ids)];
  return ctx.db.transaction(async (tx) => {
    const temps = await tx
      .select()
      .from(tempCertificates)
      .where(and(inArray(tempCertificates.id, ids), eq(tempCertificates.partId, partId)))
      .for('update');
    if (temps.length !== ids.length) throw notFound(CERT_MSG.tempCertificateNotFound);
    const created = await tx
      .insert(partCertificates)
      .values(temps.map((t) => ({ partId, cdocId: t.cdocId, approvedBy: actor.id })))
      .onConflictDoNothing()
      .returning({ id: partCertificates.id, cdocId: partCertificates.cdocId });
    await tx.delete(tempCertificates).where(inArray(tempCertificates.id, ids));
    await writeAudit(tx, {
      actorId: actor.id,
      action: 'material.certificates.approve',
      targetType: 'material',
      targetId: input.materialId,
      before: temps.map((t) => ({ id: t.id, cdocId: t.cdocId, matchPercent: t.matchPercent })),
      after: { partId, records: created },
    });
    return { result: true, message: CERT_MSG.certificatesApproved, approved: temps.length };
  });
}

/** 'Add from existing': attach a record of the certificate database to a material. */
export async function addExistingCertificate(
  ctx: Ctx,
  actor: Actor,
  input: { materialId: number; cdocId: number },
) {
  const partId = partOf((await findVisibleMaterial(ctx.db, actor, input.materialId)).material);
  const cdoc = await findCdoc(ctx.db, input.cdocId);
  const record = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(partCertificates)
      .values({ partId, cdocId: cdoc.id, approvedBy: actor.id })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new AppError('CONFLICT', CERT_MSG.certificateAlreadyAdded);
    await tx
      .delete(tempCertificates)
      .where(and(eq(tempCertificates.partId, partId), eq(tempCertificates.cdocId, cdoc.id)));
    await writeAudit(tx, {
      actorId: actor.id,
      action: 'material.certificate.add',
      targetType: 'material',
      targetId: input.materialId,
      after: { recordId: row.id, partId, cdocId: cdoc.id },
    });
    return row;
  });
  return {
    result: true,
    message: CERT_MSG.certificateAdded,
    record: toApprovedRecord(ctx.config, record.id, cdoc),
  };
}

/** `cdocs/delete-approved`: remove one certification record (the cdoc itself stays). */
export async function deleteApprovedCertificate(ctx: Ctx, actor: Actor, id: number) {
  return ctx.db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(partCertificates)
      .where(eq(partCertificates.id, id))
      .returning();
    if (!removed) throw notFound(CERT_MSG.certificateNotFound);
    await writeAudit(tx, {
      actorId: actor.id,
      action: 'material.certificate.remove',
      targetType: 'part',
      targetId: removed.partId,
      before: removed,
    });
    return { result: true, message: CERT_MSG.certificateRemoved };
  });
}

/** The certification records of one material the caller may see. */
export async function approvedCertificates(ctx: Ctx, actor: Actor, materialId: number) {
  const { material } = await findVisibleMaterial(ctx.db, actor, materialId);
  const rows = await approvedRecordsOfParts(
    ctx.db,
    material.partId === null ? [] : [material.partId],
  );
  const data = rows.map(({ record, cdoc }) => toApprovedRecord(ctx.config, record.id, cdoc));
  return { data, total: data.length };
}

/**
 * The certification records of the caller's materials with these component names
 * (case-insensitive), one entry per asked name; a certificate shared by several
 * materials of the same name is listed once.
 */
export async function certificatesByComponentNames(
  ctx: Ctx,
  actor: Actor,
  componentNames: string[],
) {
  const wanted = new Map(componentNames.map((name) => [name.toLowerCase(), name]));
  const found = await ctx.db
    .select({ partId: materials.partId, componentName: materials.componentName })
    .from(materials)
    .innerJoin(products, eq(products.id, materials.productId))
    .where(
      and(
        inArray(sql<string>`lower(${materials.componentName})`, [...wanted.keys()]),
        visibleTo(actor),
      ),
    );
  // One part may be used under several spellings of the name: a record lists under each.
  const namesOf = new Map<number, Set<string>>();
  for (const m of found) {
    if (m.partId === null) continue;
    const names = namesOf.get(m.partId) ?? new Set<string>();
    names.add(m.componentName.toLowerCase());
    namesOf.set(m.partId, names);
  }
  const records = await approvedRecordsOfParts(ctx.db, [...namesOf.keys()]);
  const byName = new Map<string, Map<number, ApprovedCertificate>>();
  for (const { record, cdoc } of records) {
    for (const key of namesOf.get(record.partId) ?? []) {
      const list = byName.get(key) ?? new Map<number, ApprovedCertificate>();
      if (!list.has(cdoc.id)) list.set(cdoc.id, toApprovedRecord(ctx.config, record.id, cdoc));
      byName.set(key, list);
    }
  }
  const data = [...wanted].map(([key, componentName]) => ({
    componentName,
    certificates: [...(byName.get(key)?.values() ?? [])],
  }));
  return { data, total: data.length };
}
