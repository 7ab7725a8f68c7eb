/**
 * What a caller reads of a declaration's part numbers (security issue 18) — the one place
 * that decides it, for every call that answers declarations (getRohsFiles, get-rohs, the
 * product workbook and zip manifest). A declaration is shared reference data, yet the part
 * numbers in it may come from another company's request or BOM: a caller who is not an admin
 * reads only the entries that reach their own visible parts of that maker, and never the
 * supplier document's own claim (which may name anything). A supplier's file answers one
 * request's letter and may repeat its part numbers, which no filter can take out of a PDF: a
 * non-admin gets its files only when every part number the letter listed is one of their own.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { coverageWithin, type Coverage } from '@partproof/shared';
import type { Db } from '../../db/client.js';
import {
  manufacturerRequests,
  manufacturers,
  materials,
  parts,
  products,
} from '../../db/schema/index.js';
import { can } from '../../access/can.js';
import { visibleTo } from '../../access/visibility.js';
import type { Actor } from '../../plugins/auth.js';

export interface DeclarationReader {
  /** Admins: every part number, and what a supplier's document claimed. */
  staff: boolean;
  coverage(manufacturerId: number, coverage: Coverage): Coverage;
  /** Whether the declaration's files (and their links) may be given. */
  files(declaration: ReadDeclaration): boolean;
}

/** What the reader needs of a declaration row. */
export interface ReadDeclaration {
  manufacturerId: number;
  requestId: number | null;
}

/** Staff answering their own writes (upload, edit): nothing is held back. */
export const STAFF_READER: DeclarationReader = {
  staff: true,
  coverage: (_m, c) => c,
  files: () => true,
};

/** The reader for an actor, knowing their part numbers of the declarations' makers. */
export async function declarationReader(
  db: Db,
  actor: Actor,
  read: readonly ReadDeclaration[],
): Promise<DeclarationReader> {
  if (can(actor, 'company.seeAll')) return STAFF_READER;
  const ids = [...new Set(read.map((d) => d.manufacturerId))];
  const rows = ids.length
    ? await db
        .selectDistinct({ manufacturerId: manufacturers.id, mpn: parts.mpn })
        .from(manufacturers)
        .innerJoin(parts, eq(parts.manufacturerKey, manufacturers.key))
        .innerJoin(materials, eq(materials.partId, parts.id))
        .innerJoin(products, eq(products.id, materials.productId))
        .where(and(inArray(manufacturers.id, ids), visibleTo(actor)))
    : [];
  const own = new Map<number, string[]>();
  for (const r of rows) own.set(r.manufacturerId, [...(own.get(r.manufacturerId) ?? []), r.mpn]);
  const requestIds = [...new Set(read.flatMap((d) => (d.requestId === null ? [] : [d.requestId])))];
  const letters = new Map(
    (requestIds.length
      ? await db
          .select({ id: manufacturerRequests.id, mpns: manufacturerRequests.mpns })
          .from(manufacturerRequests)
          .where(inArray(manufacturerRequests.id, requestIds))
      : []
    ).map((r) => [r.id, r.mpns]),
  );
  const coverage = (manufacturerId: number, c: Coverage) =>
    coverageWithin(c, own.get(manufacturerId) ?? []);
  return {
    staff: false,
    coverage,
    files: (d) => {
      if (d.requestId === null) return true;
      const listed = letters.get(d.requestId) ?? [];
      const mine = coverage(d.manufacturerId, { ...NOTHING, mpns: listed }).mpns;
      return mine.length === listed.length;
    },
  };
}

const NOTHING: Coverage = { scope: 'mpns', series: [], mpns: [], exclusions: [] };
