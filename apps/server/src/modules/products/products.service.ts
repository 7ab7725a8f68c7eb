/** Products: the wizard's create, the list, the detail, edit and delete (spec §2, §5, §7). */
import { and, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  defaultEeeCategory,
  MSG,
  type Product,
  type ProductListItem,
  type ProductUpdate,
  type LookupInput,
  type Lookup,
  type LookupKind,
} from '@partproof/shared';
import type { z } from 'zod';
import type { ProductListQuerySchema, ProductSaveSchema } from '@partproof/shared';
import type { Ctx } from '../../context.js';
import type { Db } from '../../db/client.js';
import {
  companies,
  files,
  lookups,
  materials,
  parts,
  productLookups,
  products,
} from '../../db/schema/index.js';
import { rowsOf } from '../../db/rows-of.js';
import { analyzeGrownTables } from '../../db/statistics.js';
import { AppError } from '../../lib/app-error.js';
import { writeAudit } from '../../lib/audit.js';
import { removeFile } from '../../lib/storage.js';
import { assertCan, can } from '../../access/can.js';
import {
  assertOpensProduct,
  findVisibleProduct,
  reachesUpload,
  visibleTo,
} from '../../access/visibility.js';
import type { Actor } from '../../plugins/auth.js';
import { publishRohs } from '../declarations/review.service.js';
import { recomputeProductParts } from '../declarations/rohs-status.js';
import { dispatchMails } from '../mails/mails.service.js';
import { insertMaterials } from '../materials/materials.service.js';
import { resolveLookups, type LookupScope } from '../lookups/lookups.service.js';
import { notifyItemAdded } from './notifications.js';
import { companyNameOf, findProductView, loadProduct, lookupsOf } from './products.queries.js';
import { assertCanAddComponents } from './trial.js';

type ProductSaveInput = z.output<typeof ProductSaveSchema>;
type ProductListQuery = z.output<typeof ProductListQuerySchema>;

/** The product's company scopes its lookups: a new title typed on it becomes that company's. */
function lookupScope(actor: Actor, companyId: number | null): LookupScope {
  return { companyId, mayAddGlobal: can(actor, 'lookup.addGlobal') };
}

/**
 * Replaces a product's types, standards and markets with the given choices; `kept` are ids
 * the product already has for the lists not being changed, taken as they are.
 */
async function setProductLookups(
  db: Db,
  scope: LookupScope,
  productId: number,
  choices: { type?: LookupInput[]; standards?: LookupInput[]; markets?: LookupInput[] },
  kept: number[] = [],
): Promise<void> {
  const ids = [
    ...(choices.type ? await resolveLookups(db, scope, 'productType', choices.type) : []),
    ...(choices.standards ? await resolveLookups(db, scope, 'standard', choices.standards) : []),
    ...(choices.markets ? await resolveLookups(db, scope, 'market', choices.markets) : []),
    ...kept,
  ];
  await db.delete(productLookups).where(eq(productLookups.productId, productId));
  if (ids.length)
    await db.insert(productLookups).values(ids.map((lookupId) => ({ productId, lookupId })));
}

/** The chosen status's id; none chosen clears it (null) or, left out, keeps it (undefined). */
async function developmentStatusId(
  db: Db,
  scope: LookupScope,
  choice: LookupInput | null | undefined,
): Promise<number | null | undefined> {
  if (choice === null) return null;
  if (!choice) return undefined;
  const [id] = await resolveLookups(db, scope, 'developmentStatus', [choice]);
  return id;
}

async function actorCompanyName(ctx: Ctx, actor: Actor): Promise<string> {
  if (actor.companyId == null) return ctx.config.providerName;
  const [company] = await ctx.db
    .select({ name: companies.name })
    .from(companies)
    .where(eq(companies.id, actor.companyId));
  return companyNameOf(ctx.config, company);
}

