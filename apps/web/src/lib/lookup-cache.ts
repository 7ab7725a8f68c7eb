/**
 * The lookup lists (standards, product types, markets, development statuses) belong to the
 * lookups feature, but saving a product stores the titles a user typed as new lookups, so the
 * products feature reads the lists again after a save, and shows them through the query a
 * route hands it. Both go through this key and this type instead of importing the lookups
 * feature (features never import each other, DESIGN.md §2).
 */
import type { LookupLists } from '@partproof/shared';
import type { QueryClient, UseQueryOptions } from '@tanstack/react-query';

/** The lookups feature's lists key (its factory builds on this one). */
export const lookupListsKey = () => ['lookups', 'lists'] as const;

/** The lookups feature's `lookupsQueryOptions()`, as the features that show the lists take it. */
export type LookupsQuery = UseQueryOptions<
  LookupLists,
  Error,
  LookupLists,
  ReturnType<typeof lookupListsKey>
>;

/** Reads the lookup lists again. */
export function refreshLookups(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: lookupListsKey() });
}
