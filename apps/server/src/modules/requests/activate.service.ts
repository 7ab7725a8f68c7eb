/**
 * 'Activate RoHS DoC collection' (spec §7 rohs-send-mail; DESIGN.md §9.7): one request per
 * manufacturer of a product, listing its parts that lack an approved declaration, to the
 * manufacturer's first contact. A manufacturer whose parts are all approved is left out;
 * one without a contact is reported as skipped. One transaction for every request, mails
 * dispatched once it commits.
 */
import { and, asc, eq, notInArray } from 'drizzle-orm';
import {
  defaultRequestSubject,
  REQUEST_MSG,
  RohsStatus,
  type RohsSendMail,
  type RohsSendMailResult,
} from '@partproof/shared';
import { assertOpensProduct, findVisibleProduct } from '../../access/visibility.js';
import type { Ctx } from '../../context.js';
import type { Db } from '../../db/client.js';
import { materials, parts, products } from '../../db/schema/index.js';
import { rohsShownFor } from '../parts/rohs-shown.js';
import type { Actor } from '../../plugins/auth.js';
import { dispatchMails } from '../mails/mails.service.js';
import { composeLetter } from './compose.js';
import { plainNote } from './letter.js';
import { uniquePartNumbers } from './part-numbers.js';
import { requestTargets } from './requests.queries.js';
import { refreshParts, storeRequest } from './send.service.js';

interface MakerParts {
  /** The maker as the product's BOM writes it, for a maker the manufacturer list lacks. */
  written: string;
  parts: { id: number; mpn: string }[];
}

/** The product's fitted parts without a current approved declaration, by maker key, in BOM order. */
const shown = rohsShownFor(
  { byCategory: parts.rohsByCategory, status: parts.rohsStatus, reason: parts.rohsReason },
  products.eeeCategory,
);

async function partsToRequest(db: Db, productId: number): Promise<Map<string, MakerParts>> {
  const rows = await db
    .select({
      id: parts.id,
      mpn: parts.mpn,
      manufacturer: parts.manufacturer,
      key: parts.manufacturerKey,
    })
    .from(materials)
    .innerJoin(parts, eq(parts.id, materials.partId))
    .innerJoin(products, eq(products.id, materials.productId))
    .where(
      and(
        eq(materials.productId, productId),
        eq(materials.dnp, false),
        // Approved and current (2 Approved, 5 Soon outdated) for this product's category
        // needs nothing; an approved declaration gone out of date (6 Outdated) is asked for again.
        notInArray(shown.status, [RohsStatus.Approved, RohsStatus.SoonOutdated]),
      ),
    )
    .orderBy(asc(materials.position), asc(materials.id));
  const byMaker = new Map<string, MakerParts>();
  for (const row of rows) {
    const group = byMaker.get(row.key) ?? { written: row.manufacturer, parts: [] };
    if (!group.parts.some((p) => p.id === row.id)) group.parts.push({ id: row.id, mpn: row.mpn });
    byMaker.set(row.key, group);
  }
  return byMaker;
}

export async function activateCollection(
  ctx: Ctx,
  actor: Actor,
  input: RohsSendMail,
): Promise<RohsSendMailResult> {
  const product = await findVisibleProduct(ctx.db, actor, input.id);
  assertOpensProduct(actor, product);
  const now = new Date();
  const note = plainNote(input.mailInfo.htmlContent ?? '');
  const cc = input.mailInfo.ccMails ?? [];
  const { sent, skipped, mailIds } = await ctx.db.transaction(async (tx) => {
    const byMaker = await partsToRequest(tx, product.id);
    const targets = await requestTargets(tx, [...byMaker.keys()]);
    const result = {
      sent: [] as RohsSendMailResult['sent'],
      skipped: [] as RohsSendMailResult['skipped'],
      mailIds: [] as number[],
    };
    const requested: number[] = [];
    for (const [key, group] of byMaker) {
      const target = targets.get(key);
      if (!target?.to) {
        const manufacturer = target?.manufacturer.name ?? group.written;
        result.skipped.push({ manufacturer, reason: REQUEST_MSG.noContact });
        continue;
      }
      const { manufacturer, to } = target;
      const letter = composeLetter(ctx, actor, {
        subject: defaultRequestSubject(manufacturer.name),
        to,
        cc,
        customerText: note,
        partNumbers: uniquePartNumbers(group.parts.map((p) => p.mpn)),
      });
      const partIds = group.parts.map((p) => p.id);
      const stored = await storeRequest(
        tx,
        ctx,
        actor,
        { ...letter, manufacturer, partIds },
        { productId: product.id, now },
      );
      result.sent.push({ manufacturer: manufacturer.name, to, requestId: stored.requestId });
      result.mailIds.push(stored.mailId);
      requested.push(...partIds);
    }
    await refreshParts(tx, ctx, requested, now);
    return result;
  });
  await dispatchMails(ctx, mailIds);
  const message =
    sent.length > 0
      ? REQUEST_MSG.sent
      : skipped.length > 0
        ? REQUEST_MSG.noContact
        : REQUEST_MSG.nothingToRequest;
  return { result: sent.length > 0, message, sent, skipped };
}
