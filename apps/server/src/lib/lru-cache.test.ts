import { describe, expect, it } from 'vitest';
import { LruCache } from './lru-cache.js';

describe('LruCache', () => {
  it('keeps at most its size, dropping the least recently used entry', () => {
    const cache = new LruCache<number>(2);
    cache.set('a', 1, 60_000, 0);
    cache.set('b', 2, 60_000, 0);
    expect(cache.get('a', 1)).toBe(1); // a is now the most recent
    cache.set('c', 3, 60_000, 2);
    expect(cache.size).toBe(2);
    expect(cache.get('b', 3)).toBeUndefined();
    expect(cache.get('a', 3)).toBe(1);
    expect(cache.get('c', 3)).toBe(3);
  });

  it('forgets an entry once its time to live is over', () => {
    const cache = new LruCache<string>(10);
    cache.set('k', 'v', 1_000, 0);
    expect(cache.get('k', 999)).toBe('v');
    expect(cache.get('k', 1_000)).toBeUndefined();
    expect(cache.size).toBe(0);
  });
});
