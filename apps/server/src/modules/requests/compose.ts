/**
 * A request as it will be sent (DESIGN.md §9.7 compose → preview → send): the manufacturer,
 * the addresses, the letter and the parts it asks about. Preview and send both build it
 * here, so the preview is exactly what goes out.
 */
import { inArray } from 'drizzle-orm';
import {
  MSG,
  normalise,
  REQUEST_LIMITS,
  type MailPreview,
  type MailRequest,
} from '@partproof/shared';
import { findVisibleMaterials } from '../../access/visibility.js';
import type { Ctx } from '../../context.js';
import type { Db } from '../../db/client.js';
import { parts } from '../../db/schema/index.js';
import { AppError, notFound } from '../../lib/app-error.js';
import type { Actor } from '../../plugins/auth.js';
import { requestLetter } from './letter.js';
import { splitPartNumbers, uniquePartNumbers } from './part-numbers.js';
import { manufacturerByName, partsOfMaker, type ManufacturerRow } from './requests.queries.js';
import { mailDocument } from '../mails/mail-document.js';

export interface ComposedRequest extends MailPreview {
  manufacturer: ManufacturerRow;
  /** The parts whose status shows 3 Waiting for reply while the request is open. */
  partIds: number[];
}

export const MANUFACTURER_NOT_FOUND = 'Manufacturer not found';

/** The letter and addresses for the listed part numbers (shared by compose and Activate). */
export function composeLetter(
  ctx: Ctx,
  actor: Actor,
  input: { subject: string; to: string; cc: string[]; customerText: string; partNumbers: string[] },
): MailPreview {
  if (input.partNumbers.length === 0)
    throw new AppError('VALIDATION', MSG.required, { model: [MSG.required] });
  if (input.partNumbers.length > REQUEST_LIMITS.partNumbers) {
    const message = `At most ${REQUEST_LIMITS.partNumbers} part numbers`;
    throw new AppError('VALIDATION', message, { model: [message] });
  }
  const letter = requestLetter({
    partNumbers: input.partNumbers,
    customerText: input.customerText,
    sender: actor,
    providerName: ctx.config.providerName,
  });
  const subject = input.subject.trim();
  return {
    to: input.to,
    cc: input.cc.length > 0 ? input.cc : ctx.config.requestCc,
    subject,
    text: letter.text,
    // The whole document the mail carries, so the preview shows exactly that.
    html: mailDocument(letter.html, subject),
    parts: input.partNumbers,
  };
}

/** The 400 for listed components that another maker makes. */
export const OTHER_MAKER = (manufacturer: string) =>
  `The components must be made by ${manufacturer}`;

/**
 * The compose dialog's request. The named manufacturer must be known (404 otherwise: the
 * request, its contacts and its history hang off the manufacturer record). The listed
 * components must be visible to the caller (404 otherwise) and made by that manufacturer
 * (400 otherwise: the letter would ask one maker about another's part numbers, and the
 * supplier page would show them); their parts are asked about, and so are the parts of
 * that manufacturer the `model` lists.
 */
export async function composeRequest(
  db: Db,
  ctx: Ctx,
  actor: Actor,
  input: MailRequest,
): Promise<ComposedRequest> {
  const manufacturer = await manufacturerByName(db, input.manufacturer);
  if (!manufacturer) throw notFound(MANUFACTURER_NOT_FOUND);
  const materials = input.materialIds.length
    ? await findVisibleMaterials(db, actor, input.materialIds)
    : [];
  const materialPartIds = materials.flatMap((m) => (m.partId === null ? [] : [m.partId]));
  const materialParts = materialPartIds.length
    ? await db
        .select({ id: parts.id, mpn: parts.mpn, key: parts.manufacturerKey })
        .from(parts)
        .where(inArray(parts.id, materialPartIds))
    : [];
  const otherMakers = materials.filter((m) =>
    materialParts.some((p) => p.id === m.partId && p.key !== manufacturer.key),
  );
  if (otherMakers.length > 0) {
    const message = OTHER_MAKER(manufacturer.name);
    throw new AppError('VALIDATION', message, {
      materialIds: otherMakers.map((m) => `${m.componentName} is made by ${m.manufacturer}`),
    });
  }
  const listed = splitPartNumbers(input.model);
  const known = await partsOfMaker(db, manufacturer.key, [...new Set(listed.map(normalise))]);
  const partNumbers = uniquePartNumbers(
    listed,
    materialParts.map((p) => p.mpn),
  );
  const preview = composeLetter(ctx, actor, {
    subject: input.subject,
    to: input.receiver,
    cc: input.ccEmails,
    customerText: input.customerText,
    partNumbers,
  });
  return {
    ...preview,
    manufacturer,
    partIds: [...new Set([...materialParts.map((p) => p.id), ...known.map((p) => p.id)])],
  };
}
