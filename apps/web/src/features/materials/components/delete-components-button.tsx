/** Admin: delete the selected components after a confirmation (spec §2, §8). */
import { MSG } from '@partproof/shared';
import { Button } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyErrorText, notifySuccess } from '@/lib/notify';
import { useDeleteMaterials } from '../api/delete-materials';
import { ConfirmDialog } from '@/components/confirm-dialog';

interface DeleteComponentsButtonProps {
  productId: number;
  ids: number[];
  onDeleted: () => void;
}

export function DeleteComponentsButton({ productId, ids, onDeleted }: DeleteComponentsButtonProps) {
  const [confirming, setConfirming] = useState(false);
  const deletion = useDeleteMaterials();
  const { t } = useTranslation();
  const count = ids.length;

  const confirm = () =>
    deletion.mutate(
      { productId, ids },
      {
        onSuccess: () => {
          notifySuccess(t(MSG.materialsDeleted));
          setConfirming(false);
          onDeleted();
        },
        onError: () => notifyErrorText(t(MSG.somethingWrong)),
      },
    );

  return (
    <>
      <Button
        color="red"
        variant="light"
        leftSection={<IconTrash size={16} />}
        disabled={count === 0 || deletion.isPending}
        onClick={() => setConfirming(true)}
      >
        {count > 0 ? t('Delete components ({{count}})', { count }) : t('Delete components')}
      </Button>
      <ConfirmDialog
        title={t('Delete components')}
        text={
          count === 1
            ? t('Are you sure you want to delete the 1 selected component?')
            : t('Are you sure you want to delete the {{count}} selected components?', { count })
        }
        opened={confirming}
        loading={deletion.isPending}
        confirmLabel={t('Delete')}
        confirmColor="red"
        onCancel={() => setConfirming(false)}
        onConfirm={confirm}
      />
    </>
  );
}
