/**
 * Code splitting per route (issue 19): each screen is a chunk of its own, fetched the first
 * time it renders, so a guest on /login or a supplier on /supply/… never downloads the
 * product screens. Routes export named components; React.lazy wants a default export.
 * `preload` fetches the chunk before the screen renders (router.tsx, preloadScreens).
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export type LazyScreen<C extends ComponentType> = LazyExoticComponent<C> & {
  preload: () => Promise<unknown>;
};

export function lazyScreen<K extends string, M extends Record<K, ComponentType>>(
  load: () => Promise<M>,
  name: K,
): LazyScreen<M[K]> {
  let loading: Promise<M> | undefined;
  // One fetch for preload and render; a failed one is tried again by the next caller.
  const preload = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  return Object.assign(
    lazy(async () => ({ default: (await preload())[name] })),
    { preload },
  );
}
