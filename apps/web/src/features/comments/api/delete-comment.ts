/** POST /material/comment/delete {id} → {result}: the author's or an admin's Delete. */
import { commentApi } from '@partproof/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { applyCommentChange } from './comment-cache';

export interface DeleteCommentInput {
  id: number;
  materialId: number;
}

export function deleteComment({ id }: DeleteCommentInput) {
  return call(commentApi.remove, { body: { id } });
}

export function useDeleteComment(productId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteComment,
    onSuccess: (_result, { id, materialId }) =>
      applyCommentChange(queryClient, productId, materialId, { action: 'deleted', id }),
  });
}
