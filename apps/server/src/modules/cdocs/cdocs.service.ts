/**
 * The certificate database (cdocs): browsing it on the Manufacturer screen (every signed-in
 * user), and editing records (admins only, DESIGN.md §5.2).
 */
import { and, asc, count, eq, ilike, type SQL } from 'drizzle-orm';
import {
  ALL_MANUFACTURERS,
  CDOC_PAGE_SIZE,
  CERT_MSG,
  type Cdoc,
  type CertificateUpdate,
  type GetAllCdocsQuery,
} from '@partproof/shared';
import type { Ctx } from '../../context.js';
import { cdocs } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { writeAudit } from '../../lib/audit.js';
import { findVisibleMaterial } from '../../access/visibility.js';
import type { Actor } from '../../plugins/auth.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import {
  findCdoc,
  rememberManufacturers,
  searchColumns,
  toCdocDto,
  toManufacturerRow,
} from './cdocs.queries.js';
import { resolveManufacturer } from '../manufacturers/identity/manufacturer.js';
import { normaliseModel } from './matching/model-pattern.js';
import { approvedRecordsOfParts } from '../parts/part-facts.queries.js';

/** `cdocs/get-all-cdocs`: one manufacturer's certificates (alias-aware) or all of them. */
export async function listCdocs(ctx: Ctx, query: GetAllCdocsQuery) {
  const all =
    query.manufacturer === '' ||
    query.manufacturer.toLowerCase() === ALL_MANUFACTURERS.toLowerCase();
  const size = query.size ?? (all ? CDOC_PAGE_SIZE.all : CDOC_PAGE_SIZE.one);
  const filters: SQL[] = [];
  if (!all) filters.push(eq(cdocs.holderKey, resolveManufacturer(query.manufacturer)));
  const search = normaliseModel(query.search);
  // The normalised text holds letters and digits only, so it is safe inside LIKE.
  if (search) filters.push(ilike(cdocs.modelSearch, `%${search}%`));
  const where = filters.length ? and(...filters) : undefined;
  const [rows, totals] = await Promise.all([
    ctx.db
      .select()
      .from(cdocs)
      .where(where)
      .orderBy(asc(cdocs.id))
      .limit(size)
      .offset((query.page - 1) * size),
    ctx.db.select({ n: count() }).from(cdocs).where(where),
  ]);
  const total = Number(totals[0]?.n ?? 0);
  return {
    status: true,
    data: rows.map((row) => toManufacturerRow(ctx.config, row)),
    totalPages: Math.ceil(total / size),
    total,
  };
}

/** `certificate/update`: edit one record's fields (admin). */
export async function updateCertificate(
  ctx: Ctx,
  actor: Actor,
  input: CertificateUpdate,
): Promise<Cdoc> {
  try {
    const row = await ctx.db.transaction(async (tx) => {
      const before = await findCdoc(tx, input.id);
      const holder = input.holder ?? before.holder;
      const models = input.models ?? before.models;
      const [after] = await tx
        .update(cdocs)
        .set({
          certifyingBody: input.certifyingBody,
          refNumber: input.referenceNumber,
          documentNo: input.documentNo,
          holder,
          models,
          ...searchColumns(holder, models),
          rawVersion: input.rawVersion,
          standard: input.standard,
          issueDate: input.issueDate,
          expiryDate: input.expireDate,
          isValid: input.isValid,
          whyValid: input.whyValid,
          documentLinks: input.documentLinks,
          updatedAt: new Date(),
        })
        .where(eq(cdocs.id, input.id))
        .returning();
      if (!after) throw new Error('cdoc update returned nothing');
      if (input.holder) await rememberManufacturers(tx, [input.holder]);
      await writeAudit(tx, {
        actorId: actor.id,
        action: 'cdoc.update',
        targetType: 'cdoc',
        targetId: after.id,
        before,
        after,
      });
      return after;
    });
    return toCdocDto(ctx.config, row);
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('CONFLICT', CERT_MSG.certificateExists);
    throw err;
  }
}

/** `cdocs/get-component-docs`: the certificate records of a material the caller may see. */
export async function componentDocs(ctx: Ctx, actor: Actor, materialId: number) {
  const { material } = await findVisibleMaterial(ctx.db, actor, materialId);
  const rows = await approvedRecordsOfParts(
    ctx.db,
    material.partId === null ? [] : [material.partId],
  );
  const data = rows.map(({ cdoc }) => toCdocDto(ctx.config, cdoc));
  return { data, total: data.length };
}
