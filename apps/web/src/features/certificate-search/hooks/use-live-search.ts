/**
 * Keeps the product page in step with the live feed (spec §4): the running indicator of
 * each row (search runs, read once from the server so a reload shows them), the temp
 * counts as candidates arrive, and a fresh product once a search has ended.
 */
import {
  LIVE_EVENTS,
  type ApprovedCertificate,
  type LiveMessage,
  type Product,
} from '@partproof/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { connectLiveFeed } from '@/lib/live-feed';
import { getToken } from '@/lib/token-store';
import { productsKeys } from '@/features/products/api/query-keys';
import { useSearchRuns } from '../api/search-runs';
import {
  applyRanProductUpdate,
  IDLE_SESSION,
  reduceSession,
  withOneMoreTempCertificate,
  type RunsByMaterial,
} from '../utils/live-events';

interface ApprovedList {
  data: ApprovedCertificate[];
}

export interface LiveSearch {
  runs: RunsByMaterial;
  /** Between a search's 'none' and its 'undefined'. */
  detecting: boolean;
}

export function useLiveSearch(productId: number): LiveSearch {
  const queryClient = useQueryClient();
  const runs = useSearchRuns(productId);
  const session = useRef(IDLE_SESSION);
  const [detecting, setDetecting] = useState(false);

  useEffect(() => {
    const approvedCdocIds = (materialId: number) =>
      new Set(
        queryClient
          .getQueryData<ApprovedList>(productsKeys.approvedCertificates(materialId))
          ?.data.map((record) => record.cdoc.id) ?? [],
      );

    const onMessage = (message: LiveMessage) => {
      if (message.id !== null && message.id !== productId) return;
      const step = reduceSession(session.current, message, approvedCdocIds);
      session.current = step.session;
      setDetecting(step.session.detecting);

      if (message.event === LIVE_EVENTS.ranProductUpdate) {
        queryClient.setQueryData<RunsByMaterial>(productsKeys.searchRuns(productId), (current) =>
          applyRanProductUpdate(current ?? {}, message),
        );
      }
      if (step.added) {
        const { materialId } = step.added;
        queryClient.setQueryData<Product>(productsKeys.detail(productId), (product) =>
          product ? withOneMoreTempCertificate(product, materialId) : product,
        );
        void queryClient.invalidateQueries({ queryKey: productsKeys.tempCertificates(materialId) });
      }
      if (message.event === LIVE_EVENTS.undefined) {
        void queryClient.invalidateQueries({ queryKey: productsKeys.detail(productId) });
      }
    };

    // A (re)connection may have missed events: read the runs again.
    const onOpen = () =>
      void queryClient.invalidateQueries({ queryKey: productsKeys.searchRuns(productId) });

    return connectLiveFeed({ getToken, onMessage, onOpen });
  }, [productId, queryClient]);

  return { runs: runs.data ?? {}, detecting };
}
