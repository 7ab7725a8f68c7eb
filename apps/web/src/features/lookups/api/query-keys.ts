/**
 * Query keys of the lookups feature (the lookup lists). Add keys; don't rename. The lists'
 * key is lib/lookup-cache's, which the products feature refreshes after a save.
 */
import { lookupListsKey } from '@/lib/lookup-cache';

export const lookupKeys = {
  all: ['lookups'] as const,
  lists: lookupListsKey,
};
