import { beforeEach, describe, expect, it, vi } from 'vitest';

// The token store reads the browser's storage when loaded; give it an empty one.
const storage = (): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> => {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
};
const withStorage = () => {
  vi.unstubAllGlobals();
  vi.stubGlobal('localStorage', storage());
  vi.stubGlobal('sessionStorage', storage());
};
withStorage();
const { getToken, setToken } = await import('@/lib/token-store');
const { signOutEverywhere } = await import('./sign-out');

beforeEach(withStorage);

describe('signOutEverywhere', () => {
  it('tells the server with the token it held, and forgets the token here', async () => {
    const fetchMock = vi.fn((_url: string, _init: RequestInit) =>
      Promise.resolve(new Response(JSON.stringify({ message: 'Signed out' }), { status: 200 })),
    );
    vi.stubGlobal('fetch', fetchMock);
    setToken('the-token');
    const clearCache = vi.fn();
    await signOutEverywhere(clearCache);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/user/sign-out');
    expect(init?.method).toBe('POST');
    expect(init?.headers).toHaveProperty('authorization', 'Bearer the-token');
    expect(getToken()).toBeNull();
    expect(clearCache).toHaveBeenCalled();
  });

  it('signs out here even when the server cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('offline'))),
    );
    setToken('another-token', false);
    await expect(signOutEverywhere(() => undefined)).resolves.toBeUndefined();
    expect(getToken()).toBeNull();
  });

  it('calls nobody when there was no session', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    await signOutEverywhere(() => undefined);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
