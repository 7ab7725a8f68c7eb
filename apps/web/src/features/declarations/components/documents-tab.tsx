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
import { TablePagination } from '@/components/table-pagination';
import { notifyErrorText, notifySuccess } from '@/lib/notify';
import {
  DOCUMENTS_PAGE_SIZE,
  searchVerdict,
  type DocumentsSearch,
  type SearchOption,
} from '../utils/documents-search';
import { DocumentsSearchBar } from './documents-search-bar';

export interface DocumentsPage<Row> {
  data: Row[];
  total: number;
  /** 'No more certificates to load.' when a page past the end was asked. */
  message?: string;
}

interface DocumentsTabProps<T extends string, Row> {
  /** "certificates" / "material declarations": names the landmarks. */
  name: string;
  options: SearchOption<T>[];
  usePage: (page: number, search: DocumentsSearch<T> | null) => UseQueryResult<DocumentsPage<Row>>;
  /** Reads one page through the query cache (for the search's verdict). */
  fetchPage: (page: number, search: DocumentsSearch<T>) => Promise<DocumentsPage<Row>>;
  emptyText: string;
  table: (rows: Row[]) => ReactNode;
}

export function DocumentsTab<T extends string, Row>(props: DocumentsTabProps<T, Row>) {
  const [search, setSearch] = useState<DocumentsSearch<T> | null>(null);
  const [page, setPage] = useState(1);
  const [searching, setSearching] = useState(false);
  const list = props.usePage(page, search);
  const rows = list.data?.data ?? [];
  const total = list.data?.total ?? 0;

  const runSearch = (searchType: T, query: string) => {
    if (!query.trim()) {
      notifications.show({ color: 'yellow', message: MSG.writeSomething });
      return;
    }
    const next = { searchType, query };
    setSearching(true);
    props
      .fetchPage(1, next)
      .then(({ total: found }) => {
        const verdict = searchVerdict(found);
        if (verdict.ok) notifySuccess(verdict.message);
        else notifyErrorText(verdict.message);
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
        label={`Search ${props.name}`}
        options={props.options}
        active={search !== null}
        busy={searching}
        onSearch={runSearch}
        onClear={() => {
          setSearch(null);
          setPage(1);
        }}
      />
      {list.isPending ? (
        <Center py="xl">
          <Loader aria-label={`Loading ${props.name}`} />
        </Center>
      ) : list.isError && !list.data ? (
        <Text c="red">{list.error.message}</Text>
      ) : rows.length === 0 ? (
        <Text c="dimmed" ta="center" py="lg">
          {list.data?.message ?? props.emptyText}
        </Text>
      ) : (
        <Box
          aria-busy={list.isPlaceholderData}
          style={{ opacity: list.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}
        >
          {props.table(rows)}
          <TablePagination
            label={`Pages of ${props.name}`}
            page={clampPage(page, total, DOCUMENTS_PAGE_SIZE)}
            pages={pages}
            size={DOCUMENTS_PAGE_SIZE}
            total={total}
            onPageChange={setPage}
          />
        </Box>
      )}
    </Stack>
  );
}
