/** POST /material/comment/save {entityId, body} → 201 the comment: the dialog's Add comment. */
import { commentApi, type CommentSave } from '@partproof/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { applyCommentChange } from './comment-cache';

export function saveComment(body: CommentSave) {
  return call(commentApi.save, { body });
}

export function useSaveComment(productId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveComment,
    onSuccess: (comment) =>
      applyCommentChange(queryClient, productId, comment.entityId, {
        action: 'created',
        comment,
      }),
  });
}
