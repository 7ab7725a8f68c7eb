import { describe, expect, it } from 'vitest';
import { isHttpUrl } from './http-url';

describe('typed http(s) addresses', () => {
  it('takes only http(s) addresses with a host', () => {
    expect(isHttpUrl(' https://example.com/a.pdf ')).toBe(true);
    expect(isHttpUrl('http://example.com')).toBe(true);
    expect(isHttpUrl('ftp://example.com/a.pdf')).toBe(false);
    expect(isHttpUrl('example.com')).toBe(false);
  });
});
