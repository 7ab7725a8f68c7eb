/**
 * Above the component table: the column chooser (a menu with a checkbox per optional column)
 * and the compact rows switch. Both are labelled with the words they show, so what a
 * screen reader announces is what a sighted user reads.
 */
import { Button, Group, Menu, Switch } from '@mantine/core';
import { IconColumns3 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  isOptional,
  isShown,
  type Density,
  type TablePreferences,
} from '../utils/table-preferences';
import type { ComponentColumn } from './columns';

interface TableOptionsProps {
  /** The columns this viewer has. */
  columns: readonly ComponentColumn[];
  preferences: TablePreferences;
  onColumnChange: (key: string, shown: boolean) => void;
  onDensityChange: (density: Density) => void;
}

export function TableOptions(props: TableOptionsProps) {
  const { columns, preferences } = props;
  const { t } = useTranslation();
  const optional = columns.filter(isOptional);
  const data = optional.filter((c) => c.choice !== 'action');
  const actions = optional.filter((c) => c.choice === 'action');
  const item = (column: ComponentColumn) => (
    <Menu.CheckboxItem
      key={column.key}
      checked={isShown(column, preferences)}
      onChange={(checked) => props.onColumnChange(column.key, checked)}
    >
      {t(column.header)}
    </Menu.CheckboxItem>
  );
  return (
    <Group justify="flex-end" gap="md">
      <Switch
        label={t('Compact rows')}
        checked={preferences.density === 'compact'}
        onChange={(event) =>
          props.onDensityChange(event.currentTarget.checked ? 'compact' : 'comfortable')
        }
      />
      {optional.length > 0 && (
        // Stays open while columns are ticked: one visit can change several.
        <Menu position="bottom-end" closeOnItemClick={false} shadow="md">
          <Menu.Target>
            <Button variant="default" leftSection={<IconColumns3 size={16} aria-hidden />}>
              {t('Columns')}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Label>{t('Show columns')}</Menu.Label>
            {data.map(item)}
            {actions.length > 0 && (
              <>
                <Menu.Divider />
                <Menu.Label>{t('Own column (else in Actions)')}</Menu.Label>
                {actions.map(item)}
              </>
            )}
          </Menu.Dropdown>
        </Menu>
      )}
    </Group>
  );
}
