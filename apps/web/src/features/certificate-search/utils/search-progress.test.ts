import { describe, expect, it } from 'vitest';
import { searchProgressText } from './search-progress';

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
});
