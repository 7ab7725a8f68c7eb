/**
 * The component table inside a product (spec §2): one page of 10 top-level rows as the server
 * sorted, searched and paged them (DESIGN.md §10.1), alternatives folded under their first
 * material, one sortable column at a time, the page list and 'Showing X to Y of Z results'.
 * The previous page stays on screen, dimmed, while the next one loads.
 */
import { clampPage, COMPONENTS_PAGE_SIZE, MSG, pageCount, type Material } from '@partproof/shared';
import { Box, Center, Checkbox, Loader, ScrollArea, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { notifyErrorText, notifySuccess } from '@/lib/notify';
import { useDeleteMaterials } from '../api/delete-materials';
import type { useComponentsPage } from '../api/get-components-page';
import { ComponentRow } from './component-row';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { SortableTh } from '@/components/sortable-th';
import type { SortKey, SortState } from '../utils/sort-components';
import { TablePagination } from '@/components/table-pagination';
import type { MaterialCertificateSlots } from '../utils/certificate-slots';
import type { TableViewer } from '../utils/table-viewer';

interface ComponentTableProps {
  productId: number;
  productStatus: number;
  /** The page query (GET /product/{id}/components). */
  components: ReturnType<typeof useComponentsPage>;
  viewer: TableViewer;
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

  const rows = components.data?.data ?? [];
  const total = components.data?.total ?? 0;
  const pages = pageCount(total, COMPONENTS_PAGE_SIZE);
  const page = clampPage(props.page, total, COMPONENTS_PAGE_SIZE);
  // Fewer rows than before (a delete, another user's change): back into range. Adjusting state
  // while rendering, as React advises for state derived from new data.
  if (components.data && !components.isPlaceholderData && page !== props.page) {
    props.onPageChange(page);
  }
  const pageIds = rows.flatMap((row) => [row.id, ...row.variations.map((m) => m.id)]);
  const allOnPage = pageIds.length > 0 && pageIds.every((id) => selected.has(id));
  const toggleExpanded = (id: number) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const onSelect = (id: number, value: boolean) => onSelectedChange([id], value);

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
        onError: () => notifyErrorText(MSG.somethingWrong),
      },
    );
  };

  const header = (label: string, key: SortKey) => (
    <SortableTh label={label} sortKey={key} sort={sort} onSort={onSort} />
  );
  const rowProps = {
    viewer,
    productStatus: props.productStatus,
    onSelect,
    onDelete: setToDelete,
    certificates: props.certificates,
  };

  if (components.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label="Loading components" />
      </Center>
    );
  }
  if (components.isError && !components.data) {
    return <Text c="red">{components.error.message}</Text>;
  }

  const loading = components.isPlaceholderData || components.isFetching;
  return (
    <Box
      aria-busy={loading}
      style={{ opacity: components.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}
    >
      <ScrollArea>
        <Table verticalSpacing="xs" miw={1000} striped={false} highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              {viewer.canSelect && (
                <Table.Th>
                  <Checkbox
                    aria-label="Select all components on this page"
                    checked={allOnPage}
                    indeterminate={!allOnPage && pageIds.some((id) => selected.has(id))}
                    onChange={(event) => onSelectedChange(pageIds, event.currentTarget.checked)}
                  />
                </Table.Th>
              )}
              {header('Internal component reference', 'internalReference')}
              <Table.Th>Designator</Table.Th>
              {header("Manufacturer's component name", 'componentName')}
              {header('Manufacturer', 'manufacturer')}
              {header('Type', 'type')}
              {header('Critical', 'critical')}
              {header('Certification records', 'certificates')}
              {props.certificates.temp && header('Temp certificates', 'tempCertificates')}
              <Table.Th>Certificate status</Table.Th>
              {props.certificates.rohs && <Table.Th>RoHS status</Table.Th>}
              {viewer.canDelete && <Table.Th>Delete</Table.Th>}
              {props.certificates.search && (
                <>
                  <Table.Th>Search database</Table.Th>
                  <Table.Th>Scrape certificate</Table.Th>
                </>
              )}
              {props.certificates.fetchRohs && <Table.Th>Fetch RoHS/REACH</Table.Th>}
              {props.certificates.comments && <Table.Th>Comments</Table.Th>}
              {props.certificates.datasheet && <Table.Th>Datasheet</Table.Th>}
              {props.certificates.flag && <Table.Th>Flag</Table.Th>}
              {props.certificates.contact && <Table.Th>Certificate contact</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map(({ variations: alternatives, ...main }) => {
              const isOpen = expanded.has(main.id);
              return [
                <ComponentRow
                  key={main.id}
                  material={main}
                  selected={selected.has(main.id)}
                  alternatives={{
                    count: alternatives.length,
                    expanded: isOpen,
                    onToggle: () => toggleExpanded(main.id),
                  }}
                  {...rowProps}
                />,
                ...(isOpen
                  ? alternatives.map((alt) => (
                      <ComponentRow
                        key={alt.id}
                        material={alt}
                        selected={selected.has(alt.id)}
                        {...rowProps}
                      />
                    ))
                  : []),
              ];
            })}
          </Table.Tbody>
        </Table>
      </ScrollArea>
      {rows.length === 0 && (
        <Text c="dimmed" ta="center" py="lg">
          {MSG.noComponentFound}
        </Text>
      )}
      <TablePagination
        label="Component pages"
        page={page}
        pages={pages}
        size={COMPONENTS_PAGE_SIZE}
        total={total}
        onPageChange={props.onPageChange}
      />
      <ConfirmDialog
        title="Delete component"
        text={`Are you sure you want to delete ${toDelete?.componentName ?? 'this component'}?`}
        opened={toDelete !== null}
        loading={deletion.isPending}
        confirmLabel="Delete"
        confirmColor="red"
        onCancel={() => setToDelete(null)}
        onConfirm={confirmDelete}
      />
    </Box>
  );
}
