/** POST /material/comment/getAll {entityId} → a component's comments, oldest first. */
import { commentApi } from '@partproof/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { commentKeys } from './query-keys';

export function getComments(materialId: number) {
  return call(commentApi.getAll, { body: { entityId: materialId } });
}

export function commentsQueryOptions(materialId: number) {
  return queryOptions({
    queryKey: commentKeys.ofMaterial(materialId),
    queryFn: () => getComments(materialId),
    // Read again on every open: the live feed keeps an open list current, but frames sent
    // while the socket was reconnecting are lost.
    staleTime: 0,
  });
}

export function useComments(materialId: number) {
  return useQuery(commentsQueryOptions(materialId));
}
