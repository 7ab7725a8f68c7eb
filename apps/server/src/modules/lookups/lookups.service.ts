/**
 * The lookup lists (spec §3) and resolving a form's chosen entries to ids. Seeded entries
 * (company null) are everyone's; a standard or product type typed on a product belongs to
 * that product's company, so one tenant's words never show in another's dropdowns.
 */
import { and, asc, count, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Lookup, LookupInput, LookupKind, LookupLists } from '@partproof/shared';
import type { Db } from '../../db/client.js';
import { companies, lookups } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';

/** Kinds whose new entries users may create by typing (spec §5). */
const CREATABLE: ReadonlySet<LookupKind> = new Set(['standard', 'productType']);

/** Typed entries a company may keep per kind: far above real use, and a bound on the list. */
export const TYPED_LOOKUPS_PER_COMPANY = 500;

const FIELD: Record<LookupKind, string> = {
  standard: 'standards',
  productType: 'type',
  market: 'markets',
  developmentStatus: 'developmentStatus',
  certificateKind: 'requiredCertificates',
};

const PLURAL: Record<LookupKind, string> = {
  standard: 'standards',
  productType: 'product types',
  market: 'markets',
  developmentStatus: 'development statuses',
  certificateKind: 'certificate kinds',
};

/** Where a product's entries come from, and where a newly typed one goes. */
export interface LookupScope {
  /** The company of the product being saved; null for a product without one. */
  companyId: number | null;
  /**
   * Whether a title typed on a product without a company may join the global list: staff
   * curate that list; anyone else would show their words to every company.
   */
  mayAddGlobal: boolean;
}

/** The seeded entries plus, with a company, that company's own. */
function visibleIn(companyId: number | null): SQL | undefined {
  return companyId == null
    ? isNull(lookups.companyId)
    : or(isNull(lookups.companyId), eq(lookups.companyId, companyId));
}

export async function listLookups(
  db: Db,
  kind: LookupKind,
  companyId: number | null,
): Promise<Lookup[]> {
  return db
    .select({ id: lookups.id, title: lookups.title })
    .from(lookups)
    .where(and(eq(lookups.kind, kind), visibleIn(companyId)))
    .orderBy(asc(lookups.id));
}

/** The product form's four lists as the caller's company sees them. */
export async function allLookupLists(db: Db, companyId: number | null): Promise<LookupLists> {
  const [standards, productTypes, markets, developmentStatuses] = await Promise.all([
    listLookups(db, 'standard', companyId),
    listLookups(db, 'productType', companyId),
    listLookups(db, 'market', companyId),
    listLookups(db, 'developmentStatus', companyId),
  ]);
  return { standards, productTypes, markets, developmentStatuses };
}

const unknownEntry = (kind: LookupKind, title?: string) =>
  new AppError(
    'VALIDATION',
    title === undefined
      ? `Unknown ${FIELD[kind]} entry`
      : `Unknown ${FIELD[kind]} entry "${title}"`,
    { [FIELD[kind]]: ['Unknown entry'] },
  );

/**
 * Turns chosen entries into lookup ids: known ids must exist for that kind among the seeded
 * and the product's company's entries (another company's id is as unknown as a made-up one);
 * a new title (id null) is found case-insensitively there or, for standards and types,
 * created under the product's company.
 */
export async function resolveLookups(
  db: Db,
  scope: LookupScope,
  kind: LookupKind,
  inputs: LookupInput[],
): Promise<number[]> {
  const ids: number[] = [];
  const known = inputs.filter((i) => i.id !== null).map((i) => i.id as number);
  if (known.length) {
    const rows = await db
      .select({ id: lookups.id })
      .from(lookups)
      .where(and(eq(lookups.kind, kind), inArray(lookups.id, known), visibleIn(scope.companyId)));
    if (rows.length !== new Set(known).size) throw unknownEntry(kind);
    ids.push(...rows.map((r) => r.id));
  }
  for (const input of inputs.filter((i) => i.id === null)) {
    const existing = await findByTitle(db, scope.companyId, kind, input.title);
    if (existing !== undefined) ids.push(existing);
    else if (CREATABLE.has(kind)) ids.push(await createTyped(db, scope, kind, input.title));
    else throw unknownEntry(kind, input.title);
  }
  return [...new Set(ids)];
}

/** A seeded entry wins over a company's own of the same title. */
async function findByTitle(
  db: Db,
  companyId: number | null,
  kind: LookupKind,
  title: string,
): Promise<number | undefined> {
  const [row] = await db
    .select({ id: lookups.id })
    .from(lookups)
    .where(
      and(
        eq(lookups.kind, kind),
        visibleIn(companyId),
        sql`lower(${lookups.title}) = lower(${title})`,
      ),
    )
    .orderBy(sql`${lookups.companyId} nulls first`)
    .limit(1);
  return row?.id;
}

async function createTyped(
  db: Db,
  scope: LookupScope,
  kind: LookupKind,
  title: string,
): Promise<number> {
  const { companyId } = scope;
  if (companyId == null) {
    if (!scope.mayAddGlobal) throw unknownEntry(kind, title);
  } else {
    // The company row lock makes two saves of one company count one after the other.
    await db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.id, companyId))
      .for('update');
    const [row] = await db
      .select({ n: count() })
      .from(lookups)
      .where(and(eq(lookups.kind, kind), eq(lookups.companyId, companyId)));
    if ((row?.n ?? 0) >= TYPED_LOOKUPS_PER_COMPANY) {
      const message = `Your company already has ${TYPED_LOOKUPS_PER_COMPANY} ${PLURAL[kind]} of its own: choose one from the list`;
      throw new AppError('VALIDATION', message, { [FIELD[kind]]: [message] });
    }
  }
  const [created] = await db
    .insert(lookups)
    .values({ kind, title, companyId })
    .onConflictDoNothing()
    .returning({ id: lookups.id });
  if (created) return created.id;
  // Another save of the same company typed the same title a moment ago.
  const existing = await findByTitle(db, companyId, kind, title);
  if (existing === undefined) throw new Error(`lookup "${title}" neither inserted nor found`);
  return existing;
}
