/**
 * 'Update product certificate status' (spec §2 "Products list", DESIGN.md §5.1): an admin
 * sets Pending, Ready for review or Collecting additional certificates. The server's
 * message is toasted.
 */
import { MSG, PRODUCT_STATUSES, ProductStatus, type ProductStatusId } from '@partproof/shared';
import { Button, Group, Modal, Radio, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyErrorText, notifySuccess } from '@/lib/notify';
import { useUpdateProductStatus } from '../api/update-product-status';

const LIST_STATUSES = PRODUCT_STATUSES.filter((s) => s.id !== ProductStatus.Approved);

export interface StatusTarget {
  id: number;
  name: string;
  statusId: number;
}

interface ProductStatusDialogProps {
  product: StatusTarget | null;
  role: number;
  onClose: () => void;
}

export function ProductStatusDialog({ product, role, onClose }: ProductStatusDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={product !== null}
      onClose={onClose}
      title={t('Update product certificate status')}
    >
      {product && <StatusForm key={product.id} product={product} role={role} onClose={onClose} />}
    </Modal>
  );
}

function StatusForm({
  product,
  role,
  onClose,
}: Required<ProductStatusDialogProps> & { product: StatusTarget }) {
  const { t } = useTranslation();
  const [value, setValue] = useState(String(product.statusId || ProductStatus.Pending));
  const update = useUpdateProductStatus();

  const submit = () => {
    const statusId = Number(value) as ProductStatusId;
    update.mutate(
      { productId: product.id, statusId, role },
      {
        onSuccess: (result) => {
          if (!result.result) return notifyErrorText(result.message || t(MSG.genericError));
          notifySuccess(result.message || t(MSG.productStatusUpdated));
          onClose();
        },
      },
    );
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack>
        <Radio.Group
          label={t('Certificate collection status of {{product}}', { product: product.name })}
          value={value}
          onChange={setValue}
        >
          <Stack gap="xs" mt="xs">
            {LIST_STATUSES.map((status) => (
              <Radio key={status.id} value={String(status.id)} label={t(status.label)} />
            ))}
          </Stack>
        </Radio.Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('Cancel')}
          </Button>
          <Button type="submit" loading={update.isPending}>
            {t('Update status')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
