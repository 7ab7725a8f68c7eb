import { describe, expect, it } from 'vitest';
import { linedText } from './lined-text.js';

describe('linedText', () => {
  const page = linedText('Rev.1.0\t2020.03\nsecond line\n\nlast');

  it('finds the line around any position, the first and the last included', () => {
    expect(page.lineAt(0)).toBe('Rev.1.0\t2020.03');
    expect(page.lineAt(10)).toBe('Rev.1.0\t2020.03');
    expect(page.lineAt(16)).toBe('second line');
    expect(page.lineAt(28)).toBe('');
    expect(page.lineAt(31)).toBe('last');
  });

  it('starts a line after its newline, as lastIndexOf would find it', () => {
    const text = page.text;
    for (let index = 0; index <= text.length; index++) {
      expect(page.lineStart(index)).toBe(text.lastIndexOf('\n', index - 1) + 1);
    }
  });
});
