/**
 * The RoHS Annex III table as data (DESIGN.md §10.2): the version in force, and importing a
 * newer one — first as a dry run that answers which parts change status, then for real.
 */
import Papa from 'papaparse';
import {
  checkExemptionCsvHeader,
  ExemptionCsvError,
  exemptionLookup,
  exemptionTableFromCsv,
  exemptionStatus,
  ExemptionTableFileSchema,
  findAnnexII,
  type ExemptionTableAnswer,
  type RohsExemption,
} from '@partproof/shared';
import type { z } from 'zod';
import type { Ctx } from '../../context.js';
import { exemptionTables } from '../../db/schema/index.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { AppError } from '../../lib/app-error.js';
import { writeAudit } from '../../lib/audit.js';
import type { UploadedFile } from '../../lib/multipart.js';
import type { Actor } from '../../plugins/auth.js';
import { currentExemptionTable } from './exemption-tables.queries.js';
import { lawImpact } from './law-impact.js';
import { publishRohs } from './review.service.js';
import { changedStates, dayOf, recomputeParts, statusContext } from './rohs-status.js';

export async function getExemptionTable(ctx: Ctx): Promise<ExemptionTableAnswer> {
  const row = await currentExemptionTable(ctx.db);
  if (!row)
    throw new Error('no exemption table is stored: prepare-database stores the shipped one');
  const today = dayOf(new Date());
  return {
    version: {
      id: row.id,
      date: row.date,
      source: row.source,
      importedAt: row.importedAt.toISOString(),
    },
    data: row.exemptions.map((e) => ({ ...e, status: exemptionStatus(e, today) })),
  };
}

const NOT_A_TABLE =
  'The file is not an exemption table: JSON as GET /api/rohs/exemptions answers it ({version: {date, source}, data: [...]}), or CSV as the Exemption table window downloads it';

const notATable = (why = NOT_A_TABLE) => new AppError('VALIDATION', why, { file: [why] });

/** JSON when it opens with '{', else CSV with the columns of EXEMPTION_CSV_COLUMNS. */
function tableOf(file: UploadedFile): unknown {
  const text = file.bytes.toString('utf8').replace(/^\uFEFF/, '');
  if (text.trimStart().startsWith('{')) {
    try {
      return JSON.parse(text);
    } catch {
      throw notATable();
    }
  }
  const { data, errors, meta } = Papa.parse<Record<string, string>>(text, {
    header: true,
    skipEmptyLines: true,
  });
  if (!meta.fields?.includes('id')) throw notATable();
  try {
    checkExemptionCsvHeader(meta.fields);
    const [error] = errors;
    if (error) throw new ExemptionCsvError(`row ${(error.row ?? 0) + 2}: ${error.message}`);
    return exemptionTableFromCsv(data);
  } catch (error) {
    if (error instanceof ExemptionCsvError)
      throw notATable(`The exemption table has errors: ${error.message}`);
    throw error;
  }
}

/** The version a file holds, checked whole: nothing is stored from a file with an error. */
function readTableFile(file: UploadedFile): z.infer<typeof ExemptionTableFileSchema> {
  const parsed = ExemptionTableFileSchema.safeParse(tableOf(file));
  if (!parsed.success) {
    const details = parsed.error.issues
      .slice(0, 20)
      .map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new AppError('VALIDATION', `The exemption table has errors: ${details[0]}`, {
      file: details,
    });
  }
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const e of parsed.data.data) {
    if (seen.has(e.id)) problems.push(`${e.id}: listed twice`);
    seen.add(e.id);
    if (findAnnexII(e.substance)?.key !== e.substance)
      problems.push(
        `${e.id}: "${e.substance}" is not an Annex II substance key (lead, mercury, cadmium …)`,
      );
    const categories = e.categories.flatMap((row) => row.categories);
    if (new Set(categories).size !== categories.length)
      problems.push(`${e.id}: a category has two dates`);
  }
  if (problems.length > 0) {
    throw new AppError('VALIDATION', `The exemption table has errors: ${problems[0]}`, {
      file: problems.slice(0, 20),
    });
  }
  return parsed.data;
}

/** The entry as stored: its standing is computed on every read, never kept. */
function stored(e: z.infer<typeof ExemptionTableFileSchema>['data'][number]): RohsExemption {
  const { status: _standing, ...entry } = e;
  return entry;
}

export async function importExemptionTable(
  ctx: Ctx,
  actor: Actor,
  dryRun: boolean,
  file: UploadedFile | undefined,
) {
  if (!file)
    throw new AppError('VALIDATION', 'Add the exemption table file', { file: ['Required'] });
  const { version, data } = readTableFile(file);
  const current = await currentExemptionTable(ctx.db);
  if (current && version.date < current.date) {
    throw new AppError(
      'CONFLICT',
      `The exemption table of ${current.date} is in force; import a version dated after it`,
    );
  }
  if (current && version.date === current.date) {
    throw new AppError('CONFLICT', `The exemption table of ${version.date} is already imported`);
  }
  const exemptions = data.map(stored);
  const withTable = async (db: typeof ctx.db) => ({
    ...(await statusContext(db, ctx.config)),
    exemptions: exemptionLookup({ exemptions }),
  });
  if (dryRun) {
    const states = await recomputeParts(ctx.db, await withTable(ctx.db), 'linked', {
      store: false,
    });
    return { ...(await lawImpact(ctx.db, states, true)), version: { ...version, id: null } };
  }
  try {
    return await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(exemptionTables)
        .values({ ...version, exemptions, importedBy: actor.id })
        .returning({ id: exemptionTables.id });
      if (!row) throw new Error('exemption table insert returned nothing');
      const states = await recomputeParts(tx, await withTable(tx), 'linked');
      await publishRohs(tx, changedStates(states));
      const impact = await lawImpact(tx, states, false);
      await writeAudit(tx, {
        actorId: actor.id,
        action: 'exemptionTable.import',
        targetType: 'exemptionTable',
        targetId: row.id,
        after: { ...version, exemptions: exemptions.length, changed: impact.total },
      });
      return { ...impact, version: { ...version, id: row.id } };
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new AppError('CONFLICT', `The exemption table of ${version.date} is already imported`);
    }
    throw error;
  }
}
