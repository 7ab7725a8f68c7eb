/**
 * Keeps the product page in step with the live feed (spec §4): the running indicator of
 * each row (search runs, read once from the server so a reload shows them), the temp
 * counts as candidates arrive, and a fresh product once a search has ended. What the
 * candidates mean to the review dialogs (already approved? refresh the list) is asked
 * through `review`, which the product page takes from the certificate-review feature.
 *
 * A search sends a frame per candidate (thousands a second for a large product), so the
 * frames are queued and applied together at an animation frame, at most every 250 ms
 * (frame-batcher.ts): one pass through the session reducer, one write of each cache and one
 * state update per batch, in the frames' order.
 */
import type { LiveMessage } from '@partproof/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { connectLiveFeed } from '@/lib/live-feed';
import { getToken } from '@/lib/token-store';
import { applyLiveSearchBatch } from '../api/live-search-cache';
import { certificateSearchKeys } from '../api/query-keys';
import { useSearchRuns } from '../api/search-runs';
import { createFrameBatcher } from '../utils/frame-batcher';
import { IDLE_SESSION, type RunsByMaterial } from '../utils/live-events';

export interface LiveSearchReview {
  /** The cdocs already approved for a material: their candidates are not counted. */
  approvedCdocIds: (materialId: number) => ReadonlySet<number>;
  /** New candidates arrived for the material. */
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
    // The queue lives as long as the connection, so a re-render loses nothing.
    const batcher = createFrameBatcher<LiveMessage>((messages) => {
      session.current = applyLiveSearchBatch(queryClient, productId, session.current, messages, {
        approvedCdocIds: (materialId) => reviewRef.current.approvedCdocIds(materialId),
        onCandidate: (materialId) => reviewRef.current.onCandidate(materialId),
      });
      setDetecting(session.current.detecting);
    });

    // A (re)connection may have missed events: what came before it is applied, then the
    // runs are read again.
    const onOpen = () => {
      batcher.flush();
      void queryClient.invalidateQueries({
        queryKey: certificateSearchKeys.searchRuns(productId),
      });
    };

    const close = connectLiveFeed({ getToken, onMessage: batcher.push, onOpen });
    return () => {
      close();
      // What arrived before the page closed still reaches the caches.
      batcher.flush();
    };
  }, [productId, queryClient]);

  return { runs: runs.data ?? {}, detecting };
}
