import { describe, expect, it } from 'vitest';
import { loginState, originOf, redirectTarget } from './redirect';

describe('origin redirect', () => {
  it('remembers the path together with its search and hash', () => {
    const location = { pathname: '/products/7', search: '?tab=bom', hash: '#top' };
    expect(originOf(location)).toBe('/products/7?tab=bom#top');
    expect(loginState(location)).toEqual({ from: '/products/7?tab=bom#top' });
  });

  it('sends the user back to the remembered origin after sign-in', () => {
    expect(redirectTarget({ from: '/components?q=abc' })).toBe('/components?q=abc');
  });

  it('falls back to / without a remembered origin', () => {
    expect(redirectTarget(undefined)).toBe('/');
    expect(redirectTarget(null)).toBe('/');
    expect(redirectTarget({})).toBe('/');
    expect(redirectTarget({ from: 42 })).toBe('/');
  });

  it('never redirects off the app or back to a guest page', () => {
    expect(redirectTarget({ from: 'https://evil.test/x' })).toBe('/');
    expect(redirectTarget({ from: '//evil.test/x' })).toBe('/');
    expect(redirectTarget({ from: '/\\evil.test' })).toBe('/');
    expect(redirectTarget({ from: '/login?x=1' })).toBe('/');
    expect(redirectTarget({ from: '/reset-password/abc' })).toBe('/');
    expect(redirectTarget({ from: '/sign-out' })).toBe('/');
  });

  it('does not remember guest pages or the root', () => {
    expect(loginState({ pathname: '/sign-out' })).toBeUndefined();
    expect(loginState({ pathname: '/' })).toBeUndefined();
  });
});
