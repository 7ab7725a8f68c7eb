import { describe, expect, it } from 'vitest';
import { acceptedLanguages, pickLanguage } from './languages.js';

describe('languages', () => {
  it('picks the first supported language by its primary subtag', () => {
    expect(pickLanguage(['de-AT', 'en'])).toBe('de');
    expect(pickLanguage(['fr-FR', 'de'])).toBe('de');
    expect(pickLanguage(['fr-FR', 'it'])).toBe('en');
    expect(pickLanguage([])).toBe('en');
  });

  it('orders an Accept-Language header by weight, dropping q=0 and *', () => {
    expect(acceptedLanguages('fr;q=0.5, de-DE, en;q=0.8')).toEqual(['de-DE', 'en', 'fr']);
    expect(acceptedLanguages('de;q=0, en')).toEqual(['en']);
    expect(acceptedLanguages('*')).toEqual([]);
    expect(acceptedLanguages(undefined)).toEqual([]);
    expect(pickLanguage(acceptedLanguages('de-CH,de;q=0.9,en;q=0.8'))).toBe('de');
  });
});
