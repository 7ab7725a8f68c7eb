/**
 * The product detail screen's body (spec §2): header and actions, info, progress, and the
 * Bill of Materials the route composes from the materials and certificate features. The
 * Bill of Materials reads its own page and shows first; what needs the whole product
 * (product/get: its name and status, the info, the certificate progress) shows a loader of
 * its own until that arrives (issue 19).
 */
import { can, MSG, type PermissionActor, type Product, type RoleId } from '@partproof/shared';
import {
  Anchor,
  Breadcrumbs,
  Button,
  Center,
  Group,
  Loader,
  Paper,
  Skeleton,
  Stack,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload, IconEdit } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { LookupsQuery } from '@/lib/lookup-cache';
import { downloadProductZip } from '../../api/download-product-files';
import { EditProductModal } from '../edit-product-modal';
import { CertificateProgress } from './certificate-progress';
import { ProductInfo } from './product-info';
import { ProductStatusButton } from './product-status-button';

interface ProductDetailViewProps {
  productId: number;
  /** product/get's answer; undefined while it loads. */
  product: Product | undefined;
  user: PermissionActor;
  /** For the status button's workflow moves. */
  role: RoleId;
  /** The lookup lists' query (the lookups feature), for Edit Product. */
  lookupsQuery: LookupsQuery;
  billOfMaterials: ReactNode;
  /** The Technical file tab's content, for those who may read it; else no tabs. */
  technicalFile: ReactNode | null;
}

function Loading() {
  const { t } = useTranslation();
  return (
    <Center py="md" role="status" aria-label={t('Loading')}>
      <Loader size="sm" />
    </Center>
  );
}

export function ProductDetailView(props: ProductDetailViewProps) {
  const { productId, product, user, role, billOfMaterials, technicalFile } = props;
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  // The tab is in the address, so a link (and the browser's Back) opens the technical file.
  const [search, setSearch] = useSearchParams();
  const tab = search.get('tab') === 'technical-file' ? 'technical-file' : 'bom';
  const openTab = (value: string | null) =>
    setSearch(value === 'technical-file' ? { tab: value } : {});
  const canEdit = can(user, 'product.edit');

  const downloadZip = () => {
    notifications.show({ color: 'blue', message: t(MSG.downloading) });
    // Spec §8: a failed zip download is only logged.
    downloadProductZip(productId).catch((error: unknown) => console.error(error));
  };

  return (
    <Stack gap="lg">
      <Breadcrumbs>
        <Anchor component={Link} to="/products">
          {t('Products')}
        </Anchor>
        {product ? <Text>{product.name}</Text> : <Skeleton height={16} width={160} />}
      </Breadcrumbs>
      <Group justify="space-between" align="flex-start">
        {product ? (
          <Title order={2}>{product.name}</Title>
        ) : (
          <Skeleton height={32} width={280} aria-label={t('Loading')} />
        )}
        <Group gap="xs">
          {product && <ProductStatusButton product={product} role={role} />}
          {canEdit && product && (
            <Button
              variant="default"
              leftSection={<IconEdit size={16} />}
              onClick={() => setEditing(true)}
            >
              {t('Edit product')}
            </Button>
          )}
          <Button variant="default" leftSection={<IconDownload size={16} />} onClick={downloadZip}>
            {t('Download zip')}
          </Button>
        </Group>
      </Group>
      <Paper withBorder p="md" radius="md">
        {product ? (
          <ProductInfo product={product} showRoHS={can(user, 'declaration.read')} />
        ) : (
          <Loading />
        )}
      </Paper>
      <Paper withBorder p="md" radius="md">
        {product ? <CertificateProgress materials={product.materials} /> : <Loading />}
      </Paper>
      {technicalFile ? (
        <Tabs value={tab} onChange={openTab} keepMounted={false}>
          <Tabs.List mb="md">
            <Tabs.Tab value="bom">{t('Bill of Materials')}</Tabs.Tab>
            <Tabs.Tab value="technical-file">{t('Technical file')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="bom">
            <Paper withBorder p="md" radius="md">
              {billOfMaterials}
            </Paper>
          </Tabs.Panel>
          <Tabs.Panel value="technical-file">{technicalFile}</Tabs.Panel>
        </Tabs>
      ) : (
        <Paper withBorder p="md" radius="md">
          {billOfMaterials}
        </Paper>
      )}
      {canEdit && product && (
        <EditProductModal
          product={product}
          canSetBenchmark={can(user, 'product.setBenchmark')}
          lookupsQuery={props.lookupsQuery}
          opened={editing}
          onClose={() => setEditing(false)}
        />
      )}
    </Stack>
  );
}
