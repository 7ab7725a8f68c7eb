/**
 * A material's declarations and their review (DESIGN.md §9.4, §9.10 rohs/getRohsFiles and
 * rohs/update). The review is of the document, once: approving a blanket statement for one
 * component approves it for every part it covers. The material is only the way in — it
 * decides what the caller may reach (another company's component is a 404).
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  materialRohsStatus,
  shownForCategory,
  SPECIFICITY_ORDER,
  type RohsStatusId,
  type Declaration,
  type Material,
  type ReviewState,
  type RohsUpdate,
  type Specificity,
} from '@partproof/shared';
import type { Ctx } from '../../context.js';
import type { Db } from '../../db/client.js';
import {
  declarations,
  manufacturers,
  materials,
  partDeclarations,
  products,
} from '../../db/schema/index.js';
import { can } from '../../access/can.js';
import { assertOpensProduct, findVisibleMaterial } from '../../access/visibility.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { writeAudit } from '../../lib/audit.js';
import type { Actor } from '../../plugins/auth.js';
import { publishLive } from '../live/publish.js';
import { materialAnswer } from '../materials/materials.queries.js';
import { declarationReader } from './declaration-reader.js';
import { declarationDtos } from './declarations.queries.js';
import { recomputeParts, statusContext, type PartRohs } from './rohs-status.js';

const REVIEW_BY_STATUS: Partial<Record<number, ReviewState>> = {
  1: 'in-review',
  2: 'approved',
  8: 'rejected',
};

export const DERIVED_STATUS_MESSAGE =
  'Only 1 In review, 2 Approved and 8 Not approved are set by hand; the other statuses follow from the declarations';

async function visibleMaterial(ctx: Ctx, actor: Actor, id: number) {
  const { material, product } = await findVisibleMaterial(ctx.db, actor, id);
  assertOpensProduct(actor, product);
  return material;
}

/** The declarations linked to a part, most specific first, then the newest. */
async function linkedDeclarations(db: Db, partId: number) {
  const rows = await db
    .select({
      declaration: declarations,
      manufacturer: manufacturers.name,
      specificity: partDeclarations.specificity,
    })
    .from(partDeclarations)
    .innerJoin(declarations, eq(declarations.id, partDeclarations.declarationId))
    .innerJoin(manufacturers, eq(manufacturers.id, declarations.manufacturerId))
    .where(eq(partDeclarations.partId, partId));
  const rank = (s: string) => SPECIFICITY_ORDER.indexOf(s as Specificity);
  const newest = (d: typeof declarations.$inferSelect) => d.dateIssue ?? d.dateCollection;
  return rows
    .map((r) => ({ ...r, specificity: r.specificity as Specificity }))
    .sort(
      (a, b) =>
        rank(a.specificity) - rank(b.specificity) ||
        newest(b.declaration).localeCompare(newest(a.declaration)) ||
        b.declaration.id - a.declaration.id,
    );
}

export async function declarationsOfMaterial(
  ctx: Ctx,
  actor: Actor,
  materialId: number,
): Promise<{ data: Declaration[]; total: number }> {
  const material = await visibleMaterial(ctx, actor, materialId);
  if (material.partId === null) return { data: [], total: 0 };
  const rows = await linkedDeclarations(ctx.db, material.partId);
  const context = await statusContext(ctx.db, ctx.config);
  const reader = await declarationReader(
    ctx.db,
    actor,
    rows.map((r) => r.declaration),
  );
  const data = await declarationDtos(ctx.db, ctx.config, context, reader, rows, material);
  return { data, total: data.length };
}

