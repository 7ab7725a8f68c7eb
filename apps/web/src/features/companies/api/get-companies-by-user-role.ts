/** POST /company/byUserRole?userId&roleId: the companies a new user of that role may join. */
import { companyApi } from '@partproof/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { companiesKeys } from './query-keys';

export function getCompaniesByUserRole(userId: number, roleId: number) {
  return call(companyApi.byUserRole, { query: { userId, roleId }, body: {} });
}

export function companiesByUserRoleQueryOptions(userId: number, roleId: number) {
  return queryOptions({
    queryKey: companiesKeys.byUserRole(userId, roleId),
    queryFn: () => getCompaniesByUserRole(userId, roleId),
    placeholderData: keepPreviousData,
  });
}

export function useCompaniesByUserRole(userId: number, roleId: number) {
  return useQuery(companiesByUserRoleQueryOptions(userId, roleId));
}
