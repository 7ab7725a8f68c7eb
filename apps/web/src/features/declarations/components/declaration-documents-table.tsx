/**
 * The Material Declarations tab's table (spec §2 "/documents"): SOURCE NAME (a link to the
 * file, opened in a new tab), MANUFACTURER, TYPE, SERIES ('All', 'All with exclusions' or
 * the first series) and MPN.
 */
import type { DeclarationDocumentListSchema } from '@partproof/shared';
import { Text } from '@mantine/core';
import type { z } from 'zod';
import { OptionalLink } from '@/components/external-link';
import { DocumentsTable, type DocumentColumn } from './documents-table';

export type DeclarationDocument = z.infer<typeof DeclarationDocumentListSchema>['data'][number];

const COLUMNS: DocumentColumn<DeclarationDocument>[] = [
  {
    header: 'SOURCE NAME',
    cell: (row) => <OptionalLink href={row.path}>{row.sourceName}</OptionalLink>,
  },
  { header: 'MANUFACTURER', cell: (row) => row.manufacturer },
  { header: 'TYPE', cell: (row) => row.type },
  { header: 'SERIES', cell: (row) => row.rohs_series },
  {
    header: 'MPN',
    cell: (row) => (
      <Text size="sm" lineClamp={2} title={row.mpn}>
        {row.mpn}
      </Text>
    ),
  },
];

export function DeclarationDocumentsTable({ rows }: { rows: DeclarationDocument[] }) {
  return <DocumentsTable label="Material declarations" rows={rows} columns={COLUMNS} />;
}
