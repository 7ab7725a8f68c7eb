/** The technical file's revisions, newest first: what each changed, and its pack to download. */
import type { TechnicalFileRevision } from '@partproof/shared';
import { Button, Table, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format';
import { notifyError } from '@/lib/notify';
import { downloadPack } from '../api/technical-file';

function changesText(r: TechnicalFileRevision, t: TFunction): string {
  const { lines, findingsOpened, findingsClosed } = r.changes;
  return [
    lines.length === 1
      ? t('{{number}} line changed', { number: 1 })
      : t('{{number}} lines changed', { number: lines.length }),
    findingsOpened.length === 1
      ? t('{{number}} finding opened', { number: 1 })
      : t('{{number}} findings opened', { number: findingsOpened.length }),
    t('{{number}} closed', { number: findingsClosed.length }),
  ].join(', ');
}

export function RevisionsList({
  productId,
  revisions,
}: {
  productId: number;
  revisions: TechnicalFileRevision[];
}) {
  const { t } = useTranslation();
  if (revisions.length === 0) {
    return <Text c="dimmed">{t('No revision has been generated yet.')}</Text>;
  }
  const save = (number: number) => downloadPack(productId, number).catch(notifyError);
  return (
    <Table withTableBorder aria-label={t('Revisions')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('Revision')}</Table.Th>
          <Table.Th>{t('Generated')}</Table.Th>
          <Table.Th>{t('By')}</Table.Th>
          <Table.Th>{t('Lines complete')}</Table.Th>
          <Table.Th>{t('Since the previous')}</Table.Th>
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
              {t('{{count}} of {{total}}', { count: r.complete, total: r.total })}
            </Table.Td>
            <Table.Td>{changesText(r, t)}</Table.Td>
            <Table.Td>
              <Button
                size="xs"
                variant="default"
                leftSection={<IconDownload size={14} />}
                onClick={() => void save(r.number)}
                aria-label={t('Download revision {{number}}', { number: r.number })}
              >
                {t('Download')}
              </Button>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
