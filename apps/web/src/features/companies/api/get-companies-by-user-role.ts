/** POST /company/byUserRole?userId&roleId: the companies a new user of that role may join. */
import { CompanyListSchema } from '@partproof/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { companiesKeys } from './query-keys';

export function getCompaniesByUserRole(userId: number, roleId: number) {
  return api.post('/company/byUserRole', {}, CompanyListSchema, { userId, roleId });
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
