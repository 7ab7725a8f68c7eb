/**
 * For unit tests under Node of code that reads the browser when loaded (the token store, the
 * language): an empty storage, as a guest has, and a document whose `lang` can be set. Call
 * it before importing that code; returns the storage's contents.
 */
import { vi } from 'vitest';

export function stubBrowserStorage(): Map<string, string> {
  const stored = new Map<string, string>();
  const storage = {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => void stored.set(key, value),
    removeItem: (key: string) => void stored.delete(key),
  };
  vi.stubGlobal('localStorage', storage);
  vi.stubGlobal('sessionStorage', storage);
  vi.stubGlobal('document', { documentElement: { lang: 'en' } });
  return stored;
}
