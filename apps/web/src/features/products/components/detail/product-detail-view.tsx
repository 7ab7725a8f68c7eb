/**
 * The product detail screen's body (spec §2): header and actions, info, progress, and the
 * Bill of Materials the route composes from the materials and certificate features.
 */
import { can, MSG, type PermissionActor, type Product, type RoleId } from '@partproof/shared';
import { Anchor, Breadcrumbs, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload, IconEdit } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { downloadProductZip } from '../../api/download-product-files';
import { EditProductModal } from '../edit-product-modal';
import { CertificateProgress } from './certificate-progress';
import { ProductInfo } from './product-info';
import { ProductStatusButton } from './product-status-button';

interface ProductDetailViewProps {
  product: Product;
  user: PermissionActor;
  /** For the status button's workflow moves. */
  role: RoleId;
  billOfMaterials: ReactNode;
}

export function ProductDetailView(props: ProductDetailViewProps) {
  const { product, user, role, billOfMaterials } = props;
  const [editing, setEditing] = useState(false);
  const canEdit = can(user, 'product.edit');

  const downloadZip = () => {
    notifications.show({ color: 'blue', message: MSG.downloading });
    // Spec §8: a failed zip download is only logged.
    downloadProductZip(product.id).catch((error: unknown) => console.error(error));
  };

  return (
    <Stack gap="lg">
      <Breadcrumbs>
        <Anchor component={Link} to="/products">
          Products
        </Anchor>
        <Text>{product.name}</Text>
      </Breadcrumbs>
      <Group justify="space-between" align="flex-start">
        <Title order={2}>{product.name}</Title>
        <Group gap="xs">
          <ProductStatusButton product={product} role={role} />
          {canEdit && (
            <Button
              variant="default"
              leftSection={<IconEdit size={16} />}
              onClick={() => setEditing(true)}
            >
              Edit product
            </Button>
          )}
          <Button variant="default" leftSection={<IconDownload size={16} />} onClick={downloadZip}>
            Download zip
          </Button>
        </Group>
      </Group>
      <Paper withBorder p="md" radius="md">
        <ProductInfo product={product} showRoHS={can(user, 'declaration.read')} />
      </Paper>
      <Paper withBorder p="md" radius="md">
        <CertificateProgress materials={product.materials} />
      </Paper>
      <Paper withBorder p="md" radius="md">
        {billOfMaterials}
      </Paper>
      {canEdit && (
        <EditProductModal
          product={product}
          canSetBenchmark={can(user, 'product.setBenchmark')}
          opened={editing}
          onClose={() => setEditing(false)}
        />
      )}
    </Stack>
  );
}
