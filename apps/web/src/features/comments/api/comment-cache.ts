/**
 * One way every comment change reaches the cache, whether it is the answer of the user's own
 * call or another user's live frame: the material's cached list takes it over and the row's
 * count follows (the list's length when the list is cached, else one more or one less). The
 * Components screen's part lists are simply read again.
 */
import type { CommentList, MaterialCommentEvent } from '@partproof/shared';
import type { QueryClient } from '@tanstack/react-query';
import { updateCachedProduct } from '@/lib/product-cache';
import { applyCommentEvent, countAfter, withCommentCount } from '../utils/comment-events';
import { commentKeys } from './query-keys';

export function applyCommentChange(
  queryClient: QueryClient,
  productId: number,
  materialId: number,
  event: MaterialCommentEvent,
): void {
  const key = commentKeys.ofMaterial(materialId);
  const before = queryClient.getQueryData<CommentList>(key);
  const after = before ? applyCommentEvent(before, event) : undefined;
  if (after && after !== before) queryClient.setQueryData(key, after);
  updateCachedProduct(queryClient, productId, (product) => {
    const material = product.materials.find((m) => m.id === materialId);
    if (!material) return product;
    // A cached list knows the exact count; without it a change moves the count by one, and a
    // change the list already had (own answer then the frame) must not move it twice.
    if (after) return withCommentCount(product, materialId, after.total);
    return withCommentCount(product, materialId, countAfter(material.materialComment, event));
  });
  void queryClient.invalidateQueries({ queryKey: [...commentKeys.all, 'part'] });
}
