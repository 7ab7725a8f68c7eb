/**
 * Test helpers for the supplier link (DESIGN.md §9.7): a request row straight in the
 * database, as the requests module stores one when it sends, with its live secret.
 */
import type { Config } from '../src/config.js';
import type { Db } from '../src/db/client.js';
import { manufacturerRequests, requestParts } from '../src/db/schema/index.js';
import { manufacturerIdByName } from '../src/modules/declarations/manufacturer-id.js';
import { newSupplyLink, SUPPLY_LINK_PLACEHOLDER } from '../src/modules/requests/supply-link.js';
import { noteSecret } from './log-scan.js';

export interface RequestOptions {
  manufacturer?: string;
  mpns?: string[];
  partIds?: number[];
  senderId?: number | null;
  productId?: number | null;
  /** When the request was sent (its link expires 60 days later). */
  sentAt?: Date;
  revokedAt?: Date | null;
  expiresAt?: Date;
}

/** A sent request and the secret of its supplier link. */
export async function insertRequest(db: Db, config: Config, options: RequestOptions = {}) {
  const manufacturer = options.manufacturer ?? 'Yageo';
  const sentAt = options.sentAt ?? new Date();
  const link = newSupplyLink(config, sentAt);
  const [request] = await db
    .insert(manufacturerRequests)
    .values({
      manufacturerId: await manufacturerIdByName(db, manufacturer),
      productId: options.productId ?? null,
      senderId: options.senderId ?? null,
      to: 'rohs@supplier.example',
      subject: `Request for RoHS / REACH declarations: ${manufacturer}`,
      text: `Please upload your declarations: ${SUPPLY_LINK_PLACEHOLDER}`,
      html: `<p>Please upload your declarations: ${SUPPLY_LINK_PLACEHOLDER}</p>`,
      mpns: options.mpns ?? [],
      tokenHash: link.hash,
      sealedSecret: 'sealed',
      expiresAt: options.expiresAt ?? link.expiresAt,
      revokedAt: options.revokedAt ?? null,
      createdAt: sentAt,
    })
    .returning();
  if (!request) throw new Error('no request');
  noteSecret(link.secret);
  const partIds = options.partIds ?? [];
  if (partIds.length) {
    await db
      .insert(requestParts)
      .values(partIds.map((partId) => ({ requestId: request.id, partId })));
  }
  return { request, secret: link.secret };
}

/** The multipart body of a supplier upload: each file in the `files` field. */
export function supplyForm(files: { bytes: Buffer; name: string; type?: string }[]): FormData {
  const data = new FormData();
  for (const file of files) {
    data.append(
      'files',
      new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/pdf' }),
      file.name,
    );
  }
  return data;
}
