/** The product detail screen's body (spec §2): header and actions, info, progress, BOM. */
import { MSG, Role, type Product, type RoleId } from '@partproof/shared';
import { Anchor, Breadcrumbs, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload, IconEdit } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { downloadProductZip } from '../../api/download-product-files';
import { EditProductModal } from '../edit-product-modal';
import { BillOfMaterials } from '@/features/materials/components/bill-of-materials';
import { CertificateProgress } from './certificate-progress';
import { ProductInfo } from './product-info';
import { ProductStatusButton } from './product-status-button';

export function ProductDetailView({ product, role }: { product: Product; role: RoleId }) {
  const [editing, setEditing] = useState(false);

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
          {role !== Role.Engineer && (
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
        <ProductInfo product={product} />
      </Paper>
      <Paper withBorder p="md" radius="md">
        <CertificateProgress materials={product.materials} />
      </Paper>
      <Paper withBorder p="md" radius="md">
        <BillOfMaterials product={product} role={role} />
      </Paper>
      {role !== Role.Engineer && (
        <EditProductModal product={product} opened={editing} onClose={() => setEditing(false)} />
      )}
    </Stack>
  );
}
