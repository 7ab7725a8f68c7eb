/**
 * The Certificates tab's table (spec §2 "/documents"): source (a link when the record has
 * one), reference number, Manufacturer, Type, and Coverage's 'Show Detail' (the models the
 * record names, in a modal).
 */
import type { CertificateDocumentListSchema } from '@partproof/shared';
import { Anchor, List, Modal, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OptionalLink } from '@/components/external-link';
import { msg } from '@/i18n/i18n';
import { DocumentsTable, type DocumentColumn } from './documents-table';
import type { z } from 'zod';

export type CertificateDocument = z.infer<typeof CertificateDocumentListSchema>['data'][number];

export function CertificateDocumentsTable({ rows }: { rows: CertificateDocument[] }) {
  const { t } = useTranslation();
  const [detail, setDetail] = useState<CertificateDocument | null>(null);
  const columns: DocumentColumn<CertificateDocument>[] = [
    {
      header: msg('Source'),
      cell: (row) => <OptionalLink href={row.link}>{row.source}</OptionalLink>,
    },
    { header: msg('Reference number'), cell: (row) => row.referenceNumber },
    { header: msg('Manufacturer'), cell: (row) => row.manufacturer },
    { header: msg('Type'), cell: (row) => row.type },
    {
      header: msg('Coverage'),
      cell: (row) => (
        <Anchor
          component="button"
          type="button"
          size="sm"
          aria-label={t('Show Detail {{reference}}', { reference: row.referenceNumber })}
          onClick={() => setDetail(row)}
        >
          {t('Show Detail')}
        </Anchor>
      ),
    },
  ];
  return (
    <>
      <DocumentsTable label={t('Certificates')} rows={rows} columns={columns} />
      <Modal
        opened={detail !== null}
        onClose={() => setDetail(null)}
        title={detail ? t('Coverage — {{reference}}', { reference: detail.referenceNumber }) : ''}
      >
        {detail && detail.coverage.length === 0 && <Text c="dimmed">{t('No models listed')}</Text>}
        <List size="sm" spacing={4}>
          {detail?.coverage.map((model) => (
            <List.Item key={model}>{model}</List.Item>
          ))}
        </List>
      </Modal>
    </>
  );
}
