/** The REACH candidate list as imported (DESIGN.md §9.3): the newest version is current. */
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { candidateLists, candidateListSubstances } from '../../db/schema/index.js';

export interface CandidateSubstance {
  name: string;
  cas: string | null;
  ec: string | null;
}

/** The substances of the current version, or null when none was imported yet. */
export async function currentCandidateList(db: Db): Promise<CandidateSubstance[] | null> {
  const [current] = await db
    .select({ id: candidateLists.id })
    .from(candidateLists)
    .orderBy(desc(candidateLists.date))
    .limit(1);
  if (!current) return null;
  return db
    .select({
      name: candidateListSubstances.name,
      cas: candidateListSubstances.cas,
      ec: candidateListSubstances.ec,
    })
    .from(candidateListSubstances)
    .where(eq(candidateListSubstances.listId, current.id));
}
