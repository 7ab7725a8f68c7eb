/**
 * Keeps the product page's RoHS status cells in step with Fetch RoHS/REACH (DESIGN.md §9.5):
 * each `rohsUpdate` of this product changes its material in the cached product, and an open
 * RoHS certificate dialog of that material reads its declarations again. Only RoHS users
 * receive these events, so the feed is opened only for them (`enabled`).
 */
import type { LiveMessage } from '@partproof/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { connectLiveFeed } from '@/lib/live-feed';
import { refreshProduct, updateCachedProduct } from '@/lib/product-cache';
import { getToken } from '@/lib/token-store';
import { declarationKeys } from '../api/query-keys';
import { applyRohsUpdate, isForProduct, rohsUpdateOf } from '../utils/rohs-events';

export function useRohsLive(productId: number, enabled: boolean): void {
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!enabled) return;
    let connections = 0;
    const onMessage = (message: LiveMessage) => {
      const update = rohsUpdateOf(message);
      if (!update || !isForProduct(update, productId)) return;
      updateCachedProduct(queryClient, productId, (product) => applyRohsUpdate(product, update));
      void queryClient.invalidateQueries({
        queryKey: declarationKeys.ofMaterial(update.materialId),
      });
    };
    // A reconnection may have missed updates: read the product again (not on the first one,
    // when the page has just read it).
    const onOpen = () => {
      connections += 1;
      if (connections > 1) void refreshProduct(queryClient, productId);
    };
    return connectLiveFeed({ getToken, onMessage, onOpen });
  }, [productId, enabled, queryClient]);
}
