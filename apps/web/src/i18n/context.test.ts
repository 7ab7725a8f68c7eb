import { describe, expect, it } from 'vitest';
import { englishT, germanT } from '@/lib/test-i18n';

describe('one English word, two German ones (i18next context)', () => {
  it("'Open' is a link's verb, and with the state context a status", () => {
    expect(germanT('Open')).toBe('Öffnen');
    expect(germanT('Open', { context: 'state' })).toBe('Offen');
    expect(englishT('Open')).toBe('Open');
    expect(englishT('Open', { context: 'state' })).toBe('Open');
  });
});
