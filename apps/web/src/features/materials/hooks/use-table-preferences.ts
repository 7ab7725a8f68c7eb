/**
 * The signed-in user's component table choices (columns, density), kept in localStorage under
 * their id and shared by the user's open tabs.
 */
import { useLocalStorage } from '@mantine/hooks';
import {
  DEFAULT_PREFERENCES,
  preferencesKey,
  readPreferences,
  withColumn,
  type Density,
  type TablePreferences,
} from '../utils/table-preferences';

export interface TablePreferencesState {
  preferences: TablePreferences;
  setColumn: (key: string, shown: boolean) => void;
  setDensity: (density: Density) => void;
}

export function useTablePreferences(userId: number): TablePreferencesState {
  const [preferences, setPreferences] = useLocalStorage<TablePreferences>({
    key: preferencesKey(userId),
    defaultValue: DEFAULT_PREFERENCES,
    // Read at the first render, so a chosen layout never flashes the default one first.
    getInitialValueInEffect: false,
    deserialize: readPreferences,
    serialize: (value) => JSON.stringify(value),
  });
  return {
    preferences,
    setColumn: (key, shown) => setPreferences((current) => withColumn(current, key, shown)),
    setDensity: (density) => setPreferences((current) => ({ ...current, density })),
  };
}
