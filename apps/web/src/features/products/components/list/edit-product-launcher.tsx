/** Loads the full product for the list's Edit action, then opens the Edit Product modal. */
import { Loader, Modal, Center } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { LookupsQuery } from '@/lib/lookup-cache';
import { productQueryOptions } from '../../api/get-product';
import { EditProductModal } from '../edit-product-modal';

interface EditProductLauncherProps {
  productId: number;
  canSetBenchmark: boolean;
  lookupsQuery: LookupsQuery;
  onClose: () => void;
}

export function EditProductLauncher({
  productId,
  canSetBenchmark,
  lookupsQuery,
  onClose,
}: EditProductLauncherProps) {
  const { t } = useTranslation();
  const product = useQuery(productQueryOptions(productId));
  if (product.data) {
    return (
      <EditProductModal
        product={product.data}
        canSetBenchmark={canSetBenchmark}
        lookupsQuery={lookupsQuery}
        opened
        onClose={onClose}
      />
    );
  }
  return (
    <Modal opened={!product.isError} onClose={onClose} title={t('Edit Product')}>
      <Center py="xl">
        <Loader aria-label={t('Loading the product')} />
      </Center>
    </Modal>
  );
}
