/** POST /material/comment/update {id, body} → the comment: the author's Edit. */
import { commentApi, type CommentUpdate } from '@partproof/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { applyCommentChange } from './comment-cache';

export function updateComment(body: CommentUpdate) {
  return call(commentApi.update, { body });
}

export function useUpdateComment(productId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateComment,
    onSuccess: (comment) =>
      applyCommentChange(queryClient, productId, comment.entityId, {
        action: 'updated',
        comment,
      }),
  });
}
