/**
 * One tab of the Documents screen (spec §2, §9; DESIGN.md §9.6): the search bar, the table
 * the tab hands in, and numbered pagination, ten rows a page read from the server. A search
 * reads its first page before it shows, so the toast ('Success!' / 'No Component Found')
 * tells what the table will show, and goes back to page 1.
 */
import { MSG, pageCount, clampPage } from '@partproof/shared';
import { Box, Center, Loader, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TablePagination } from '@/components/table-pagination';
import { notifyErrorText, notifySuccess } from '@/lib/notify';
import {
  DOCUMENTS_PAGE_SIZE,
  searchVerdict,
  type DocumentsPage,
  type DocumentsSearch,
  type FetchDocumentsPage,
  type SearchOption,
  type UseDocumentsPage,
} from '../utils/documents-search';
import { DocumentsSearchBar } from './documents-search-bar';

interface DocumentsTabProps<T extends string, Row> {
  /** Names the search landmark ("Search certificates"). */
  searchLabel: string;
  loadingLabel: string;
  /** Names the page list. */
  pagesLabel: string;
  options: SearchOption<T>[];
  usePage: UseDocumentsPage<T, Row>;
  fetchPage: FetchDocumentsPage<T, Row>;
  emptyText: string;
  table: (rows: Row[]) => ReactNode;
}

export function DocumentsTab<T extends string, Row>(props: DocumentsTabProps<T, Row>) {
  const { t } = useTranslation();
  const [search, setSearch] = useState<DocumentsSearch<T> | null>(null);
  const [page, setPage] = useState(1);
  const [searching, setSearching] = useState(false);
  const list = props.usePage(page, search);
  const rows = list.data?.data ?? [];
  const total = list.data?.total ?? 0;

  const runSearch = (searchType: T, query: string) => {
    if (!query.trim()) {
      notifications.show({ color: 'yellow', message: t(MSG.writeSomething) });
      return;
    }
    const next = { searchType, query };
    setSearching(true);
    props
      .fetchPage(1, next)
      .then(({ total: found }) => {
        const verdict = searchVerdict(found);
        if (verdict.ok) notifySuccess(t(verdict.message));
        else notifyErrorText(t(verdict.message));
        setSearch(next);
        setPage(1);
      })
      // The query cache has toasted the failure already (query-client).
      .catch(() => undefined)
      .finally(() => setSearching(false));
  };

  const pages = pageCount(total, DOCUMENTS_PAGE_SIZE);
  return (
    <Stack gap="md">
      <DocumentsSearchBar
        label={props.searchLabel}
        options={props.options}
        active={search !== null}
        busy={searching}
        onSearch={runSearch}
        onClear={() => {
          setSearch(null);
          setPage(1);
        }}
      />
      <ListState list={list} loadingLabel={props.loadingLabel} emptyText={props.emptyText}>
        <Box
          aria-busy={list.isPlaceholderData}
          style={{ opacity: list.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}
        >
          {props.table(rows)}
          <TablePagination
            label={props.pagesLabel}
            page={clampPage(page, total, DOCUMENTS_PAGE_SIZE)}
            pages={pages}
            size={DOCUMENTS_PAGE_SIZE}
            total={total}
            onPageChange={setPage}
          />
        </Box>
      </ListState>
    </Stack>
  );
}

interface ListStateProps<Row> {
  list: UseQueryResult<DocumentsPage<Row>>;
  loadingLabel: string;
  emptyText: string;
  /** The table and its pages, shown once there are rows. */
  children: ReactNode;
}

/** What the list shows: a loader, its error, the empty text, or the table. */
function ListState<Row>({ list, loadingLabel, emptyText, children }: ListStateProps<Row>) {
  if (list.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label={loadingLabel} />
      </Center>
    );
  }
  if (list.isError && !list.data) return <Text c="red">{list.error.message}</Text>;
  if (!list.data?.data.length) {
    return (
      <Text c="dimmed" ta="center" py="lg">
        {list.data?.message ?? emptyText}
      </Text>
    );
  }
  return children;
}
