/** GET /manufacturer → {data: [{id, name}], total}: the options of the manufacturer select. */
import { manufacturerApi } from '@partproof/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { manufacturersKeys } from './query-keys';

export function getManufacturers() {
  return call(manufacturerApi.list, {});
}

export function manufacturersQueryOptions() {
  return queryOptions({ queryKey: manufacturersKeys.list(), queryFn: getManufacturers });
}

export function useManufacturers() {
  return useQuery(manufacturersQueryOptions());
}
