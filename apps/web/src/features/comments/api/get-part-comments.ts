/** POST /part/comments {partId} → the comments on the components using a part, with their products. */
import { commentApi } from '@partproof/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { commentKeys } from './query-keys';

export function getPartComments(partId: number) {
  return call(commentApi.ofPart, { body: { partId } });
}

export function usePartComments(partId: number) {
  return useQuery({
    queryKey: commentKeys.ofPart(partId),
    queryFn: () => getPartComments(partId),
  });
}
