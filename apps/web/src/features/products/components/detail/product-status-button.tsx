/**
 * The detail screen's status button (spec §4, reading A — DESIGN.md §5.1). Admins act at
 * once; customers (roles 2 and 3) confirm in the 'Product Status' modal; engineers get none.
 */
import { MSG, type Product, type RoleId } from '@partproof/shared';
import { Button } from '@mantine/core';
import { useState } from 'react';
import { notifyErrorText, notifySuccess } from '@/lib/notify';
import { useUpdateProductStatus } from '../../api/update-product-status';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { productStatusAction } from '../../utils/status-action';

export function ProductStatusButton({ product, role }: { product: Product; role: RoleId }) {
  const [confirming, setConfirming] = useState(false);
  const update = useUpdateProductStatus();
  const action = productStatusAction(role, product.status.id);
  if (!action) return null;

  const apply = () =>
    update.mutate(
      { productId: product.id, statusId: action.target, role },
      {
        onSuccess: () => {
          notifySuccess(MSG.productStatusUpdated);
          setConfirming(false);
        },
        onError: () => notifyErrorText(MSG.productNotDeleted),
      },
    );

  return (
    <>
      <Button
        loading={update.isPending && !confirming}
        onClick={() => (action.confirmText ? setConfirming(true) : apply())}
      >
        {action.label}
      </Button>
      {action.confirmText && (
        <ConfirmDialog
          title="Product Status"
          text={action.confirmText}
          opened={confirming}
          loading={update.isPending}
          cancelLabel="NO"
          confirmLabel="Yes"
          onCancel={() => setConfirming(false)}
          onConfirm={apply}
        />
      )}
    </>
  );
}
