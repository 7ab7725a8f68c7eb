/**
 * The Components screen (spec §2 "/components"): every component the user may see, sorted
 * by one column at a time, ten a page, with the products and certification records dialogs.
 * The server sorts and pages; the previous page stays (dimmed) while the next one loads.
 * 'Upload new certificate' is certificate-review's dialog and COMMENTS 'Show' the comments
 * feature's, both handed in by the route.
 */
import {
  can,
  clampPage,
  COMPONENTS_PAGE_SIZE,
  pageCount,
  type Component,
  type ComponentSortKey,
  type PermissionActor,
} from '@partproof/shared';
import { Box, Center, EmptyState, Loader, Stack, Text, Title } from '@mantine/core';
import { IconCpu } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TablePagination } from '@/components/table-pagination';
import { nextSort, type SortState } from '@/lib/table-sort';
import { useComponentsPage } from '../api/get-components';
import { partsKeys } from '../api/query-keys';
import { ComponentsTable } from './components-table';
import { ProductsModal } from './products-modal';
import { RecordsModal } from './records-modal';

type DialogKind = 'products' | 'records' | 'upload' | 'comments';
type Dialog = { kind: DialogKind; component: Component } | null;

/** What the upload dialog gets from the screen. */
export interface UploadCertificateSlotProps {
  component: Component | null;
  onClose: () => void;
  /** Reads the list again, so the records show the new certificate. */
  onSaved: () => void;
}

/** What the comments dialog gets from the screen. */
export interface PartCommentsSlotProps {
  component: Component | null;
  onClose: () => void;
}

interface ComponentsScreenProps {
  user: PermissionActor;
  uploadCertificate: (props: UploadCertificateSlotProps) => ReactNode;
  partComments: (props: PartCommentsSlotProps) => ReactNode;
}

export function ComponentsScreen(props: ComponentsScreenProps) {
  const { user, uploadCertificate, partComments } = props;
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [sort, setSort] = useState<SortState<ComponentSortKey> | null>(null);
  const [page, setPage] = useState(1);
  const [dialog, setDialog] = useState<Dialog>(null);
  const components = useComponentsPage({ page, sort });
  const rows = components.data?.data ?? [];
  const total = components.data?.total ?? 0;

  // Fewer components than before (another user's product went away): back into range.
  useEffect(() => {
    if (components.data && !components.isPlaceholderData) {
      const inRange = clampPage(page, components.data.total, COMPONENTS_PAGE_SIZE);
      if (inRange !== page) setPage(inRange);
    }
  }, [components.data, components.isPlaceholderData, page]);

  // A dialog shows the component as the latest page has it (fresh records after an upload);
  // one that a new sort moved to another page keeps what it showed.
  const open = (kind: DialogKind) =>
    dialog?.kind === kind
      ? (rows.find((c) => c.id === dialog.component.id) ?? dialog.component)
      : null;
  const show = (kind: DialogKind) => (component: Component) => setDialog({ kind, component });

  const changeSort = (key: ComponentSortKey) => {
    setSort((current) => nextSort(current, key));
    setPage(1);
  };

  return (
    <Stack>
      <Title order={2}>{t('Components')}</Title>
      {components.isPending ? (
        <Center py="xl">
          <Loader aria-label={t('Loading components')} />
        </Center>
      ) : components.isError && components.data === undefined ? (
        <Text c="red">{components.error.message}</Text>
      ) : total === 0 ? (
        <EmptyState icon={<IconCpu />} title={t('No components found')} py="xl" />
      ) : (
        <Box
          aria-busy={components.isPlaceholderData}
          style={{ opacity: components.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}
        >
          <ComponentsTable
            rows={rows}
            showInProduct={can(user, 'material.seeInProduct')}
            sort={sort}
            onSort={changeSort}
            onViewProducts={show('products')}
            onViewRecords={show('records')}
            onShowComments={show('comments')}
          />
          <TablePagination
            label={t('Component pages')}
            page={clampPage(page, total, COMPONENTS_PAGE_SIZE)}
            pages={pageCount(total, COMPONENTS_PAGE_SIZE)}
            size={COMPONENTS_PAGE_SIZE}
            total={total}
            onPageChange={setPage}
          />
        </Box>
      )}
      <ProductsModal component={open('products')} onClose={() => setDialog(null)} />
      <RecordsModal
        component={open('records')}
        showCDocNo={can(user, 'cdoc.seeNumber')}
        canUpload={can(user, 'certificate.addManual')}
        onUpload={show('upload')}
        onClose={() => setDialog(null)}
      />
      {uploadCertificate({
        component: open('upload'),
        onClose: () => setDialog((d) => (d ? { ...d, kind: 'records' } : null)),
        onSaved: () => void queryClient.invalidateQueries({ queryKey: partsKeys.all }),
      })}
      {partComments({ component: open('comments'), onClose: () => setDialog(null) })}
    </Stack>
  );
}
