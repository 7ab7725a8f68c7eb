/** Query keys of the components feature (the Components screen's list). Add keys; don't rename. */
import type { ComponentSortKey } from '@partproof/shared';
import type { SortState } from '@/lib/table-sort';

export const componentsKeys = {
  all: ['components'] as const,
  list: () => [...componentsKeys.all, 'list'] as const,
  page: (page: number, sort: SortState<ComponentSortKey> | null) =>
    [...componentsKeys.list(), { page, sort }] as const,
};
