/**
 * What a user chose for the component table (issue 22): which optional columns show and how
 * dense the rows are. Kept in the browser per user, so two people sharing a computer keep
 * their own tables; only the columns a user changed are stored, so a column added later
 * arrives with its default.
 */
import { z } from 'zod';

export const DENSITIES = ['comfortable', 'compact'] as const;
export type Density = (typeof DENSITIES)[number];

/**
 * How a column takes part in the chooser: `always` is never hidden (it names the row);
 * `shown` and `hidden` are optional and start that way; an `action` column is optional and
 * starts hidden, and while hidden its button sits in the Actions column, so no action is
 * ever out of reach.
 */
export type ColumnChoice = 'always' | 'shown' | 'hidden' | 'action';

const PreferencesSchema = z.object({
  columns: z.record(z.string(), z.boolean()).catch({}),
  density: z.enum(DENSITIES).catch('comfortable'),
});
export type TablePreferences = z.infer<typeof PreferencesSchema>;

export const DEFAULT_PREFERENCES: TablePreferences = { columns: {}, density: 'comfortable' };

export function preferencesKey(userId: number): string {
  return `partproof:component-table:${userId}`;
}

/** The stored text read back; anything unreadable (an old shape, a hand edit) is the default. */
export function readPreferences(text: string | undefined): TablePreferences {
  if (!text) return DEFAULT_PREFERENCES;
  try {
    const parsed = PreferencesSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : DEFAULT_PREFERENCES;
  } catch {
    return DEFAULT_PREFERENCES;
  }
}

interface ChoosableColumn {
  key: string;
  choice: ColumnChoice;
}

export function isOptional(column: ChoosableColumn): boolean {
  return column.choice !== 'always';
}

/** Whether the column shows on its own: the user's choice, else its default. */
export function isShown(column: ChoosableColumn, preferences: TablePreferences): boolean {
  if (column.choice === 'always') return true;
  return preferences.columns[column.key] ?? column.choice === 'shown';
}

export function withColumn(
  preferences: TablePreferences,
  key: string,
  shown: boolean,
): TablePreferences {
  return { ...preferences, columns: { ...preferences.columns, [key]: shown } };
}

/**
 * The table's columns in order: those shown on their own, and `actions` (the Actions column)
 * last when some action column is not, holding those actions in their order.
 */
export function layoutColumns<C extends ChoosableColumn>(
  columns: readonly C[],
  preferences: TablePreferences,
): { shown: C[]; grouped: C[] } {
  return {
    shown: columns.filter((c) => isShown(c, preferences)),
    grouped: columns.filter((c) => c.choice === 'action' && !isShown(c, preferences)),
  };
}
