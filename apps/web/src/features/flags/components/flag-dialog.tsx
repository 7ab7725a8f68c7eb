/**
 * Flag a component to the admins (DESIGN.md §9.8): a reason, then the spec's confirmation
 * 'Are You Sure?'; the admins are mailed and the component shows 4 Flagged until resolved.
 */
import { FlagMailSchema, REQUEST_LIMITS, type Material } from '@partproof/shared';
import { Modal } from '@mantine/core';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { fieldErrors } from '@/lib/form-errors';
import { notifySuccess } from '@/lib/notify';
import { useFlagMaterial } from '../api/flag-material';
import { FlagTextForm } from './flag-text-form';

interface FlagDialogProps {
  material: Material | null;
  onClose: () => void;
}

export function FlagDialog({ material, onClose }: FlagDialogProps) {
  return material ? <FlagFlow key={material.id} material={material} onClose={onClose} /> : null;
}

function FlagFlow({ material, onClose }: { material: Material; onClose: () => void }) {
  const flagging = useFlagMaterial(material.productId);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);

  const ask = () => {
    const parsed = FlagMailSchema.safeParse({ materialId: material.id, reason });
    if (!parsed.success) {
      setError(fieldErrors(parsed.error).reason ?? null);
      return;
    }
    setError(null);
    setConfirming(true);
  };
  const confirm = () =>
    flagging.mutate(
      { materialId: material.id, reason },
      {
        onSuccess: ({ message }) => {
          notifySuccess(message);
          onClose();
        },
        onSettled: () => setConfirming(false),
      },
    );

  return (
    <>
      <Modal opened={!confirming} onClose={onClose} title={`Flag ${material.componentName}`}>
        <FlagTextForm
          label="Reason"
          description="What is wrong with this component? The admins are mailed."
          value={reason}
          error={error}
          maxLength={REQUEST_LIMITS.flagReasonChars}
          submitLabel="Flag"
          submitColor="orange"
          onChange={setReason}
          onSubmit={ask}
          onCancel={onClose}
        />
      </Modal>
      <ConfirmDialog
        title="Are You Sure?"
        text={`${material.componentName} will be flagged to the admins with your reason.`}
        opened={confirming}
        loading={flagging.isPending}
        confirmColor="orange"
        onCancel={() => setConfirming(false)}
        onConfirm={confirm}
      />
    </>
  );
}
