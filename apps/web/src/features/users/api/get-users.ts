/** GET /user/getAll → {data, total}: every user for admins, the own company's for compliance. */
import { userApi } from '@partproof/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { usersKeys } from './query-keys';

export function getUsers() {
  return call(userApi.getAll, {});
}

export function usersQueryOptions() {
  return queryOptions({ queryKey: usersKeys.list(), queryFn: getUsers });
}

export function useUsers({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...usersQueryOptions(), enabled });
}
