/**
 * The Material Declarations tab's table (spec §2 "/documents"): SOURCE NAME (a link to the
 * file, opened in a new tab), MANUFACTURER, TYPE, SERIES ('All', 'All with exclusions' or
 * the first series) and MPN.
 */
import type { DeclarationDocumentListSchema } from '@partproof/shared';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { msg } from '@/i18n/i18n';
import { OptionalLink } from '@/components/external-link';
import { DocumentsTable, type DocumentColumn } from './documents-table';

export type DeclarationDocument = z.infer<typeof DeclarationDocumentListSchema>['data'][number];

const COLUMNS: DocumentColumn<DeclarationDocument>[] = [
  {
    header: msg('SOURCE NAME'),
    cell: (row) => <OptionalLink href={row.path}>{row.sourceName}</OptionalLink>,
  },
  { header: msg('MANUFACTURER'), cell: (row) => row.manufacturer },
  { header: msg('TYPE'), cell: (row) => row.type },
  { header: msg('SERIES'), cell: (row) => row.rohs_series },
  {
    header: msg('MPN'),
    cell: (row) => (
      <Text size="sm" lineClamp={2} title={row.mpn}>
        {row.mpn}
      </Text>
    ),
  },
];

export function DeclarationDocumentsTable({ rows }: { rows: DeclarationDocument[] }) {
  const { t } = useTranslation();
  return <DocumentsTable label={t('Material declarations')} rows={rows} columns={COLUMNS} />;
}
