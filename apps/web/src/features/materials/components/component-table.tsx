/**
 * The component table inside a product (spec §2): 10 top-level rows a page, alternatives
 * folded under their first material, one sortable column at a time, the page list and
 * 'Showing X to Y of Z results'. Sorting is memoised and only the current page is rendered,
 * so a 2,000-component product stays quick.
 */
import {
  clampPage,
  COMPONENTS_PAGE_SIZE,
  MSG,
  pageCount,
  pageSlice,
  type Material,
} from '@partproof/shared';
import { Checkbox, ScrollArea, Table, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { notifyErrorText, notifySuccess } from '@/lib/notify';
import { useDeleteMaterials } from '../api/delete-materials';
import type { ComponentGroup } from '../utils/alternatives';
import { ComponentRow } from './component-row';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { SortableTh } from '@/components/sortable-th';
import { nextSort } from '@/lib/table-sort';
import { sortGroups, type SortKey, type SortState } from '../utils/sort-components';
import { TablePagination } from '@/components/table-pagination';
import type { MaterialCertificateSlots } from '../utils/certificate-slots';
import type { TableViewer } from '../utils/table-viewer';

interface ComponentTableProps {
  productId: number;
  productStatus: number;
  groups: readonly ComponentGroup[];
  viewer: TableViewer;
  page: number;
  onPageChange: (page: number) => void;
  selected: ReadonlySet<number>;
  onSelectedChange: (ids: number[], selected: boolean) => void;
  certificates: MaterialCertificateSlots;
}

export function ComponentTable(props: ComponentTableProps) {
  const { groups, viewer, selected, onSelectedChange } = props;
  const [sort, setSort] = useState<SortState | null>(null);
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());
  const [toDelete, setToDelete] = useState<Material | null>(null);
  const deletion = useDeleteMaterials();

  const sorted = useMemo(() => sortGroups(groups, sort), [groups, sort]);
  const pages = pageCount(sorted.length, COMPONENTS_PAGE_SIZE);
  const page = clampPage(props.page, sorted.length, COMPONENTS_PAGE_SIZE);
  const rows = useMemo(
    () => pageSlice(sorted, page, COMPONENTS_PAGE_SIZE).rows.map((row) => row.item),
    [sorted, page],
  );
  const pageIds = rows.flatMap((g) => [g.main.id, ...g.alternatives.map((m) => m.id)]);
  const allOnPage = pageIds.length > 0 && pageIds.every((id) => selected.has(id));

  const onSort = (key: SortKey) => {
    setSort((current) => nextSort(current, key));
    props.onPageChange(1);
  };
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

  return (
    <>
      <ScrollArea>
        <Table verticalSpacing="xs" miw={1000} striped={false} highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              {viewer.isAdmin && (
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
              {header('Certification records', 'approvedMaterialCertificates')}
              {props.certificates.temp && header('Temp certificates', 'totalTempCertificate')}
              <Table.Th>Certificate status</Table.Th>
              {props.certificates.rohs && <Table.Th>RoHS status</Table.Th>}
              {viewer.isAdmin && <Table.Th>Delete</Table.Th>}
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
            {rows.map(({ main, alternatives }) => {
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
        total={sorted.length}
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
    </>
  );
}
