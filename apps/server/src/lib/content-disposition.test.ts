import { describe, expect, it } from 'vitest';
import { contentDisposition } from './content-disposition.js';

describe('contentDisposition', () => {
  it('keeps the real name in filename* and gives an ASCII fallback', () => {
    expect(contentDisposition('attachment', '电源 Prüfgerät-7.xlsx')).toBe(
      `attachment; filename="__ Prufgerat-7.xlsx"; filename*=UTF-8''%E7%94%B5%E6%BA%90%20Pr%C3%BCfger%C3%A4t-7.xlsx`,
    );
    expect(contentDisposition('inline', 'Prüfbericht – 2024 "final".pdf')).toBe(
      `inline; filename="Prufbericht _ 2024 _final_.pdf"; filename*=UTF-8''Pr%C3%BCfbericht%20%E2%80%93%202024%20%22final%22.pdf`,
    );
  });

  it('every value is a valid Latin-1 header value', () => {
    for (const name of ['电源', 'a\r\nb', '', "it's (1)*.pdf"])
      expect(contentDisposition('attachment', name)).toMatch(/^[\x20-\x7e]+$/);
  });
});
