/**
 * What one batch of live-feed messages does to the caches of the product page: the search
 * runs (the rows' "Searching" indicators) and the product's temp counts are each written
 * once per batch, however many frames the batch holds, and the product is read again once
 * if a search ended in it. A read of either under way when a batch writes into it is followed
 * by one more (readAgainAfterCurrentRead): its answer may be older than the batch.
 */
import { LIVE_EVENTS, type LiveMessage } from '@partproof/shared';
import { notifyManager, type QueryClient } from '@tanstack/react-query';
import { productDetailKey, refreshProduct, updateCachedProduct } from '@/lib/product-cache';
import { readAgainAfterCurrentRead } from '@/lib/read-again';
import {
  applyRanProductUpdates,
  reduceSessionBatch,
  withMoreTempCertificates,
  type RunsByMaterial,
  type SearchSession,
} from '../utils/live-events';
import { certificateSearchKeys } from './query-keys';

export interface LiveBatchReview {
  /** The cdocs already approved for a material: their candidates are not counted. */
  approvedCdocIds: (materialId: number) => ReadonlySet<number>;
  /** New candidates arrived for the material (called once per material and batch). */
  onCandidate: (materialId: number) => void;
}

/**
 * Applies the product's messages of one batch, in arrival order, and returns the session
 * after them. Messages of other products are left out.
 */
export function applyLiveSearchBatch(
  queryClient: QueryClient,
  productId: number,
  session: SearchSession,
  batch: readonly LiveMessage[],
  review: LiveBatchReview,
): SearchSession {
  const messages = batch.filter((message) => message.id === null || message.id === productId);
  if (messages.length === 0) return session;
  const step = reduceSessionBatch(session, messages, review.approvedCdocIds);
  // One notification of the observers for all the writes below, so one render.
  notifyManager.batch(() => {
    if (messages.some((message) => message.event === LIVE_EVENTS.ranProductUpdate)) {
      const runsKey = certificateSearchKeys.searchRuns(productId);
      queryClient.setQueryData<RunsByMaterial>(runsKey, (current) =>
        applyRanProductUpdates(current ?? {}, messages),
      );
      readAgainAfterCurrentRead(queryClient, runsKey);
    }
    if (step.added.size > 0) {
      updateCachedProduct(queryClient, productId, (product) =>
        withMoreTempCertificates(product, step.added),
      );
      for (const materialId of step.added.keys()) review.onCandidate(materialId);
      readAgainAfterCurrentRead(queryClient, productDetailKey(productId));
    }
    if (step.ended) void refreshProduct(queryClient, productId);
  });
  return step.session;
}
