/**
 * Importing a version of the REACH candidate list (DESIGN.md §9.3, §10.2): the regulator's
 * export as a dated version; the newest is current, and an import recomputes at once the
 * status of every part a declaration covers (REACH declarations age against it, §9.4). A dry
 * run answers that impact and stores nothing.
 */
import { asc, desc, eq } from 'drizzle-orm';
import type { Ctx } from '../../context.js';
import type { Db } from '../../db/client.js';
import { candidateLists, candidateListSubstances } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { writeAudit } from '../../lib/audit.js';
import type { UploadedFile } from '../../lib/multipart.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import type { Actor } from '../../plugins/auth.js';
import { readCandidateList } from './candidate-list-file.js';
import { lawImpact } from './law-impact.js';
import { publishRohs } from './review.service.js';
import { SHIPPED_CANDIDATE_LIST } from './shipped-candidate-list.js';
import { changedStates, recomputeParts, statusContext } from './rohs-status.js';

export async function importCandidateList(
  ctx: Ctx,
  actor: Actor,
  { date, dryRun }: { date: string; dryRun: boolean },
  file: UploadedFile | undefined,
) {
  if (!file)
    throw new AppError('VALIDATION', 'Add the candidate list file', { file: ['Required'] });
  const entries = await readCandidateList(file.bytes, file.fileName);
  if (dryRun) {
    const [taken] = await ctx.db
      .select({ id: candidateLists.id })
      .from(candidateLists)
      .where(eq(candidateLists.date, date));
    if (taken) throw alreadyImported(date);
    const context = await statusContext(ctx.db, ctx.config);
    const withVersion = {
      ...context,
      candidateLists: [...context.candidateLists, { date, entries: entries.length }],
    };
    const states = await recomputeParts(ctx.db, withVersion, 'linked', { store: false });
    return {
      ...(await lawImpact(ctx.db, states, true)),
      version: { id: null, date, entries: entries.length },
      entries: entries.length,
    };
  }
  try {
    return await ctx.db.transaction(async (tx) => {
      const [version] = await tx
        .insert(candidateLists)
        .values({ date, entries: entries.length, importedBy: actor.id })
        .returning();
      if (!version) throw new Error('candidate list insert returned nothing');
      for (let i = 0; i < entries.length; i += 500) {
        await tx
          .insert(candidateListSubstances)
          .values(entries.slice(i, i + 500).map((e) => ({ ...e, listId: version.id })));
      }
      await writeAudit(tx, {
        actorId: actor.id,
        action: 'candidateList.import',
        targetType: 'candidateList',
        targetId: version.id,
        after: { date, entries: entries.length, file: file.fileName },
      });
      const states = await recomputeParts(tx, await statusContext(tx, ctx.config), 'linked');
      await publishRohs(tx, changedStates(states));
      return {
        ...(await lawImpact(tx, states, false)),
        version: { id: version.id, date: version.date, entries: version.entries },
        entries: entries.length,
      };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw alreadyImported(date);
    throw error;
  }
}

const alreadyImported = (date: string) =>
  new AppError('CONFLICT', `The candidate list of ${date} is already imported`);

/** `GET /substances/candidate-list`: the version in force and its entries. */
export async function getCandidateListTable(ctx: Ctx) {
  const [current] = await ctx.db
    .select()
    .from(candidateLists)
    .orderBy(desc(candidateLists.date))
    .limit(1);
  if (!current) return { version: null, data: [] };
  const data = await ctx.db
    .select({
      name: candidateListSubstances.name,
      ec: candidateListSubstances.ec,
      cas: candidateListSubstances.cas,
      dateOfInclusion: candidateListSubstances.dateOfInclusion,
    })
    .from(candidateListSubstances)
    .where(eq(candidateListSubstances.listId, current.id))
    .orderBy(asc(candidateListSubstances.id));
  return { version: { date: current.date, entries: current.entries }, data };
}

/**
 * A fresh install starts with the list that ships (DESIGN.md §10.2); later versions are
 * imported. Nothing is stored when a version of its date is already there.
 */
export async function storeShippedCandidateList(db: Db): Promise<void> {
  const { date, entries } = SHIPPED_CANDIDATE_LIST;
  const [version] = await db
    .insert(candidateLists)
    .values({ date, entries: entries.length })
    .onConflictDoNothing({ target: candidateLists.date })
    .returning({ id: candidateLists.id });
  if (!version) return;
  await db
    .insert(candidateListSubstances)
    .values(entries.map((entry) => ({ ...entry, listId: version.id })));
}
