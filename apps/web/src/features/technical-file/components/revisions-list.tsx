/** The technical file's revisions, newest first: what each changed, and its pack to download. */
import type { TechnicalFileRevision } from '@partproof/shared';
import { Button, Table, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { formatDateTime } from '@/lib/format';
import { notifyError } from '@/lib/notify';
import { downloadPack } from '../api/technical-file';

function changesText(r: TechnicalFileRevision): string {
  const { lines, findingsOpened, findingsClosed } = r.changes;
  return [
    `${lines.length} line${lines.length === 1 ? '' : 's'} changed`,
    `${findingsOpened.length} finding${findingsOpened.length === 1 ? '' : 's'} opened`,
    `${findingsClosed.length} closed`,
  ].join(', ');
}

export function RevisionsList({
  productId,
  revisions,
}: {
  productId: number;
  revisions: TechnicalFileRevision[];
}) {
  if (revisions.length === 0) {
    return <Text c="dimmed">No revision has been generated yet.</Text>;
  }
  const save = (number: number) => downloadPack(productId, number).catch(notifyError);
  return (
    <Table withTableBorder aria-label="Revisions">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Revision</Table.Th>
          <Table.Th>Generated</Table.Th>
          <Table.Th>By</Table.Th>
          <Table.Th>Lines complete</Table.Th>
          <Table.Th>Since the previous</Table.Th>
          <Table.Th />
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {revisions.map((r) => (
          <Table.Tr key={r.id}>
            <Table.Td>r{r.number}</Table.Td>
            <Table.Td>{formatDateTime(r.createdAt)}</Table.Td>
            <Table.Td>{r.createdBy ?? ''}</Table.Td>
            <Table.Td>
              {r.complete} of {r.total}
            </Table.Td>
            <Table.Td>{changesText(r)}</Table.Td>
            <Table.Td>
              <Button
                size="xs"
                variant="default"
                leftSection={<IconDownload size={14} />}
                onClick={() => void save(r.number)}
                aria-label={`Download revision ${r.number}`}
              >
                Download
              </Button>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