export async function reviewDeclarations(
  ctx: Ctx,
  actor: Actor,
  input: RohsUpdate,
): Promise<Material> {
  const reviewState = REVIEW_BY_STATUS[input.rohsStatus];
  if (!reviewState) {
    throw new AppError('VALIDATION', DERIVED_STATUS_MESSAGE, {
      rohsStatus: [DERIVED_STATUS_MESSAGE],
    });
  }
  const material = await visibleMaterial(ctx, actor, input.materialId);
  const partId = material.partId;
  if (partId === null) {
    throw new AppError('VALIDATION', 'The component has no part number: no declaration covers it');
  }
  await ctx.db.transaction(async (tx) => {
    const linked = await tx
      .select({ id: partDeclarations.declarationId })
      .from(partDeclarations)
      .where(
        and(
          eq(partDeclarations.partId, partId),
          input.declarationId === undefined
            ? undefined
            : eq(partDeclarations.declarationId, input.declarationId),
        ),
      );
    if (linked.length === 0) {
      throw notFound(
        input.declarationId === undefined
          ? 'No declaration covers this component yet: run Fetch RoHS/REACH first'
          : 'Declaration not found for this component',
      );
    }
    const ids = linked.map((l) => l.id);
    const before = await tx.select().from(declarations).where(inArray(declarations.id, ids));
    await tx
      .update(declarations)
      .set({ reviewState, reviewedBy: actor.id, reviewedAt: new Date() })
      .where(inArray(declarations.id, ids));
    for (const row of before) {
      await writeAudit(tx, {
        actorId: actor.id,
        action: 'declaration.review',
        targetType: 'declaration',
        targetId: row.id,
        before: { reviewState: row.reviewState },
        after: { reviewState, materialId: material.id },
      });
    }
    // Every part these declarations cover moves with them, not just this component's.
    const parts = await tx
      .selectDistinct({ id: partDeclarations.partId })
      .from(partDeclarations)
      .where(inArray(partDeclarations.declarationId, ids));
    const states = await recomputeParts(
      tx,
      await statusContext(tx, ctx.config),
      parts.map((p) => p.id),
    );
    await publishRohs(tx, states);
  });
  const [row] = await ctx.db.select().from(materials).where(eq(materials.id, material.id));
  if (!row) throw notFound('Component not found');
  return materialAnswer(ctx.db, ctx.config, row, actor);
}

/** At most this many components get a live notice per change; pages reload past it. */
const MAX_NOTICES = 2000;

/**
 * A `rohsUpdate` notice for every component using the parts (live-audience: RoHS users only),
 * with the status it shows: a flagged component stays 4 Flagged whatever its part becomes.
 */
export async function publishRohs(db: Db, states: PartRohs[]): Promise<void> {
  if (states.length === 0) return;
  const byPart = new Map(states.map((s) => [s.partId, s]));
  const uses = await db
    .select({
      id: materials.id,
      productId: materials.productId,
      partId: materials.partId,
      category: products.eeeCategory,
      flagged: sql<boolean>`exists (select 1 from material_flags f where f.material_id = ${materials.id} and f.resolved_at is null)`,
    })
    .from(materials)
    .innerJoin(products, eq(products.id, materials.productId))
    .where(inArray(materials.partId, [...byPart.keys()]))
    .limit(MAX_NOTICES);
  for (const use of uses) {
    const state = use.partId === null ? undefined : byPart.get(use.partId);
    if (!state) continue;
    const own = shownForCategory(state, state.byCategory, use.category);
    const shown = materialRohsStatus(
      { status: own.status as RohsStatusId, reason: own.reason, declarationId: null },
      { flagged: Boolean(use.flagged) },
    );
    await publishLive(db, {
      event: 'rohsUpdate',
      productId: use.productId,
      materialId: use.id,
      data: {
        rohsStatus: shown.status,
        rohsStatusReason: shown.reason,
        declarations: state.declarations,
      },
    });
  }
}

/**
 * The declarations covering a product's parts, with the part numbers of the product each
 * covers: the product workbook's Declarations sheet and the evidence zip. Empty for callers
 * without the RoHS flag. The product is the caller's to see (loaded by the caller).
 */
export async function declarationsOfProduct(ctx: Ctx, actor: Actor, productId: number) {
  if (!can(actor, 'declaration.read')) return [];
  const rows = await ctx.db
    .select({
      declaration: declarations,
      manufacturer: manufacturers.name,
      componentName: materials.componentName,
    })
    .from(materials)
    .innerJoin(partDeclarations, eq(partDeclarations.partId, materials.partId))
    .innerJoin(declarations, eq(declarations.id, partDeclarations.declarationId))
    .innerJoin(manufacturers, eq(manufacturers.id, declarations.manufacturerId))
    .where(eq(materials.productId, productId));
  const covered = new Map<number, Set<string>>();
  const unique = new Map<number, (typeof rows)[number]>();
  for (const row of rows) {
    unique.set(row.declaration.id, row);
    covered.set(
      row.declaration.id,
      (covered.get(row.declaration.id) ?? new Set()).add(row.componentName),
    );
  }
  const context = await statusContext(ctx.db, ctx.config);
  const reader = await declarationReader(
    ctx.db,
    actor,
    rows.map((r) => r.declaration),
  );
  const dtos = await declarationDtos(ctx.db, ctx.config, context, reader, [...unique.values()]);
  return dtos
    .sort((a, b) => a.id - b.id)
    .map((d) => ({ ...d, components: [...(covered.get(d.id) ?? [])].sort() }));
}
