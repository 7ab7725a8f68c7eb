/**
 * GET /product/{id}/components?page&limit&sort&order&searchType&query → {data, total, page,
 * limit}: one page of the product's top-level component rows, sorted, searched and paged by
 * the server (DESIGN.md §10.1), so the table reads ten rows however large the BOM is. The
 * previous page stays on screen while the next one loads, and the next page is read ahead
 * (bill-of-materials.tsx).
 */
import { COMPONENTS_PAGE_SIZE, productApi, type BomSearchType } from '@partproof/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { productComponentsKey } from '@/lib/product-cache';
import type { SortState } from '@/lib/table-sort';
import type { SortKey } from '../utils/sort-components';

export interface ComponentsPageInput {
  productId: number;
  page: number;
  sort: SortState<SortKey> | null;
  search: { field: BomSearchType; query: string } | null;
}

function queryOf({ page, sort, search }: ComponentsPageInput) {
  return {
    page,
    limit: COMPONENTS_PAGE_SIZE,
    ...(sort ? { sort: sort.key, order: sort.direction } : {}),
    ...(search ? { searchType: search.field, query: search.query } : {}),
  };
}

export function getComponentsPage(input: ComponentsPageInput) {
  return call(productApi.components, { params: { id: input.productId }, query: queryOf(input) });
}

export function componentsPageQueryOptions(input: ComponentsPageInput) {
  return queryOptions({
    queryKey: [...productComponentsKey(input.productId), queryOf(input)] as const,
    queryFn: () => getComponentsPage(input),
    placeholderData: keepPreviousData,
    // Stale at once: a page read ahead (or seen before) shows at once and is read again, so
    // a component changed since shows changed.
    staleTime: 0,
    // The table tells its own failures (bill-of-materials.tsx): the first read races
    // product/get, whose failure sends the page away with one message.
    meta: { ownErrors: true },
  });
}

export function useComponentsPage(input: ComponentsPageInput) {
  return useQuery(componentsPageQueryOptions(input));
}
