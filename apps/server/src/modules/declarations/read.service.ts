/**
 * `POST /rohs/read` (DESIGN.md §9.3 "Reading a document"): proposes the declaration form's
 * fields from a dropped file, storing nothing. PDFs and scans go to the reader (pdf.js text,
 * OCR where a page has none); IPC-1752A XML is parsed, and its substances are checked.
 */
import { asc, eq, inArray, notExists } from 'drizzle-orm';
import {
  formatModels,
  normalise,
  type Coverage,
  type DeclarationProposal,
} from '@partproof/shared';
import type { Ctx } from '../../context.js';
import type { Db } from '../../db/client.js';
import { manufacturers, parts } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import type { UploadedFile } from '../../lib/multipart.js';
import type { Actor } from '../../plugins/auth.js';
import { rememberManufacturers } from '../cdocs/cdocs.queries.js';
import { resolveManufacturer } from '../manufacturers/identity/manufacturer.js';
import { currentCandidateList } from './candidate-list.queries.js';
import { declarationFileType, type DeclarationFileMime } from './declaration-file.js';
import type { Ipc1752aDocument } from './ipc1752a-parse.js';
import { exemptionsInForce } from './exemption-tables.queries.js';
import { ipc1752aVerdict } from './ipc1752a-verdict.js';
import type { OcrLane } from './reader/ocr.js';
import { readDeclaration, type KnownData } from './reader/read-declaration.js';
import { readIpc1752a } from './reader/reader-process.js';
import { dayOf } from './rohs-status.js';

/**
 * The makers of the BOMs' parts join the manufacturer list, so a document from a maker known
 * only from a BOM is recognised (the list held the certificate database's holders before).
 * They are marked `from_bom`: the Manufacturer list shows them only to who sees a part of
 * theirs (manufacturers.service.ts), since a BOM is its company's.
 */
async function rememberPartMakers(db: Db): Promise<void> {
  const missing = await db
    .selectDistinct({ name: parts.manufacturer })
    .from(parts)
    .where(
      notExists(
        db.select().from(manufacturers).where(eq(manufacturers.key, parts.manufacturerKey)),
      ),
    );
  await rememberManufacturers(
    db,
    missing.map((m) => m.name),
    { fromBom: true },
  );
}

function knownData(db: Db, makers: { id: number; name: string }[]): KnownData {
  return {
    manufacturers: makers,
    partsOf: async (manufacturerIds) => {
      const idOfKey = new Map(
        makers
          .filter((m) => manufacturerIds.includes(m.id))
          .map((m) => [resolveManufacturer(m.name), m.id]),
      );
      const byMaker = new Map<number, Array<{ mpn: string }>>();
      if (idOfKey.size === 0) return byMaker;
      const rows = await db
        .select({ key: parts.manufacturerKey, mpn: parts.mpn })
        .from(parts)
        .where(inArray(parts.manufacturerKey, [...idOfKey.keys()]));
      for (const row of rows) {
        const id = idOfKey.get(row.key);
        if (id === undefined) continue;
        const list = byMaker.get(id) ?? [];
        list.push({ mpn: row.mpn });
        byMaker.set(id, list);
      }
      return byMaker;
    },
  };
}

export async function readDocument(
  ctx: Ctx,
  actor: Actor,
  file: UploadedFile | undefined,
): Promise<DeclarationProposal> {
  if (!file) throw new AppError('VALIDATION', 'Add the declaration file', { file: ['Required'] });
  return proposeFromFile(ctx, { ...file, mime: await declarationFileType(file.bytes) }, 'staff');
}

/**
 * The proposal for a file whose type was checked (declarationFileType), without an actor:
 * staff reads come through readDocument's access check, supplier uploads through their link.
 */
export async function proposeFromFile(
  ctx: Ctx,
  file: UploadedFile & { mime: DeclarationFileMime; ipc1752a?: Ipc1752aDocument },
  /** Where its OCR waits: staff reads go before supplier uploads (reader/ocr.ts). */
  lane: OcrLane,
): Promise<DeclarationProposal> {
  const { mime } = file;
  await rememberPartMakers(ctx.db);
  const makers = await ctx.db
    .select({ id: manufacturers.id, name: manufacturers.name })
    .from(manufacturers)
    .orderBy(asc(manufacturers.id));
  const known = knownData(ctx.db, makers);
  const today = dayOf(new Date());
  if (mime !== 'application/xml') {
    return readDeclaration({ bytes: file.bytes, mime }, known, { today, ocr: { lane } });
  }
  // Parsed once: checkFiles already parsed an uploaded file, in the reader's child process.
  const document = file.ipc1752a ?? (await readIpc1752a(file.bytes));
  const verdict = ipc1752aVerdict(document, await currentCandidateList(ctx.db), {
    today,
    exemptions: await exemptionsInForce(ctx.db),
  });
  const key = resolveManufacturer(document.supplier);
  const maker = document.supplier
    ? makers.find((m) => resolveManufacturer(m.name) === key)
    : undefined;
  // Part numbers the declaration names that exist as parts of that maker, as it writes them.
  const partKeys = new Set(
    maker
      ? ((await known.partsOf([maker.id])).get(maker.id) ?? []).map((p) => normalise(p.mpn))
      : [],
  );
  const mpns = document.mpns.filter((mpn) => partKeys.has(normalise(mpn)));
  const coverage: Coverage = { scope: 'mpns', series: [], mpns, exclusions: [] };
  return {
    manufacturer: maker ? { id: maker.id, name: maker.name } : null,
    issuer: null,
    kind: 'IPC-1752A',
    evidenceKind: 'full-material-declaration',
    models: formatModels(coverage),
    coverage,
    dateIssue: document.dateIssue,
    // Its substances were checked against the ten of Annex II as amended by 2015/863.
    directives: ['(EU) 2015/863'],
    candidateList: null,
    exemptions: verdict.exemptions,
    conditions: '',
    evidence: [
      ...(document.supplier ? [{ field: 'manufacturer', page: 1, text: document.supplier }] : []),
      ...document.mpns.map((mpn) => ({ field: 'models', page: 1, text: mpn })),
    ],
    ocr: false,
    verdict,
  };
}
