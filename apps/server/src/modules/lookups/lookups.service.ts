/** The lookup lists (spec §3) and resolving a form's chosen entries to ids. */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Lookup, LookupInput, LookupKind, LookupLists } from '@partproof/shared';
import type { Db } from '../../db/client.js';
import { lookups } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';

/** Kinds whose new entries users may create by typing (spec §5). */
const CREATABLE: ReadonlySet<LookupKind> = new Set(['standard', 'productType']);

const FIELD: Record<LookupKind, string> = {
  standard: 'standards',
  productType: 'type',
  market: 'markets',
  developmentStatus: 'developmentStatus',
  certificateKind: 'requiredCertificates',
};

export async function listLookups(db: Db, kind: LookupKind): Promise<Lookup[]> {
  return db
    .select({ id: lookups.id, title: lookups.title })
    .from(lookups)
    .where(eq(lookups.kind, kind))
    .orderBy(asc(lookups.id));
}

export async function allLookupLists(db: Db): Promise<LookupLists> {
  const [standards, productTypes, markets, developmentStatuses] = await Promise.all([
    listLookups(db, 'standard'),
    listLookups(db, 'productType'),
    listLookups(db, 'market'),
    listLookups(db, 'developmentStatus'),
  ]);
  return { standards, productTypes, markets, developmentStatuses };
}

/**
 * Turns chosen entries into lookup ids: known ids must exist for that kind; a new title
 * (id null) is found case-insensitively or, for standards and types, created.
 */
export async function resolveLookups(
  db: Db,
  kind: LookupKind,
  inputs: LookupInput[],
): Promise<number[]> {
  const ids: number[] = [];
  const known = inputs.filter((i) => i.id !== null).map((i) => i.id as number);
  if (known.length) {
    const rows = await db
      .select({ id: lookups.id })
      .from(lookups)
      .where(and(eq(lookups.kind, kind), inArray(lookups.id, known)));
    if (rows.length !== new Set(known).size) {
      throw new AppError('VALIDATION', `Unknown ${FIELD[kind]} entry`, {
        [FIELD[kind]]: ['Unknown entry'],
      });
    }
    ids.push(...rows.map((r) => r.id));
  }
  for (const input of inputs.filter((i) => i.id === null)) {
    const [existing] = await db
      .select({ id: lookups.id })
      .from(lookups)
      .where(and(eq(lookups.kind, kind), sql`lower(${lookups.title}) = lower(${input.title})`));
    if (existing) {
      ids.push(existing.id);
    } else if (CREATABLE.has(kind)) {
      const [created] = await db
        .insert(lookups)
        .values({ kind, title: input.title })
        .returning({ id: lookups.id });
      if (created) ids.push(created.id);
    } else {
      throw new AppError('VALIDATION', `Unknown ${FIELD[kind]} entry "${input.title}"`, {
        [FIELD[kind]]: ['Unknown entry'],
      });
    }
  }
  return [...new Set(ids)];
}
