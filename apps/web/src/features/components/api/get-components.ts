/**
 * POST /product/getAllComponents {page, size} → {data, total}: every component the user
 * may see. The screen sorts by any column, so it reads all pages (at the API's largest
 * page size) and pages the sorted rows itself, ten at a time.
 */
import { ComponentListSchema, type Component } from '@partproof/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { componentsKeys } from './query-keys';

/** PageBodySchema's maximum `size`. */
const FETCH_SIZE = 500;

export function getComponentsPage(page: number, size = FETCH_SIZE) {
  return api.post('/product/getAllComponents', { page, size }, ComponentListSchema);
}

export async function getAllComponents(): Promise<Component[]> {
  const first = await getComponentsPage(1);
  const rows = [...first.data];
  const pages = Math.ceil(first.total / FETCH_SIZE);
  for (let page = 2; page <= pages; page++) {
    rows.push(...(await getComponentsPage(page)).data);
  }
  return rows;
}

export function componentsQueryOptions() {
  return queryOptions({ queryKey: componentsKeys.list(), queryFn: getAllComponents });
}

export function useComponents() {
  return useQuery(componentsQueryOptions());
}
