/**
 * Picks a certificate from the database (every manufacturer, searched by model), with an
 * Add button per row: the body of certificate-review's 'Add from existing' dialog, which
 * the product page hands this component (features don't import each other).
 */
import { ALL_MANUFACTURERS } from '@partproof/shared';
import { Button, Group, ScrollArea, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '@/components/pager';
import { ListStatus } from '@/components/list-status';
import { useCdocsPage } from '../api/get-all-cdocs';
import { ExternalLink } from '@/components/external-link';

/** The dialog lists 10 certificates a page. */
export const CDOC_PICKER_PAGE_SIZE = 10;

export interface CdocPickerProps {
  /** The model searched first (the component's name). */
  initialSearch: string;
  /** The certificate being added, whose button spins. */
  addingId: number | null;
  onAdd: (cdocId: number) => void;
}

export function CdocPicker({ initialSearch, addingId, onAdd }: CdocPickerProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(initialSearch);
  const [search, setSearch] = useState(initialSearch);
  const [page, setPage] = useState(1);
  const query = useCdocsPage({
    manufacturer: ALL_MANUFACTURERS,
    search,
    page,
    size: CDOC_PICKER_PAGE_SIZE,
  });
  const rows = query.data?.data ?? [];

  return (
    <Stack gap="md">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setSearch(draft.trim());
          setPage(1);
        }}
      >
        <Group gap="xs" align="flex-end">
          <TextInput
            label={t('Model')}
            placeholder={t('Search certificates by model')}
            value={draft}
            onChange={(event) => setDraft(event.currentTarget.value)}
            style={{ flex: 1 }}
          />
          <Button type="submit" leftSection={<IconSearch size={16} />}>
            {t('Search')}
          </Button>
        </Group>
      </form>
      <ListStatus
        query={query}
        empty={rows.length === 0}
        loadingLabel={t('Searching certificates')}
        emptyText={t('No certificates found')}
      />
      {rows.length > 0 && (
        <ScrollArea>
          <Table striped miw={800}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('Certifying body')}</Table.Th>
                <Table.Th>{t('Reference number')}</Table.Th>
                <Table.Th>{t('Holder')}</Table.Th>
                <Table.Th>{t('Model')}</Table.Th>
                <Table.Th>{t('Link')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => {
                const link = row.url ?? row.document_links[0]?.link ?? null;
                return (
                  <Table.Tr key={row.id}>
                    <Table.Td>{row.cert.certifying_body}</Table.Td>
                    <Table.Td>{row.cert.ref_number}</Table.Td>
                    <Table.Td>{row.name}</Table.Td>
                    <Table.Td>
                      <Text size="sm" lineClamp={2} title={row.cert.model}>
                        {row.cert.model}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      {link ? <ExternalLink href={link}>{t('Open')}</ExternalLink> : '—'}
                    </Table.Td>
                    <Table.Td>
                      <Button
                        size="compact-xs"
                        aria-label={t('Add certificate {{reference}}', {
                          reference: row.cert.ref_number,
                        })}
                        loading={addingId === row.id}
                        onClick={() => onAdd(row.id)}
                      >
                        {t('Add')}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      )}
      {(query.data?.totalPages ?? 0) > 1 && (
        <Pager value={page} total={query.data?.totalPages ?? 1} onChange={setPage} size="sm" />
      )}
    </Stack>
  );
}
