/** A sortable column header: a button that toggles the sort, with aria-sort on the cell. */
import { Group, Table, Text, UnstyledButton, type MantineSize } from '@mantine/core';
import { IconArrowsSort, IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import { ariaSort, type SortState } from '@/lib/table-sort';

interface SortableThProps<K extends string> {
  label: string;
  sortKey: K;
  sort: SortState<K> | null;
  onSort: (key: K) => void;
  /** The label's size; a wide table (the component table) uses smaller headers. */
  size?: MantineSize;
}

export function SortableTh<K extends string>(props: SortableThProps<K>) {
  const { label, sortKey, sort, onSort, size = 'sm' } = props;
  const state = ariaSort(sort, sortKey);
  const Icon =
    state === 'ascending'
      ? IconSortAscending
      : state === 'descending'
        ? IconSortDescending
        : IconArrowsSort;
  return (
    <Table.Th aria-sort={state}>
      <UnstyledButton onClick={() => onSort(sortKey)}>
        <Group gap={4} wrap="nowrap">
          <Text fw={600} size={size}>
            {label}
          </Text>
          <Icon size={size === 'sm' ? 14 : 12} aria-hidden />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}
