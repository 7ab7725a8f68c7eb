/**
 * The products list screen (spec §2 "Products list"): title, filter, Refresh list, Add new
 * product (the wizard), the table and its dialogs. Companies for the filter, the wizard (bom
 * feature) and the lookup lists' query (lookups feature) come from the route, which composes
 * the features.
 */
import { can, MSG, type LookupLists, type ProductListItem } from '@partproof/shared';
import { Button, Center, EmptyState, Group, Loader, Stack, Title } from '@mantine/core';
import { IconPackage, IconPlus, IconRefresh } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { refreshLookups, type LookupsQuery } from '@/lib/lookup-cache';
import { useProducts } from '../../api/get-products';
import { ProductStatusDialog, type StatusTarget } from '../product-status-dialog';
import { productsKeys } from '../../api/query-keys';
import { DeleteProductDialog } from './delete-product-dialog';
import { EditProductLauncher } from './edit-product-launcher';
import { ProductFilterBar, type ProductFilter } from './product-filter';
import { ProductsTable } from './products-table';

/** What the Add new product wizard gets from the screen. */
export interface AddProductSlotProps {
  opened: boolean;
  /** The signed-in user's first and last name: the customer field's default. */
  customer: string;
  lookups: LookupLists | undefined;
  onClose: () => void;
  onCreated: () => void;
}

interface ProductsScreenProps {
  user: { role: number; isRoHSAllow?: boolean; firstName: string; lastName: string };
  companies: readonly { id: number; name: string }[];
  companiesLoading: boolean;
  /** The lookup lists (the wizard's and Edit Product's selects). */
  lookupsQuery: LookupsQuery;
  addProduct: (props: AddProductSlotProps) => ReactNode;
}

export function ProductsScreen(props: ProductsScreenProps) {
  const { user, companies, companiesLoading } = props;
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const lookups = useQuery(props.lookupsQuery);
  const [filter, setFilter] = useState<ProductFilter>('all');
  const [companyId, setCompanyId] = useState<number | null>(null);
  const [wizardOpened, setWizardOpened] = useState(false);
  const [editingId, setEditingId] = useState<number | null>(null);
  const [statusTarget, setStatusTarget] = useState<StatusTarget | null>(null);
  const [deleting, setDeleting] = useState<ProductListItem | null>(null);
  const products = useProducts({ filter, ...(companyId === null ? {} : { companyId }) });
  const rows = products.data?.data ?? [];

  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <Title order={2}>{t('Products')}</Title>
        <Group>
          <Button
            variant="default"
            leftSection={<IconRefresh size={16} />}
            loading={products.isFetching && !products.isPending}
            onClick={() => void products.refetch()}
          >
            {t('Refresh list')}
          </Button>
          <Button leftSection={<IconPlus size={16} />} onClick={() => setWizardOpened(true)}>
            {t('Add new product')}
          </Button>
        </Group>
      </Group>
      {can(user, 'product.filter') && (
        <ProductFilterBar
          filter={filter}
          companyId={companyId}
          companies={companies}
          companiesLoading={companiesLoading}
          onChange={(nextFilter, nextCompany) => {
            setFilter(nextFilter);
            setCompanyId(nextCompany);
          }}
        />
      )}
      {products.isPending ? (
        <Center py="xl">
          <Loader aria-label={t('Loading products')} />
        </Center>
      ) : rows.length === 0 ? (
        <EmptyState icon={<IconPackage />} title={t(MSG.noProducts)} py="xl" />
      ) : (
        <ProductsTable
          products={rows}
          user={user}
          onEdit={(product) => setEditingId(product.id)}
          onStatus={(p) => setStatusTarget({ id: p.id, name: p.name, statusId: p.status.id })}
          onDelete={setDeleting}
        />
      )}
      {props.addProduct({
        opened: wizardOpened,
        customer: `${user.firstName} ${user.lastName}`.trim(),
        lookups: lookups.data,
        onClose: () => setWizardOpened(false),
        onCreated: () => {
          void queryClient.invalidateQueries({ queryKey: productsKeys.all });
          // A title the user typed is stored as a new lookup.
          void refreshLookups(queryClient);
        },
      })}
      {editingId !== null && (
        <EditProductLauncher
          productId={editingId}
          canSetBenchmark={can(user, 'product.setBenchmark')}
          lookupsQuery={props.lookupsQuery}
          onClose={() => setEditingId(null)}
        />
      )}
      <ProductStatusDialog
        product={statusTarget}
        role={user.role}
        onClose={() => setStatusTarget(null)}
      />
      <DeleteProductDialog product={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
}
