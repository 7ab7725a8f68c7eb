import { describe, expect, it } from 'vitest';
import { contentLetters } from './pdf-pages.js';

describe('contentLetters', () => {
  it('does not count a browser’s print header and footer as the page’s text', () => {
    expect(
      contentLetters(
        'certificate-scan.jpg 640×900 pixels\t2023-04-01, 10:12\nhttps://cdn.example.org/files/certificate-scan.jpg\tPage 1 of 1',
      ),
    ).toBe(0);
    expect(contentLetters('Declaration of Conformity\nwww.example.org')).toBe(23);
  });
});
