/** Delete confirmation (spec §2, §8): 'Are you sure want to delete this product?'. */
import { MSG } from '@partproof/shared';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '@/lib/notify';
import { useDeleteProduct } from '../../api/delete-product';

interface DeleteProductDialogProps {
  product: { id: number; name: string } | null;
  onClose: () => void;
}

export function DeleteProductDialog({ product, onClose }: DeleteProductDialogProps) {
  const { t } = useTranslation();
  const remove = useDeleteProduct();
  const confirm = () => {
    if (!product) return;
    // Failures are toasted as 'Product not delete please try again.' by the query client.
    remove.mutate(product.id, {
      onSuccess: () => {
        notifySuccess(t(MSG.productDeleted));
        onClose();
      },
    });
  };
  return (
    <Modal opened={product !== null} onClose={onClose} title={t('Delete product')}>
      <Stack>
        <Text>{t(MSG.deleteProductConfirm)}</Text>
        {product && (
          <Text size="sm" c="dimmed">
            {product.name}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-autofocus>
            {t('Cancel')}
          </Button>
          <Button color="red" loading={remove.isPending} onClick={confirm}>
            {t('Delete')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
