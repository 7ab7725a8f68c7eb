/**
 * The Certificates tab's table (spec §2 "/documents"): source (a link when the record has
 * one), reference number, Manufacturer, Type, and Coverage's 'Show Detail' (the models the
 * record names, in a modal).
 */
import type { CertificateDocumentListSchema } from '@partproof/shared';
import { Anchor, List, Modal, ScrollArea, Table, Text } from '@mantine/core';
import { useState } from 'react';
import type { z } from 'zod';

export type CertificateDocument = z.infer<typeof CertificateDocumentListSchema>['data'][number];

export function CertificateDocumentsTable({ rows }: { rows: CertificateDocument[] }) {
  const [detail, setDetail] = useState<CertificateDocument | null>(null);
  return (
    <>
      <ScrollArea>
        <Table verticalSpacing="xs" striped highlightOnHover miw={800} aria-label="Certificates">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Source</Table.Th>
              <Table.Th>Reference number</Table.Th>
              <Table.Th>Manufacturer</Table.Th>
              <Table.Th>Type</Table.Th>
              <Table.Th>Coverage</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.id}>
                <Table.Td>
                  {row.link ? (
                    <Anchor href={row.link} target="_blank" rel="noopener noreferrer" size="sm">
                      {row.source}
                    </Anchor>
                  ) : (
                    row.source
                  )}
                </Table.Td>
                <Table.Td>{row.referenceNumber}</Table.Td>
                <Table.Td>{row.manufacturer}</Table.Td>
                <Table.Td>{row.type}</Table.Td>
                <Table.Td>
                  <Anchor
                    component="button"
                    type="button"
                    size="sm"
                    aria-label={`Show Detail ${row.referenceNumber}`}
                    onClick={() => setDetail(row)}
                  >
                    Show Detail
                  </Anchor>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
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
