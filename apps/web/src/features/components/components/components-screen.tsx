/**
 * The Components screen (spec §2 "/components"): every component the user may see, sorted
 * by one column at a time, ten a page, with the products and certification records dialogs.
 */
import type { Component } from '@partproof/shared';
import { EmptyState, Loader, Stack, Title, Center } from '@mantine/core';
import { IconCpu } from '@tabler/icons-react';
import { useState } from 'react';
import { useComponents } from '../api/get-components';
import { clampPage, COMPONENTS_PAGE_SIZE, pageSlice, totalPages } from '../utils/paging';
import { nextSort } from '@/lib/table-sort';
import { sortComponents, type SortKey, type SortState } from '../utils/sort-components';
import { canSeeCDocNo, canSeeInProduct, canUploadCertificate } from '../utils/visibility';
import { ComponentsTable } from './components-table';
import { ProductsModal } from './products-modal';
import { RecordsModal } from './records-modal';
import { TablePagination } from '@/components/table-pagination';
import { UploadCertificateModal } from './upload-certificate-modal';

type Dialog = { kind: 'products' | 'records' | 'upload'; componentId: number } | null;

export function ComponentsScreen({ role }: { role: number }) {
  const components = useComponents();
  const [sort, setSort] = useState<SortState | null>(null);
  const [requestedPage, setPage] = useState(1);
  const [dialog, setDialog] = useState<Dialog>(null);

  const rows = sortComponents(components.data ?? [], sort);
  const page = clampPage(requestedPage, rows.length);
  // Dialogs look the component up by id, so a refetch (after an upload) shows fresh records.
  const open = (kind: NonNullable<Dialog>['kind']) =>
    dialog?.kind === kind ? (rows.find((c) => c.id === dialog.componentId) ?? null) : null;
  const show = (kind: NonNullable<Dialog>['kind']) => (component: Component) =>
    setDialog({ kind, componentId: component.id });

  const changeSort = (key: SortKey) => {
    setSort((current) => nextSort(current, key));
    setPage(1);
  };

  return (
    <Stack>
      <Title order={2}>Components</Title>
      {components.isPending ? (
        <Center py="xl">
          <Loader aria-label="Loading components" />
        </Center>
      ) : rows.length === 0 ? (
        <EmptyState icon={<IconCpu />} title="No components found" py="xl" />
      ) : (
        <div>
          <ComponentsTable
            rows={pageSlice(rows, page)}
            showInProduct={canSeeInProduct(role)}
            sort={sort}
            onSort={changeSort}
            onViewProducts={show('products')}
            onViewRecords={show('records')}
          />
          <TablePagination
            label="Component pages"
            page={page}
            pages={totalPages(rows.length)}
            size={COMPONENTS_PAGE_SIZE}
            total={rows.length}
            onPageChange={setPage}
          />
        </div>
      )}
      <ProductsModal component={open('products')} onClose={() => setDialog(null)} />
      <RecordsModal
        component={open('records')}
        showCDocNo={canSeeCDocNo(role)}
        canUpload={canUploadCertificate(role)}
        onUpload={show('upload')}
        onClose={() => setDialog(null)}
      />
      <UploadCertificateModal
        component={open('upload')}
        onClose={() => setDialog((d) => (d ? { ...d, kind: 'records' } : null))}
      />
    </Stack>
  );
}
