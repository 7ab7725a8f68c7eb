/**
 * The Documents screen's table (spec §2 "/documents"), for both tabs: a column is a header
 * and the cell it shows for a row; the first column is the document's source.
 */
import { ScrollArea, Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface DocumentColumn<Row> {
  /** English (`msg`): translated where it is drawn. */
  header: string;
  cell: (row: Row) => ReactNode;
}

interface DocumentsTableProps<Row> {
  label: string;
  rows: Row[];
  columns: DocumentColumn<Row>[];
}

export function DocumentsTable<Row extends { id: number | string }>(
  props: DocumentsTableProps<Row>,
) {
  const { t } = useTranslation();
  return (
    <ScrollArea>
      <Table verticalSpacing="xs" striped highlightOnHover miw={800} aria-label={props.label}>
        <Table.Thead>
          <Table.Tr>
            {props.columns.map((column) => (
              <Table.Th key={column.header}>{t(column.header)}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {props.rows.map((row) => (
            <Table.Tr key={row.id}>
              {props.columns.map((column) => (
                <Table.Td key={column.header}>{column.cell(row)}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}
