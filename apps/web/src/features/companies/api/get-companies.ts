/** GET /company → {data, total}: all companies for admins, the own one for everyone else. */
import { companyApi } from '@partproof/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { companiesKeys } from './query-keys';

export function getCompanies() {
  return call(companyApi.list, {});
}

export function companiesQueryOptions() {
  return queryOptions({ queryKey: companiesKeys.list(), queryFn: getCompanies });
}

export function useCompanies({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...companiesQueryOptions(), enabled });
}
