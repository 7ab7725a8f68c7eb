import { describe, expect, it } from 'vitest';
import { datasheetLink } from './datasheet';

describe('datasheet links', () => {
  it('embeds a signed stored file and opens an external address in a new tab', () => {
    const signed = '/api/files/abc?exp=1&sig=x';
    expect(datasheetLink(signed)).toEqual({ kind: 'file', url: signed });
    expect(datasheetLink('https://example.com/ds.pdf')).toEqual({
      kind: 'external',
      url: 'https://example.com/ds.pdf',
    });
  });

  it('shows nothing for no link or an address of another scheme', () => {
    expect(datasheetLink(null)).toEqual({ kind: 'none' });
    expect(datasheetLink('')).toEqual({ kind: 'none' });
    expect(datasheetLink('javascript:alert(1)')).toEqual({ kind: 'none' });
  });
});
