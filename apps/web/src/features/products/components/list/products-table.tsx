/** The products table (spec §2 "Products list"): five columns plus the row actions. */
import {
  can,
  canOpenProduct,
  productStatusLabel,
  type PermissionActor,
  type ProductListItem,
} from '@partproof/shared';
import { Anchor, Button, ScrollArea, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ProductRowActions } from './product-row-actions';
import { formatCreatedDate, typeTitles } from '../../utils/product-row';

interface ProductsTableProps {
  products: ProductListItem[];
  user: PermissionActor;
  onEdit: (product: ProductListItem) => void;
  onStatus: (product: ProductListItem) => void;
  onDelete: (product: ProductListItem) => void;
}

export function ProductsTable({ products, user, onEdit, onStatus, onDelete }: ProductsTableProps) {
  const { t } = useTranslation();
  const withActions =
    can(user, 'product.editFromList') || can(user, 'product.export') || can(user, 'product.delete');
  return (
    <ScrollArea>
      <Table highlightOnHover verticalSpacing="sm" miw={withActions ? 1000 : 700}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('Name')}</Table.Th>
            <Table.Th>{t('Type')}</Table.Th>
            <Table.Th>{t('Certificate Collection Status')}</Table.Th>
            <Table.Th>{t('Company Name')}</Table.Th>
            <Table.Th>{t('Created Date')}</Table.Th>
            {withActions && <Table.Th>{t('Actions')}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {products.map((product) => (
            <Table.Tr key={product.id}>
              <Table.Td>
                {canOpenProduct(user.role, product.status.id) ? (
                  <Anchor component={Link} to={`/products/${product.id}`} fw={500}>
                    {product.name}
                  </Anchor>
                ) : (
                  <Text span fw={500}>
                    {product.name}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{typeTitles(product.type)}</Table.Td>
              <Table.Td>
                {can(user, 'product.setListStatus') ? (
                  <Button
                    size="compact-sm"
                    variant="light"
                    aria-haspopup="dialog"
                    title={t('Update product certificate status')}
                    onClick={() => onStatus(product)}
                  >
                    {t(productStatusLabel(product.status.id))}
                  </Button>
                ) : (
                  t(productStatusLabel(product.status.id))
                )}
              </Table.Td>
              <Table.Td>{product.companyName}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {formatCreatedDate(product.createdAt)}
              </Table.Td>
              {withActions && (
                <Table.Td>
                  <ProductRowActions
                    productId={product.id}
                    user={user}
                    onEdit={() => onEdit(product)}
                    onDelete={() => onDelete(product)}
                  />
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}
