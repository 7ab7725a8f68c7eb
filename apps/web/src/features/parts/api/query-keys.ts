/** Query keys of the parts feature (the Components screen's list). Add keys; don't rename. */
import type { ComponentSortKey } from '@partproof/shared';
import type { SortState } from '@/lib/table-sort';

export const partsKeys = {
  all: ['parts'] as const,
  list: () => [...partsKeys.all, 'list'] as const,
  page: (page: number, sort: SortState<ComponentSortKey> | null) =>
    [...partsKeys.list(), { page, sort }] as const,
};
