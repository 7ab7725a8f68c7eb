/** The products table (spec §2 "Products list"): five columns plus the row actions. */
import {
  can,
  canOpenProduct,
  productStatusLabel,
  type PermissionActor,
  type ProductListItem,
} from '@partproof/shared';
import { Anchor, Button, ScrollArea, Table, Text } from '@mantine/core';
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
  const withActions =
    can(user, 'product.editFromList') || can(user, 'product.export') || can(user, 'product.delete');
  return (
    <ScrollArea>
      <Table highlightOnHover verticalSpacing="sm" miw={withActions ? 1000 : 700}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Type</Table.Th>
            <Table.Th>Certificate Collection Status</Table.Th>
            <Table.Th>Company Name</Table.Th>
            <Table.Th>Created Date</Table.Th>
            {withActions && <Table.Th>Actions</Table.Th>}
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
                    title="Update product certificate status"
                    onClick={() => onStatus(product)}
                  >
                    {productStatusLabel(product.status.id)}
                  </Button>
                ) : (
                  productStatusLabel(product.status.id)
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
