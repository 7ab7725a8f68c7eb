/**
 * Reviewing a material's certificates: the temporary certificates (candidates found by
 * Search database / Scrape, staff only), approving them into certification records,
 * 'Add from existing', removing a record, and reading the records (everyone who may see
 * the material; another company's material is 404).
 */
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { CERT_MSG, type ApprovedCertificate } from '@partproof/shared';
import type { Ctx } from '../../context.js';
import {
  cdocs,
  materialCertificates,
  materials,
  products,
  tempCertificates,
} from '../../db/schema/index.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { writeAudit } from '../../lib/audit.js';
import type { Actor } from '../../plugins/auth.js';
import { assertCan } from '../../access/can.js';
import { findVisibleMaterial, visibleTo } from '../../access/visibility.js';
import { approvedRecordsOf, findCdoc, toApprovedRecord } from './cdocs.queries.js';
import { toTempCertificate } from '../certificate-search/temp-certificate-dto.js';

/** The candidates of a material, best match first (admins only: a staff tool). */
export async function listTempCertificates(
  ctx: Ctx,
  actor: Actor,
  materialId: number,
  paging: { skip: number; take: number },
) {
  assertCan(actor, 'certificate.review');
  const { material } = await findVisibleMaterial(ctx.db, actor, materialId);
  const where = eq(tempCertificates.materialId, materialId);
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
  assertCan(actor, 'certificate.review');
  await findVisibleMaterial(ctx.db, actor, input.materialId);
  const ids = [...new Set(input.ids)];
  return ctx.db.transaction(async (tx) => {
    const temps = await tx
      .select()
      .from(tempCertificates)
      .where(
        and(inArray(tempCertificates.id, ids), eq(tempCertificates.materialId, input.materialId)),
      )
      .for('update');
    if (temps.length !== ids.length) throw notFound(CERT_MSG.tempCertificateNotFound);
    const created = await tx
      .insert(materialCertificates)
      .values(
        temps.map((t) => ({ materialId: t.materialId, cdocId: t.cdocId, approvedBy: actor.id })),
      )
      .onConflictDoNothing()
      .returning({ id: materialCertificates.id, cdocId: materialCertificates.cdocId });
    await tx.delete(tempCertificates).where(inArray(tempCertificates.id, ids));
    await writeAudit(tx, {
      actorId: actor.id,
      action: 'material.certificates.approve',
      targetType: 'material',
      targetId: input.materialId,
      before: temps.map((t) => ({ id: t.id, cdocId: t.cdocId, matchPercent: t.matchPercent })),
      after: created,
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
  assertCan(actor, 'certificate.review');
  await findVisibleMaterial(ctx.db, actor, input.materialId);
  const cdoc = await findCdoc(ctx.db, input.cdocId);
  const record = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(materialCertificates)
      .values({ materialId: input.materialId, cdocId: cdoc.id, approvedBy: actor.id })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new AppError('CONFLICT', CERT_MSG.certificateAlreadyAdded);
    await tx
      .delete(tempCertificates)
      .where(
        and(
          eq(tempCertificates.materialId, input.materialId),
          eq(tempCertificates.cdocId, cdoc.id),
        ),
      );
    await writeAudit(tx, {
      actorId: actor.id,
      action: 'material.certificate.add',
      targetType: 'material',
      targetId: input.materialId,
      after: { recordId: row.id, cdocId: cdoc.id },
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
  assertCan(actor, 'certificate.review');
  return ctx.db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(materialCertificates)
      .where(eq(materialCertificates.id, id))
      .returning();
    if (!removed) throw notFound(CERT_MSG.certificateNotFound);
    await writeAudit(tx, {
      actorId: actor.id,
      action: 'material.certificate.remove',
      targetType: 'material',
      targetId: removed.materialId,
      before: removed,
    });
    return { result: true, message: CERT_MSG.certificateRemoved };
  });
}

/** The certification records of one material the caller may see. */
export async function approvedCertificates(ctx: Ctx, actor: Actor, materialId: number) {
  await findVisibleMaterial(ctx.db, actor, materialId);
  const rows = await approvedRecordsOf(ctx.db, [materialId]);
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
    .select({ id: materials.id, componentName: materials.componentName })
    .from(materials)
    .innerJoin(products, eq(products.id, materials.productId))
    .where(
      and(
        inArray(sql<string>`lower(${materials.componentName})`, [...wanted.keys()]),
        visibleTo(actor),
      ),
    );
  const nameOf = new Map(found.map((m) => [m.id, m.componentName.toLowerCase()]));
  const records = await approvedRecordsOf(
    ctx.db,
    found.map((m) => m.id),
  );
  const byName = new Map<string, Map<number, ApprovedCertificate>>();
  for (const { record, cdoc } of records) {
    const key = nameOf.get(record.materialId);
    if (key === undefined) continue;
    const list = byName.get(key) ?? new Map<number, ApprovedCertificate>();
    if (!list.has(cdoc.id)) list.set(cdoc.id, toApprovedRecord(ctx.config, record.id, cdoc));
    byName.set(key, list);
  }
  const data = [...wanted].map(([key, componentName]) => ({
    componentName,
    certificates: [...(byName.get(key)?.values() ?? [])],
  }));
  return { data, total: data.length };
}
