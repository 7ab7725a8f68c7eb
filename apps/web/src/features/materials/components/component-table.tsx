/**
 * The component table inside a product (spec §2): one page of 10 top-level rows as the server
 * sorted, searched and paged them (DESIGN.md §10.1), alternatives folded under their first
 * material, one sortable column at a time, the page list and 'Showing X to Y of Z results'.
 * The columns come from one list (columns.tsx); the user chooses the optional ones and the
 * row density above the table. The previous page stays on screen, dimmed, while the next
 * one loads.
 */
import { clampPage, COMPONENTS_PAGE_SIZE, MSG, pageCount, type Material } from '@partproof/shared';
import { Box, Center, Loader, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyErrorText, notifySuccess } from '@/lib/notify';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { SortableTh } from '@/components/sortable-th';
import { TablePagination } from '@/components/table-pagination';
import { useDeleteMaterials } from '../api/delete-materials';
import type { useComponentsPage } from '../api/get-components-page';
import { useTablePreferences } from '../hooks/use-table-preferences';
import type { MaterialCertificateSlots } from '../utils/certificate-slots';
import type { SortKey, SortState } from '../utils/sort-components';
import { layoutColumns } from '../utils/table-preferences';
import type { TableViewer } from '../utils/table-viewer';
import { columnsFor, type ComponentColumn, type TableContext } from './columns';
import { ComponentRow } from './component-row';
import classes from './component-table.module.css';
import { TableOptions } from './table-options';

/** Headers in the sortable headers' size: 17 columns share a 1440 px screen. */
function HeaderText({ children }: { children: string }) {
  return (
    <Text fw={600} size="xs">
      {children}
    </Text>
  );
}

interface ComponentTableProps {
  productId: number;
  productStatus: number;
  /** The page query (GET /product/{id}/components). */
  components: ReturnType<typeof useComponentsPage>;
  viewer: TableViewer;
  /** The signed-in user: whose column and density choices apply. */
  userId: number;
  page: number;
  onPageChange: (page: number) => void;
  sort: SortState | null;
  onSort: (key: SortKey) => void;
  selected: ReadonlySet<number>;
  onSelectedChange: (ids: number[], selected: boolean) => void;
  certificates: MaterialCertificateSlots;
}

export function ComponentTable(props: ComponentTableProps) {
  const { components, viewer, selected, onSelectedChange, sort, onSort } = props;
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());
  const [toDelete, setToDelete] = useState<Material | null>(null);
  const deletion = useDeleteMaterials();
  const { t } = useTranslation();
  const { preferences, setColumn, setDensity } = useTablePreferences(props.userId);

  const rows = components.data?.data ?? [];
  const total = components.data?.total ?? 0;
  const pages = pageCount(total, COMPONENTS_PAGE_SIZE);
  const page = clampPage(props.page, total, COMPONENTS_PAGE_SIZE);
  // Fewer rows than before (a delete, another user's change): back into range. Adjusting state
  // while rendering, as React advises for state derived from new data.
  if (components.data && !components.isPlaceholderData && page !== props.page) {
    props.onPageChange(page);
  }
  const toggleExpanded = (id: number) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const table: TableContext = {
    viewer,
    productStatus: props.productStatus,
    certificates: props.certificates,
    selection: {
      isSelected: (id) => selected.has(id),
      onChange: onSelectedChange,
      pageIds: rows.flatMap((row) => [row.id, ...row.variations.map((m) => m.id)]),
    },
    onDelete: setToDelete,
    t,
  };
  const available = columnsFor(table);
  const { shown, grouped } = layoutColumns(available, preferences);

  const confirmDelete = () => {
    if (!toDelete) return;
    deletion.mutate(
      { productId: props.productId, ids: [toDelete.id] },
      {
        onSuccess: ({ message }) => {
          notifySuccess(message);
          onSelectedChange([toDelete.id], false);
          setToDelete(null);
        },
        onError: () => notifyErrorText(t(MSG.somethingWrong)),
      },
    );
  };

  const th = (column: ComponentColumn) => {
    if (column.sortable) {
      return (
        <SortableTh
          key={column.key}
          label={t(column.header)}
          sortKey={column.sortable}
          sort={sort}
          onSort={onSort}
          size="xs"
        />
      );
    }
    return (
      <Table.Th key={column.key}>
        {column.th ? column.th(table) : <HeaderText>{t(column.header)}</HeaderText>}
      </Table.Th>
    );
  };

  if (components.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label={t('Loading components')} />
      </Center>
    );
  }
  if (components.isError && !components.data) {
    return <Text c="red">{components.error.message}</Text>;
  }

  const compact = preferences.density === 'compact';
  const loading = components.isPlaceholderData || components.isFetching;
  return (
    <Stack gap="xs">
      <TableOptions
        columns={available}
        preferences={preferences}
        onColumnChange={setColumn}
        onDensityChange={setDensity}
      />
      <Box
        aria-busy={loading}
        style={{ opacity: components.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}
      >
        <div role="region" aria-label={t('Component table')} className={classes.scroller}>
          <Table
            className={classes.table}
            data-density={preferences.density}
            verticalSpacing={compact ? 2 : 'xs'}
            horizontalSpacing={compact ? 4 : 8}
            striped={false}
            highlightOnHover
          >
            <Table.Thead>
              <Table.Tr>
                {shown.map(th)}
                {grouped.length > 0 && (
                  <Table.Th>
                    <HeaderText>{t('Actions')}</HeaderText>
                  </Table.Th>
                )}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map(({ variations: alternatives, ...main }) => {
                const isOpen = expanded.has(main.id);
                const rowOf = (material: Material, top: boolean) => (
                  <ComponentRow
                    key={material.id}
                    row={{
                      material,
                      alternatives: top
                        ? {
                            count: alternatives.length,
                            expanded: isOpen,
                            onToggle: () => toggleExpanded(main.id),
                          }
                        : undefined,
                    }}
                    columns={shown}
                    actions={grouped}
                    table={table}
                  />
                );
                return [
                  rowOf(main, true),
                  ...(isOpen ? alternatives.map((alt) => rowOf(alt, false)) : []),
                ];
              })}
            </Table.Tbody>
          </Table>
        </div>
        {rows.length === 0 && (
          <Text c="dimmed" ta="center" py="lg">
            {t(MSG.noComponentFound)}
          </Text>
        )}
        <TablePagination
          label={t('Component pages')}
          page={page}
          pages={pages}
          size={COMPONENTS_PAGE_SIZE}
          total={total}
          onPageChange={props.onPageChange}
        />
        <ConfirmDialog
          title={t('Delete component')}
          text={
            toDelete
              ? t('Are you sure you want to delete {{component}}?', {
                  component: toDelete.componentName,
                })
              : t('Are you sure you want to delete this component?')
          }
          opened={toDelete !== null}
          loading={deletion.isPending}
          confirmLabel={t('Delete')}
          confirmColor="red"
          onCancel={() => setToDelete(null)}
          onConfirm={confirmDelete}
        />
      </Box>
    </Stack>
  );
}
