/** The scraping-list viewer (admins): GET /list as a table with status badges and Refresh. */
import { Alert, Badge, Button, Group, Loader, Modal, Stack, Table, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format';
import { useScrapeList } from '../api/get-scrape-list';
import { scrapeStatusBadge } from '../utils/scrape-status';

interface ScrapingListModalProps {
  opened: boolean;
  onClose: () => void;
}

export function ScrapingListModal({ opened, onClose }: ScrapingListModalProps) {
  const { t } = useTranslation();
  const list = useScrapeList(opened);
  const items = list.data?.data ?? [];

  return (
    <Modal opened={opened} onClose={onClose} title={t('Scraping list')} size="xl" centered>
      <Stack>
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {list.data ? t('{{number}} scrape runs', { number: list.data.total }) : ''}
          </Text>
          <Button
            size="xs"
            variant="default"
            leftSection={<IconRefresh size={14} />}
            loading={list.isFetching}
            onClick={() => void list.refetch()}
          >
            {t('Refresh')}
          </Button>
        </Group>
        {list.isPending && list.fetchStatus !== 'idle' && (
          <Loader size="sm" aria-label={t('Loading')} />
        )}
        {list.isError && <Alert color="red">{t('The scraping list could not be loaded.')}</Alert>}
        {list.data && items.length === 0 && <Text c="dimmed">{t('No scrapes yet.')}</Text>}
        {items.length > 0 && (
          <Table.ScrollContainer minWidth={700} mah={480}>
            <Table striped withTableBorder fz="sm" aria-label={t('Scrape runs')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('Query')}</Table.Th>
                  <Table.Th>{t('Kind')}</Table.Th>
                  <Table.Th>{t('Status')}</Table.Th>
                  <Table.Th>{t('Found')}</Table.Th>
                  <Table.Th>{t('Started')}</Table.Th>
                  <Table.Th>{t('Completed')}</Table.Th>
                  <Table.Th>{t('Error')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((item) => {
                  const badge = scrapeStatusBadge(item.status);
                  return (
                    <Table.Tr key={item.jobId}>
                      <Table.Td>{item.query}</Table.Td>
                      <Table.Td>{item.kind}</Table.Td>
                      <Table.Td>
                        <Badge color={badge.color} variant="light">
                          {t(badge.label)}
                        </Badge>
                      </Table.Td>
                      <Table.Td>{item.found ?? ''}</Table.Td>
                      <Table.Td>{formatDateTime(item.createdAt)}</Table.Td>
                      <Table.Td>{formatDateTime(item.completedAt)}</Table.Td>
                      <Table.Td>{item.error ?? ''}</Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Modal>
  );
}
