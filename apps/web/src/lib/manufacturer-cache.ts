/**
 * The manufacturer select's options (GET /manufacturer) belong to the manufacturers feature,
 * but the cdocs import can bring new holders and must read them again. It does so through
 * this key instead of importing the manufacturers feature (features never import each
 * other, DESIGN.md §2).
 */
import type { QueryClient } from '@tanstack/react-query';

/** The manufacturers feature's list key (its factory builds on this one). */
export const manufacturerListsKey = () => ['manufacturers', 'list'] as const;

/** Reads every cached manufacturer list (each name search) again. */
export function refreshManufacturerLists(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: manufacturerListsKey() });
}
