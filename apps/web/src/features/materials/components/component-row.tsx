/**
 * One row of the component table: a top-level material or one of its alternatives, a cell
 * per shown column and, when some action columns are hidden, their buttons in one Actions cell.
 */
import { Table } from '@mantine/core';
import { Fragment } from 'react';
import type { ComponentColumn, ComponentRowData, TableContext } from './columns';
import classes from './component-table.module.css';

interface ComponentRowProps {
  row: ComponentRowData;
  columns: readonly ComponentColumn[];
  /** The action columns not shown on their own. */
  actions: readonly ComponentColumn[];
  table: TableContext;
}

export function ComponentRow({ row, columns, actions, table }: ComponentRowProps) {
  const isAlternative = row.alternatives === undefined;
  return (
    <Table.Tr bg={isAlternative ? 'var(--mantine-color-gray-0)' : undefined}>
      {columns.map((column) => (
        <Table.Td key={column.key}>{column.cell(row, table)}</Table.Td>
      ))}
      {actions.length > 0 && (
        <Table.Td>
          <div className={classes.actions}>
            {actions.map((column) => (
              <Fragment key={column.key}>{column.cell(row, table)}</Fragment>
            ))}
          </div>
        </Table.Td>
      )}
    </Table.Tr>
  );
}
