import { describe, expect, it } from 'vitest';
import { englishT, germanT } from '@/lib/test-i18n';
import { searchProgressText as inLanguage } from './search-progress';
import type { RunsByMaterial } from './live-events';

const searchProgressText = (runs: RunsByMaterial) => inLanguage(runs, englishT);

const run = (isRunning: boolean, error: string | null = null) => ({
  model: 'M',
  manufacture: 'Maker',
  isRunning,
  error,
});

describe('searchProgressText', () => {
  it('says nothing before any search', () => {
    expect(searchProgressText({})).toBe('');
    expect(searchProgressText({ 1: [] })).toBe('');
  });

  it('counts the components being searched and those done', () => {
    expect(searchProgressText({ 1: [run(true)], 2: [run(false)], 3: [run(true)] })).toBe(
      'Searching 2 components; 1 done.',
    );
    expect(searchProgressText({ 1: [run(true)] })).toBe('Searching 1 component; 0 done.');
  });

  it('says when every search has ended, and how many failed', () => {
    expect(searchProgressText({ 1: [run(false)], 2: [run(false)] })).toBe(
      'Search ended for 2 components.',
    );
    expect(searchProgressText({ 1: [run(false, 'timed out')], 2: [run(false)] })).toBe(
      'Search ended for 2 components; 1 failed.',
    );
  });

  it('speaks German to a German reader', () => {
    expect(inLanguage({ 1: [run(true)], 2: [run(false)], 3: [run(true)] }, germanT)).toBe(
      'Suche läuft für 2 Bauteile; 1 abgeschlossen.',
    );
    expect(inLanguage({ 1: [run(true)] }, germanT)).toBe(
      'Suche läuft für 1 Bauteil; 0 abgeschlossen.',
    );
    expect(inLanguage({ 1: [run(false, 'timed out')], 2: [run(false)] }, germanT)).toBe(
      'Suche für 2 Bauteile beendet; 1 fehlgeschlagen.',
    );
    expect(inLanguage({ 1: [run(false)] }, germanT)).toBe('Suche für 1 Bauteil beendet.');
  });
});
