/**
 * Flag a component to the admins (DESIGN.md §9.8): a reason, then the spec's confirmation
 * 'Are You Sure?'; the admins are mailed and the component shows 4 Flagged until resolved.
 */
import { FlagMailSchema, REQUEST_LIMITS, type Material } from '@partproof/shared';
import { Modal } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation();
  const flagging = useFlagMaterial(material.productId);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);

  const ask = () => {
    const parsed = FlagMailSchema.safeParse({ materialId: material.id, reason });
    if (!parsed.success) {
      const reasonError = fieldErrors(parsed.error).reason;
      setError(reasonError ? t(reasonError) : null);
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
      <Modal
        opened={!confirming}
        onClose={onClose}
        title={t('Flag {{name}}', { name: material.componentName })}
      >
        <FlagTextForm
          label={t('Reason')}
          description={t('What is wrong with this component? The admins are mailed.')}
          value={reason}
          error={error}
          maxLength={REQUEST_LIMITS.flagReasonChars}
          submitLabel={t('Flag')}
          submitColor="orange"
          onChange={setReason}
          onSubmit={ask}
          onCancel={onClose}
        />
      </Modal>
      <ConfirmDialog
        title={t('Are You Sure?')}
        text={t('{{name}} will be flagged to the admins with your reason.', {
          name: material.componentName,
        })}
        opened={confirming}
        loading={flagging.isPending}
        confirmColor="orange"
        onCancel={() => setConfirming(false)}
        onConfirm={confirm}
      />
    </>
  );
}
