/** One staff count's items, a page at a time, each linking to the product it concerns. */
import type { HomeQueueItem, StaffQueueKey } from '@partproof/shared';
import { pageCount } from '@partproof/shared';
import { Anchor, Paper, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListStatus } from '@/components/list-status';
import { TablePagination } from '@/components/table-pagination';
import { HOME_QUEUE_PAGE_SIZE, useHomeQueue } from '../api/home';
import { QUEUE_LABELS } from './queue-labels';

function Where({ item }: { item: HomeQueueItem }) {
  const { t } = useTranslation();
  if (item.productId === null) {
    return (
      <Anchor component={Link} to="/documents">
        {t('Documents')}
      </Anchor>
    );
  }
  return (
    <Anchor component={Link} to={`/products/${item.productId}`}>
      {item.productName}
    </Anchor>
  );
}

export function QueueList({ queueKey }: { queueKey: StaffQueueKey }) {
  const [page, setPage] = useState(1);
  const { t } = useTranslation();
  const [shownKey, setShownKey] = useState(queueKey);
  // Another tile starts its list on its first page.
  if (shownKey !== queueKey) {
    setShownKey(queueKey);
    setPage(1);
  }
  const query = useHomeQueue(queueKey, page);
  const items = query.data?.data ?? [];
  const total = query.data?.total ?? 0;
  const headingId = `queue-${queueKey}`;

  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId}>
      <Title order={4} id={headingId} mb="sm">
        {t(QUEUE_LABELS[queueKey])}
      </Title>
      <ListStatus
        query={query}
        empty={items.length === 0}
        loadingLabel={t('Loading the list')}
        emptyText={t('Nothing waits here.')}
      />
      {items.length > 0 && (
        <>
          <Table striped aria-labelledby={headingId}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('Product')}</Table.Th>
                <Table.Th>{t('What')}</Table.Th>
                <Table.Th>{t('Why')}</Table.Th>
                <Table.Th>{t('Date')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((item, i) => (
                <Table.Tr key={`${item.productId}-${item.materialId}-${item.title}-${i}`}>
                  <Table.Td>
                    <Where item={item} />
                  </Table.Td>
                  <Table.Td>{item.title}</Table.Td>
                  <Table.Td>{item.detail}</Table.Td>
                  <Table.Td>
                    <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                      {item.date ?? '—'}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <TablePagination
            page={page}
            pages={pageCount(total, HOME_QUEUE_PAGE_SIZE)}
            size={HOME_QUEUE_PAGE_SIZE}
            total={total}
            onPageChange={setPage}
            label={t('Pages of {{list}}', { list: t(QUEUE_LABELS[queueKey]) })}
          />
        </>
      )}
    </Paper>
  );
}
