/** GET /manufacturer → {data: [{id, name}], total}: the options of the manufacturer select. */
import { ManufacturerListSchema } from '@partproof/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { manufacturersKeys } from './query-keys';

export function getManufacturers() {
  return api.get('/manufacturer', ManufacturerListSchema);
}

export function manufacturersQueryOptions() {
  return queryOptions({ queryKey: manufacturersKeys.list(), queryFn: getManufacturers });
}

export function useManufacturers() {
  return useQuery(manufacturersQueryOptions());
}
