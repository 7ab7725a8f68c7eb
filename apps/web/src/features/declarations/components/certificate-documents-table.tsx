/**
 * The Certificates tab's table (spec §2 "/documents"): source (a link when the record has
 * one), reference number, Manufacturer, Type, and Coverage's 'Show Detail' (the models the
 * record names, in a modal).
 */
import type { CertificateDocumentListSchema } from '@partproof/shared';
import { Anchor, List, Modal, Text } from '@mantine/core';
import { useState } from 'react';
import { OptionalLink } from '@/components/external-link';
import { DocumentsTable, type DocumentColumn } from './documents-table';
import type { z } from 'zod';

export type CertificateDocument = z.infer<typeof CertificateDocumentListSchema>['data'][number];

export function CertificateDocumentsTable({ rows }: { rows: CertificateDocument[] }) {
  const [detail, setDetail] = useState<CertificateDocument | null>(null);
  const columns: DocumentColumn<CertificateDocument>[] = [
    { header: 'Source', cell: (row) => <OptionalLink href={row.link}>{row.source}</OptionalLink> },
    { header: 'Reference number', cell: (row) => row.referenceNumber },
    { header: 'Manufacturer', cell: (row) => row.manufacturer },
    { header: 'Type', cell: (row) => row.type },
    {
      header: 'Coverage',
      cell: (row) => (
        <Anchor
          component="button"
          type="button"
          size="sm"
          aria-label={`Show Detail ${row.referenceNumber}`}
          onClick={() => setDetail(row)}
        >
          Show Detail
        </Anchor>
      ),
    },
  ];
  return (
    <>
      <DocumentsTable label="Certificates" rows={rows} columns={columns} />
      <Modal
        opened={detail !== null}
        onClose={() => setDetail(null)}
        title={detail ? `Coverage — ${detail.referenceNumber}` : ''}
      >
        {detail && detail.coverage.length === 0 && <Text c="dimmed">No models listed</Text>}
        <List size="sm" spacing={4}>
          {detail?.coverage.map((model) => (
            <List.Item key={model}>{model}</List.Item>
          ))}
        </List>
      </Modal>
    </>
  );
}
