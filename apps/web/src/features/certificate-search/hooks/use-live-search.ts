/**
 * Keeps the product page in step with the live feed (spec §4): the running indicator of
 * each row (search runs, read once from the server so a reload shows them), the temp
 * counts as candidates arrive, and a fresh product once a search has ended. What the
 * candidates mean to the review dialogs (already approved? refresh the list) is asked
 * through `review`, which the product page takes from the certificate-review feature.
 */
import { LIVE_EVENTS, type LiveMessage } from '@partproof/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { connectLiveFeed } from '@/lib/live-feed';
import { refreshProduct, updateCachedProduct } from '@/lib/product-cache';
import { getToken } from '@/lib/token-store';
import { certificateSearchKeys } from '../api/query-keys';
import { useSearchRuns } from '../api/search-runs';
import {
  applyRanProductUpdate,
  IDLE_SESSION,
  reduceSession,
  withOneMoreTempCertificate,
  type RunsByMaterial,
} from '../utils/live-events';

export interface LiveSearchReview {
  /** The cdocs already approved for a material: their candidates are not counted. */
  approvedCdocIds: (materialId: number) => ReadonlySet<number>;
  /** A new candidate arrived for the material. */
  onCandidate: (materialId: number) => void;
}

export interface LiveSearch {
  runs: RunsByMaterial;
  /** Between a search's 'none' and its 'undefined'. */
  detecting: boolean;
}

export function useLiveSearch(productId: number, review: LiveSearchReview): LiveSearch {
  const queryClient = useQueryClient();
  const runs = useSearchRuns(productId);
  const session = useRef(IDLE_SESSION);
  const [detecting, setDetecting] = useState(false);
  // The latest callbacks, so a new render does not reconnect the feed.
  const reviewRef = useRef(review);
  useEffect(() => {
    reviewRef.current = review;
  });

  useEffect(() => {
    const onMessage = (message: LiveMessage) => {
      if (message.id !== null && message.id !== productId) return;
      const step = reduceSession(session.current, message, (materialId) =>
        reviewRef.current.approvedCdocIds(materialId),
      );
      session.current = step.session;
      setDetecting(step.session.detecting);

      if (message.event === LIVE_EVENTS.ranProductUpdate) {
        queryClient.setQueryData<RunsByMaterial>(
          certificateSearchKeys.searchRuns(productId),
          (current) => applyRanProductUpdate(current ?? {}, message),
        );
      }
      if (step.added) {
        const { materialId } = step.added;
        updateCachedProduct(queryClient, productId, (product) =>
          withOneMoreTempCertificate(product, materialId),
        );
        reviewRef.current.onCandidate(materialId);
      }
      if (message.event === LIVE_EVENTS.undefined) void refreshProduct(queryClient, productId);
    };

    // A (re)connection may have missed events: read the runs again.
    const onOpen = () =>
      void queryClient.invalidateQueries({
        queryKey: certificateSearchKeys.searchRuns(productId),
      });

    return connectLiveFeed({ getToken, onMessage, onOpen });
  }, [productId, queryClient]);

  return { runs: runs.data ?? {}, detecting };
}
