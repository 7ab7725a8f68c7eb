/**
 * POST /product/getAllComponents {page, size, sortBy?, sortDir?} → {data, total}: one
 * sorted page of the components the user may see. The server sorts and pages, so the
 * screen reads ten rows however many components there are; the previous page stays on
 * screen while the next one loads.
 */
import { COMPONENTS_PAGE_SIZE, partApi, type ComponentSortKey } from '@partproof/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import type { SortState } from '@/lib/table-sort';
import { partsKeys } from './query-keys';

export interface ComponentsPageInput {
  page: number;
  sort: SortState<ComponentSortKey> | null;
}

export function getComponentsPage({ page, sort }: ComponentsPageInput) {
  return call(partApi.components, {
    body: {
      page,
      size: COMPONENTS_PAGE_SIZE,
      ...(sort ? { sortBy: sort.key, sortDir: sort.direction } : {}),
    },
  });
}

export function componentsPageQueryOptions(input: ComponentsPageInput) {
  return queryOptions({
    queryKey: partsKeys.page(input.page, input.sort),
    queryFn: () => getComponentsPage(input),
    placeholderData: keepPreviousData,
  });
}

export function useComponentsPage(input: ComponentsPageInput) {
  return useQuery(componentsPageQueryOptions(input));
}
