/**
 * Importing a version of the REACH candidate list (DESIGN.md §9.3): the regulator's export
 * as a dated version; the newest is current, and an import recomputes at once the status of
 * every part a declaration covers (REACH declarations age against it, §9.4).
 */
import type { Ctx } from '../../context.js';
import { candidateLists, candidateListSubstances } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { writeAudit } from '../../lib/audit.js';
import type { UploadedFile } from '../../lib/multipart.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import type { Actor } from '../../plugins/auth.js';
import { readCandidateList } from './candidate-list-file.js';
import { publishRohs } from './review.service.js';
import { recomputeParts, statusContext } from './rohs-status.js';

export async function importCandidateList(
  ctx: Ctx,
  actor: Actor,
  date: string,
  file: UploadedFile | undefined,
) {
  if (!file)
    throw new AppError('VALIDATION', 'Add the candidate list file', { file: ['Required'] });
  const entries = await readCandidateList(file.bytes, file.fileName);
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
      await publishRohs(tx, states);
      return {
        version: { id: version.id, date: version.date, entries: version.entries },
        entries: entries.length,
        recomputed: states.length,
      };
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new AppError('CONFLICT', `The candidate list of ${date} is already imported`);
    }
    throw error;
  }
}
