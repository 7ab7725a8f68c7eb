import { describe, expect, it } from 'vitest';
import { translate, translateWith } from './translate.js';

const DE = {
  Required: 'Pflichtfeld',
  'You cannot change the status from "{from}" to "{to}"':
    'Der Status kann nicht von „{from}“ zu „{to}“ geändert werden',
  '{name} was saved': '{name} wurde gespeichert',
};

describe('translate', () => {
  it('translates an exact text and leaves an unknown one English', () => {
    expect(translateWith(DE, 'Required')).toBe('Pflichtfeld');
    expect(translateWith(DE, 'Something new')).toBe('Something new');
  });

  it('carries the values of a text built with placeholders over unchanged', () => {
    expect(translateWith(DE, 'You cannot change the status from "Pending" to "Done"')).toBe(
      'Der Status kann nicht von „Pending“ zu „Done“ geändert werden',
    );
    expect(translateWith(DE, 'Board "A" to "B" was saved')).toBe(
      'Board "A" to "B" wurde gespeichert',
    );
    expect(translateWith(DE, ' was saved')).toBe(' was saved');
  });

  it('needs no catalogue for English', () => {
    expect(translate({ de: DE }, 'en', 'Required')).toBe('Required');
    expect(translate({ de: DE }, 'de', 'Required')).toBe('Pflichtfeld');
  });
});
