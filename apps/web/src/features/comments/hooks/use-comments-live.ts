/**
 * Keeps the product page's comments in step with other users (DESIGN.md §9.8): each
 * `materialComment` frame of this product changes the material's cached list (an open
 * Comments dialog shows it at once) and the row's count. Everyone who sees the product
 * receives these frames.
 */
import type { LiveMessage } from '@partproof/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { connectLiveFeed } from '@/lib/live-feed';
import { refreshProduct } from '@/lib/product-cache';
import { getToken } from '@/lib/token-store';
import { applyCommentChange } from '../api/comment-cache';
import { commentKeys } from '../api/query-keys';
import { commentChangeOf, isForProduct } from '../utils/comment-events';

export function useCommentsLive(productId: number, enabled: boolean): void {
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!enabled) return;
    let connections = 0;
    const onMessage = (message: LiveMessage) => {
      const change = commentChangeOf(message);
      if (!change || !isForProduct(change, productId)) return;
      applyCommentChange(queryClient, productId, change.materialId, change.event);
    };
    // A reconnection may have missed frames: read the counts and open lists again (not on
    // the first connection, when the page has just read them).
    const onOpen = () => {
      connections += 1;
      if (connections === 1) return;
      void refreshProduct(queryClient, productId);
      void queryClient.invalidateQueries({ queryKey: commentKeys.all });
    };
    return connectLiveFeed({ getToken, onMessage, onOpen });
  }, [productId, enabled, queryClient]);
}
