/**
 * Code splitting per route (issue 19): each screen is a chunk of its own, fetched the first
 * time it renders, so a guest on /login or a supplier on /supply/… never downloads the
 * product screens. Routes export named components; React.lazy wants a default export.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export function lazyScreen<K extends string, M extends Record<K, ComponentType>>(
  load: () => Promise<M>,
  name: K,
): LazyExoticComponent<M[K]> {
  return lazy(async () => ({ default: (await load())[name] }));
}
