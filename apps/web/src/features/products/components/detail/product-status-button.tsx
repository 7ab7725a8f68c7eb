/**
 * The detail screen's status button (spec §4, reading A — DESIGN.md §5.1). Admins act at
 * once; customers (roles 2 and 3) confirm in the 'Product Status' modal; engineers get none.
 */
import { MSG, type Product, type RoleId } from '@partproof/shared';
import { Button } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { keepFocusRef } from '@/lib/keep-focus';
import { notifyErrorText, notifySuccess } from '@/lib/notify';
import { useUpdateProductStatus } from '../../api/update-product-status';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { productStatusAction } from '../../utils/status-action';

export function ProductStatusButton({ product, role }: { product: Product; role: RoleId }) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const update = useUpdateProductStatus();
  const action = productStatusAction(role, product.status.id);
  if (!action) return null;

  const apply = () =>
    update.mutate(
      { productId: product.id, statusId: action.target, role },
      {
        onSuccess: () => {
          notifySuccess(t(MSG.productStatusUpdated));
          setConfirming(false);
        },
        onError: () => notifyErrorText(t(MSG.productNotDeleted)),
      },
    );

  return (
    <>
      <Button
        // It is disabled while it saves: the focus comes back to it (the label changes).
        ref={keepFocusRef}
        loading={update.isPending && !confirming}
        onClick={() => (action.confirmText ? setConfirming(true) : apply())}
      >
        {t(action.label)}
      </Button>
      {action.confirmText && (
        <ConfirmDialog
          title={t('Product Status')}
          text={t(action.confirmText)}
          opened={confirming}
          loading={update.isPending}
          cancelLabel={t('NO')}
          confirmLabel={t('Yes')}
          onCancel={() => setConfirming(false)}
          onConfirm={apply}
        />
      )}
    </>
  );
}
