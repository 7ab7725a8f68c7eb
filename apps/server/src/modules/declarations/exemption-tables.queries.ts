/** The RoHS Annex III table in force (DESIGN.md §10.2): the version with the newest date. */
import { desc } from 'drizzle-orm';
import {
  exemptionLookup,
  SHIPPED_EXEMPTION_TABLE,
  type ExemptionLookup,
  type RohsExemption,
} from '@partproof/shared';
import type { Db } from '../../db/client.js';
import { exemptionTables } from '../../db/schema/index.js';

export interface ExemptionTableRow {
  id: number;
  date: string;
  source: string;
  exemptions: RohsExemption[];
  importedAt: Date;
}

/** The newest stored version; null only before prepare-database stored the shipped one. */
export async function currentExemptionTable(db: Db): Promise<ExemptionTableRow | null> {
  const [row] = await db
    .select({
      id: exemptionTables.id,
      date: exemptionTables.date,
      source: exemptionTables.source,
      exemptions: exemptionTables.exemptions,
      importedAt: exemptionTables.importedAt,
    })
    .from(exemptionTables)
    .orderBy(desc(exemptionTables.date))
    .limit(1);
  return row ?? null;
}

/** The entries in force, by id. */
export async function exemptionsInForce(db: Db): Promise<ExemptionLookup> {
  const row = await currentExemptionTable(db);
  return exemptionLookup({ exemptions: row?.exemptions ?? SHIPPED_EXEMPTION_TABLE.exemptions });
}

/** Stores the table that ships with this release unless a version of its date is there. */
export async function storeShippedExemptionTable(db: Db): Promise<void> {
  const { date, source, exemptions } = SHIPPED_EXEMPTION_TABLE;
  await db
    .insert(exemptionTables)
    .values({ date, source, exemptions: [...exemptions] })
    .onConflictDoNothing({ target: exemptionTables.date });
}
