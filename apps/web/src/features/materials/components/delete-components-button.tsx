/** Admin: delete the selected components after a confirmation (spec §2, §8). */
import { MSG } from '@partproof/shared';
import { Button } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
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
  const count = ids.length;

  const confirm = () =>
    deletion.mutate(
      { productId, ids },
      {
        onSuccess: () => {
          notifySuccess(MSG.materialsDeleted);
          setConfirming(false);
          onDeleted();
        },
        onError: () => notifyErrorText(MSG.somethingWrong),
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
        Delete components{count > 0 ? ` (${count})` : ''}
      </Button>
      <ConfirmDialog
        title="Delete components"
        text={`Are you sure you want to delete the ${count} selected ${count === 1 ? 'component' : 'components'}?`}
        opened={confirming}
        loading={deletion.isPending}
        confirmLabel="Delete"
        confirmColor="red"
        onCancel={() => setConfirming(false)}
        onConfirm={confirm}
      />
    </>
  );
}
