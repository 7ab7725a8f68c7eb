/**
 * Comments on the live feed (DESIGN.md §9.8): `materialComment` frames reach every open page of
 * the product's viewers. A written or changed comment travels as a reference the listener
 * loads (a body can be larger than a NOTIFY); a deletion carries just the id.
 */
import { eq } from 'drizzle-orm';
import { LIVE_EVENTS, type MaterialCommentEvent } from '@partproof/shared';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { materialComments } from '../../db/schema/index.js';
import { publishLive, type CommentLiveRef } from '../live/publish.js';
import { loadComments } from './comments.queries.js';

export async function publishComment(
  db: Db,
  productId: number,
  materialId: number,
  change: { action: 'created' | 'updated' | 'deleted'; id: number },
): Promise<void> {
  const event = LIVE_EVENTS.materialComment;
  if (change.action === 'deleted') {
    const data: MaterialCommentEvent = { action: 'deleted', id: change.id };
    await publishLive(db, { event, productId, materialId, data });
    return;
  }
  const ref: CommentLiveRef = {
    type: 'materialComment',
    action: change.action,
    materialId,
    id: change.id,
  };
  await publishLive(db, { event, productId, materialId, ref });
}

/** The frame data of a comment reference; none when it was deleted meanwhile. */
export async function loadCommentRef(
  db: Db,
  config: Config,
  ref: CommentLiveRef,
): Promise<MaterialCommentEvent[]> {
  const [comment] = await loadComments(db, config.jwtSecret, eq(materialComments.id, ref.id));
  return comment ? [{ action: ref.action, comment }] : [];
}