/** The wizard's Create product: product, lookups and every component in one transaction. */
export async function saveProduct(
  ctx: Ctx,
  actor: Actor,
  input: ProductSaveInput,
): Promise<{ id: number; message: string }> {
  if (input.filePath) {
    const [file] = await ctx.db
      .select()
      .from(files)
      .where(and(eq(files.id, input.filePath), eq(files.kind, 'bom')));
    if (!file || !reachesUpload(actor, file)) {
      throw new AppError('VALIDATION', 'The uploaded BOM file was not found', {
        filePath: ['Unknown file'],
      });
    }
  }
  const companyName = await actorCompanyName(ctx, actor);
  // A new product belongs to its creator's company, and so do the titles typed on it.
  const scope = lookupScope(actor, actor.companyId);
  const { id, mailIds } = await ctx.db.transaction(async (tx) => {
    await assertCanAddComponents(tx, actor, input.materials.length);
    const [product] = await tx
      .insert(products)
      .values({
        name: input.name,
        description: input.description,
        manufacturer: input.manufacturer,
        customer: input.customer,
        developmentStatusId: await developmentStatusId(tx, scope, input.developmentStatus),
        ownerId: actor.id,
        companyId: actor.companyId,
        bomFileName: input.collectionProductMaterials,
        bomFileId: input.filePath,
        eeeCategory: input.eeeCategory ?? defaultEeeCategory(input.type.map((t) => t.title)),
      })
      .returning();
    if (!product) throw new Error('product insert returned nothing');
    await setProductLookups(tx, scope, product.id, input);
    await insertMaterials(tx, actor, product.id, input.materials);
    await publishRohs(tx, await recomputeProductParts(tx, ctx.config, product.id));
    await writeAudit(tx, {
      actorId: actor.id,
      action: 'product.create',
      targetType: 'product',
      targetId: product.id,
      after: { ...product, components: input.materials.length },
    });
    const mailIds = !can(actor, 'item.addedNotifiesAdmins')
      ? []
      : await notifyItemAdded(tx, ctx, actor, {
          target: 'product',
          itemName: product.name,
          productId: product.id,
          productName: product.name,
          companyName,
        });
    return { id: product.id, mailIds };
  });
  await dispatchMails(ctx, mailIds);
  // Its components are read next: the planner must know they are there (db/statistics.ts).
  await analyzeGrownTables(ctx.db, [materials, parts]);
  return { id, message: MSG.productAdded };
}

export async function listProducts(
  ctx: Ctx,
  actor: Actor,
  query: ProductListQuery,
): Promise<{ data: ProductListItem[]; total: number }> {
  if (query.filter !== 'all') assertCan(actor, 'product.filter');
  if (query.filter === 'companies' && !query.companyId)
    throw new AppError('VALIDATION', MSG.selectCompanyInline, {
      companyId: [MSG.selectCompanyInline],
    });
  const where = productListWhere(visibleTo(actor), query.filter, query.companyId ?? 0);
  // One statement for the page, its total and each product's types, answered as one JSON
  // document: the list is the screen every user opens first, each round trip costs more
  // than the rows it brings, and PGlite's wire parser costs more per field than the query
  // (db/json-rows.ts; issue 19). The types are grouped for the page's products in one
  // pass, not a subquery per row.
  const result = await ctx.db.execute(sql`
    with page as (
      select ${products.id} as id, ${products.name} as name, ${products.statusId} as status_id,
        ${products.createdAt} as created_at, ${products.isBenchmark} as is_benchmark,
        ${companies.name} as company_name, (count(*) over ())::int as total
      from ${products} left join ${companies} on ${companies.id} = ${products.companyId}
      ${where ? sql`where ${where}` : sql``}
      order by ${products.createdAt} desc, ${products.id} desc
      limit ${query.size} offset ${(query.page - 1) * query.size}),
    types as (
      select pl.product_id, json_agg(json_build_object('id', l.id, 'title', l.title)
        order by l.id) as types
      from ${productLookups} pl join ${lookups} l on l.id = pl.lookup_id
        and l.kind = ${PRODUCT_TYPE}
      where pl.product_id in (select id from page)
      group by pl.product_id)
    select coalesce(json_agg(json_build_object('id', page.id, 'name', page.name,
        'statusId', page.status_id, 'createdAt', to_char(page.created_at at time zone 'UTC',
          'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
        'isBenchmark', page.is_benchmark, 'companyName', page.company_name,
        'total', page.total, 'type', coalesce(types.types, '[]'))
      order by page.created_at desc, page.id desc), '[]')::text as rows
    from page left join types on types.product_id = page.id`);
  const rows = JSON.parse(rowsOf<{ rows: string }>(result)[0]?.rows ?? '[]') as ListRow[];
  // Past the last page no row carries the total.
  const total = rows[0]
    ? rows[0].total
    : ((await ctx.db.select({ n: count() }).from(products).where(where))[0]?.n ?? 0);
  return {
    data: rows.map((row) => ({
      id: row.id,
      name: row.name,
      type: row.type,
      status: { id: row.statusId },
      companyName: row.companyName ?? ctx.config.providerName,
      createdAt: row.createdAt,
      isBenchmark: row.isBenchmark,
    })),
    total,
  };
}

