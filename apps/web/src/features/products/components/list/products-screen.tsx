/**
 * The products list screen (spec §2 "Products list"): title, filter, Refresh list, Add new
 * product (the wizard), the table and its dialogs. Companies for the filter come from the
 * route, which composes the companies feature.
 */
import { MSG, type ProductListItem } from '@partproof/shared';
import { Button, Center, EmptyState, Group, Loader, Stack, Title } from '@mantine/core';
import { IconPackage, IconPlus, IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { useProducts } from '../../api/get-products';
import { ProductStatusDialog, type StatusTarget } from '../product-status-dialog';
import { AddProductWizard } from '@/features/bom/components/add-product-wizard';
import { DeleteProductDialog } from './delete-product-dialog';
import { EditProductLauncher } from './edit-product-launcher';
import { ProductFilterBar, type ProductFilter } from './product-filter';
import { ProductsTable } from './products-table';
import { canFilterProducts } from '../../utils/product-row';

interface ProductsScreenProps {
  user: { role: number; firstName: string; lastName: string };
  companies: readonly { id: number; name: string }[];
  companiesLoading: boolean;
}

export function ProductsScreen({ user, companies, companiesLoading }: ProductsScreenProps) {
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
        <Title order={2}>Products</Title>
        <Group>
          <Button
            variant="default"
            leftSection={<IconRefresh size={16} />}
            loading={products.isFetching && !products.isPending}
            onClick={() => void products.refetch()}
          >
            Refresh list
          </Button>
          <Button leftSection={<IconPlus size={16} />} onClick={() => setWizardOpened(true)}>
            Add new product
          </Button>
        </Group>
      </Group>
      {canFilterProducts(user.role) && (
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
          <Loader aria-label="Loading products" />
        </Center>
      ) : rows.length === 0 ? (
        <EmptyState icon={<IconPackage />} title={MSG.noProducts} py="xl" />
      ) : (
        <ProductsTable
          products={rows}
          role={user.role}
          onEdit={(product) => setEditingId(product.id)}
          onStatus={(p) => setStatusTarget({ id: p.id, name: p.name, statusId: p.status.id })}
          onDelete={setDeleting}
        />
      )}
      <AddProductWizard
        opened={wizardOpened}
        customer={`${user.firstName} ${user.lastName}`.trim()}
        onClose={() => setWizardOpened(false)}
      />
      {editingId !== null && (
        <EditProductLauncher productId={editingId} onClose={() => setEditingId(null)} />
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
