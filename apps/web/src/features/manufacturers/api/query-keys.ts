/**
 * Query keys of the manufacturers feature (the select's manufacturer lists). Add keys; don't
 * rename. The lists' key is lib/manufacturer-cache's, which the cdocs import refreshes.
 */
import { manufacturerListsKey } from '@/lib/manufacturer-cache';

export const manufacturerKeys = {
  all: ['manufacturers'] as const,
  lists: manufacturerListsKey,
  /** The select's options for a name search ('' for the first page of all). */
  list: (search: string) => [...manufacturerListsKey(), search] as const,
};
