import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PREFERENCES,
  isShown,
  layoutColumns,
  preferencesKey,
  readPreferences,
  withColumn,
  type ColumnChoice,
} from './table-preferences';

const column = (key: string, choice: ColumnChoice) => ({ key, choice });
const COLUMNS = [
  column('name', 'always'),
  column('type', 'shown'),
  column('designator', 'hidden'),
  column('delete', 'action'),
  column('search', 'action'),
];

describe('the component table preferences', () => {
  it('are kept under the user id, so each user of a browser has their own', () => {
    expect(preferencesKey(7)).not.toBe(preferencesKey(8));
    expect(preferencesKey(7)).toContain('7');
  });

  it('read back what was stored, and the default for anything unreadable', () => {
    const stored = withColumn({ ...DEFAULT_PREFERENCES, density: 'compact' }, 'type', false);
    expect(readPreferences(JSON.stringify(stored))).toEqual(stored);
    expect(readPreferences(undefined)).toEqual(DEFAULT_PREFERENCES);
    expect(readPreferences('not json')).toEqual(DEFAULT_PREFERENCES);
    expect(readPreferences('{"columns":{"type":"no"},"density":"tiny"}')).toEqual(
      DEFAULT_PREFERENCES,
    );
  });

  it('show each column as chosen, else as its default; a name column always', () => {
    const prefs = withColumn(withColumn(DEFAULT_PREFERENCES, 'type', false), 'name', false);
    expect(COLUMNS.map((c) => isShown(c, DEFAULT_PREFERENCES))).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);
    expect(isShown(column('type', 'shown'), prefs)).toBe(false);
    expect(isShown(column('name', 'always'), prefs)).toBe(true);
  });

  it('put the actions not shown on their own into the Actions column, in order', () => {
    const prefs = withColumn(DEFAULT_PREFERENCES, 'search', true);
    expect(layoutColumns(COLUMNS, DEFAULT_PREFERENCES).grouped.map((c) => c.key)).toEqual([
      'delete',
      'search',
    ]);
    const { shown, grouped } = layoutColumns(COLUMNS, prefs);
    expect(shown.map((c) => c.key)).toEqual(['name', 'type', 'search']);
    expect(grouped.map((c) => c.key)).toEqual(['delete']);
  });
});
