/**
 * The Bill of Materials section (spec §2): its caption, the BOM search, the component tools
 * (Add component; for admins edit mode and Delete components) and the component table. The
 * table reads its page from the server (sorted, searched and paged there, DESIGN.md §10.1).
 * The certificate cells and tools come from the product page (`certificates`). It doesn't wait
 * for product/get (`product`, 1.2 MB for 2,000 components): the rows show from their page.
 */
import {
  COMPONENTS_PAGE_SIZE,
  MSG,
  ProductStatus,
  type Product,
  type RoleId,
} from '@partproof/shared';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPencil, IconPencilOff, IconPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError, notifyErrorText, notifySuccess } from '@/lib/notify';
import { refreshProduct } from '@/lib/product-cache';
import { nextSort } from '@/lib/table-sort';
import { componentsPageQueryOptions, useComponentsPage } from '../api/get-components-page';
import { AddComponentModal } from './add-component-modal';
import { ComponentTable } from './component-table';
import type { ComponentSearch } from '../utils/search-components';
import type { SortKey, SortState } from '../utils/sort-components';
import type { MaterialCertificateSlots } from '../utils/certificate-slots';
import { tableViewer } from '../utils/table-viewer';
import { BomSearch } from './bom-search';
import { DeleteComponentsButton } from './delete-components-button';

interface BillOfMaterialsProps {
  productId: number;
  /** product/get's answer; undefined while it loads. */
  product: Product | undefined;
  role: RoleId;
  /** The signed-in user, whose table choices (columns, density) apply. */
  userId: number;
  certificates: MaterialCertificateSlots;
}

export function BillOfMaterials(props: BillOfMaterialsProps) {
  const { productId, product, role, certificates } = props;
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  const [search, setSearch] = useState<ComponentSearch | null>(null);
  const [sort, setSort] = useState<SortState | null>(null);
  const [page, setPage] = useState(1);
  const [editMode, setEditMode] = useState(false);
  const [adding, setAdding] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const viewer = tableViewer(role, editMode);

  const components = useComponentsPage({ productId, page, sort, search });
  // The next page is read as soon as this one shows, so 'Next' draws at once (issue 19). Each
  // page is stale at once, so opening it reads it again: a change in between still shows.
  const total = components.isPlaceholderData ? undefined : components.data?.total;
  useEffect(() => {
    if (total === undefined || page * COMPONENTS_PAGE_SIZE >= total) return;
    void queryClient.prefetchQuery(
      componentsPageQueryOptions({ productId, page: page + 1, sort, search }),
    );
  }, [queryClient, productId, page, sort, search, total]);
  // A page that fails once the product is known is told; before that, a failure (no access,
  // no product) is product/get's to tell, which the route then leaves.
  const pageError = components.error;
  const told = useRef<unknown>(null);
  const productKnown = product !== undefined;
  useEffect(() => {
    if (!pageError || !productKnown || told.current === pageError) return;
    told.current = pageError;
    notifyError(pageError);
  }, [pageError, productKnown]);
  // Only ids still in the product count (another tab may have deleted some).
  const selectedIds = useMemo(
    () =>
      product
        ? product.materials.filter((m) => selected.has(m.id)).map((m) => m.id)
        : [...selected],
    [product, selected],
  );

  const runSearch = async (field: ComponentSearch['field'], query: string) => {
    if (!query.trim()) {
      notifications.show({ color: 'yellow', message: t(MSG.writeSomething) });
      return;
    }
    const next = { field, query };
    // The first page of the search, read once: its total decides the toast, then it shows.
    const found = await queryClient
      .fetchQuery(componentsPageQueryOptions({ productId, page: 1, sort, search: next }))
      .catch((error: unknown) => {
        notifyError(error);
        return null;
      });
    if (!found) return;
    if (found.total > 0) notifySuccess(t(MSG.searchSuccess));
    else notifyErrorText(t(MSG.noComponentFound));
    setSearch(next);
    setPage(1);
  };

  const changeSort = (key: SortKey) => {
    setSort((current) => nextSort(current, key));
    setPage(1);
  };

  const toggleEditMode = () => {
    // Leaving edit mode reads the product again (spec §4).
    if (editMode) void refreshProduct(queryClient, productId);
    setEditMode(!editMode);
  };

  const changeSelection = (ids: number[], value: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (value) next.add(id);
        else next.delete(id);
      }
      return next;
    });

  return (
    <Stack gap="md">
      <div>
        <Title order={3}>{t('Bill of Materials')}</Title>
        {product?.collectionProductMaterials && (
          <Text size="sm" c="dimmed">
            {t('Retrieved from {{source}}', { source: product.collectionProductMaterials })}
          </Text>
        )}
      </div>
      <BomSearch
        active={search !== null}
        onSearch={(field, query) => void runSearch(field, query)}
        onClear={() => {
          setSearch(null);
          setPage(1);
        }}
      />
      <Group gap="xs">
        {!viewer.readOnly && (
          <Button leftSection={<IconPlus size={16} />} onClick={() => setAdding(true)}>
            {t('Add component')}
          </Button>
        )}
        {viewer.canEditInTable && (
          <Button
            variant="default"
            leftSection={editMode ? <IconPencilOff size={16} /> : <IconPencil size={16} />}
            onClick={toggleEditMode}
          >
            {editMode ? t('Turn off edit mode') : t('Turn on edit mode')}
          </Button>
        )}
        {viewer.canDelete && (
          <DeleteComponentsButton
            productId={productId}
            ids={selectedIds}
            onDeleted={() => setSelected(new Set())}
          />
        )}
        {/* The bulk actions act on the selection, so they come with it. */}
        {viewer.canSelect && certificates.tools?.(selectedIds)}
      </Group>
      <ComponentTable
        productId={productId}
        // Until the status is known the critical switch stays locked, as in review.
        productStatus={product?.status.id ?? ProductStatus.ReadyForReview}
        components={components}
        viewer={viewer}
        userId={props.userId}
        page={page}
        onPageChange={setPage}
        sort={sort}
        onSort={changeSort}
        selected={selected}
        onSelectedChange={changeSelection}
        certificates={certificates}
      />
      <AddComponentModal productId={productId} opened={adding} onClose={() => setAdding(false)} />
    </Stack>
  );
}