/** A row of the list's JSON document. */
interface ListRow {
  id: number;
  name: string;
  statusId: number;
  /** As Date.toISOString() writes it (the statement formats it so, saving a parse a row). */
  createdAt: string;
  isBenchmark: boolean;
  companyName: string | null;
  total: number;
  type: Lookup[];
}

type ProductFilter = ProductListQuery['filter'];

/** The list's condition: what the caller sees, narrowed by the filter. */
function productListWhere(
  visible: SQL | undefined,
  filter: ProductFilter,
  companyId: number,
): SQL | undefined {
  if (filter === 'benchmark') return and(visible, eq(products.isBenchmark, true));
  if (filter === 'companies') return and(visible, eq(products.companyId, companyId));
  return visible;
}

const PRODUCT_TYPE: LookupKind = 'productType';

export async function getProduct(ctx: Ctx, actor: Actor, id: number): Promise<Product> {
  const view = await findProductView(ctx.db, actor, id);
  assertOpensProduct(actor, view.product);
  return loadProduct(ctx.db, ctx.config, view, actor);
}

export async function updateProduct(
  ctx: Ctx,
  actor: Actor,
  input: ProductUpdate,
): Promise<Product> {
  const before = await findVisibleProduct(ctx.db, actor, input.id);
  assertOpensProduct(actor, before);
  if (input.isBenchmark !== undefined) assertCan(actor, 'product.setBenchmark');
  // Titles typed while editing belong to the product's company, whoever edits it.
  const scope = lookupScope(actor, before.companyId);
  const updated = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(products)
      .set({
        name: input.name,
        description: input.description,
        manufacturer: input.manufacturer,
        customer: input.customer,
        isBenchmark: input.isBenchmark,
        eeeCategory: input.eeeCategory,
        developmentStatusId: await developmentStatusId(tx, scope, input.developmentStatus),
        updatedAt: new Date(),
      })
      .where(eq(products.id, input.id))
      .returning();
    if (!row) throw new AppError('NOT_FOUND', 'Product not found');
    if (input.type || input.standards || input.markets) {
      const current = await lookupsOf(tx, [row.id]);
      const keep = current.get(row.id);
      const kept = [
        ...(input.type ? [] : (keep?.productType ?? [])),
        ...(input.standards ? [] : (keep?.standard ?? [])),
        ...(input.markets ? [] : (keep?.market ?? [])),
      ].map((l) => l.id);
      const { type, standards, markets } = input;
      await setProductLookups(tx, scope, row.id, { type, standards, markets }, kept);
    }
    // Its parts are judged by the new category's exemption dates from now on.
    if (input.eeeCategory !== undefined && input.eeeCategory !== before.eeeCategory) {
      await publishRohs(tx, await recomputeProductParts(tx, ctx.config, row.id));
    }
    await writeAudit(tx, {
      actorId: actor.id,
      action: 'product.update',
      targetType: 'product',
      targetId: row.id,
      before,
      after: row,
    });
    return row;
  });
  return loadProduct(ctx.db, ctx.config, await findProductView(ctx.db, actor, updated.id), actor);
}

export async function deleteProduct(
  ctx: Ctx,
  actor: Actor,
  id: number,
): Promise<{ result: boolean; message: string }> {
  // Visibility first: another company's product is 404 for everyone (DESIGN.md §4).
  const product = await findVisibleProduct(ctx.db, actor, id);
  await ctx.db.transaction(async (tx) => {
    const [{ n } = { n: 0 }] = await tx
      .select({ n: count() })
      .from(materials)
      .where(eq(materials.productId, id));
    await tx.delete(products).where(inArray(products.id, [id]));
    await writeAudit(tx, {
      actorId: actor.id,
      action: 'product.delete',
      targetType: 'product',
      targetId: id,
      before: { ...product, components: n },
    });
  });
  if (product.bomFileId) await removeFile(ctx.db, ctx.config.dataDir, product.bomFileId);
  return { result: true, message: MSG.productDeleted };
}
