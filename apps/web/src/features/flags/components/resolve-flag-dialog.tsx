/** Resolve a component's open flag (admins, DESIGN.md §9.8): the flag as raised, and a note. */
import { FlagResolveSchema, REQUEST_LIMITS, type Material } from '@partproof/shared';
import { Text } from '@mantine/core';
import { useState } from 'react';
import { MaterialDialog } from '@/components/material-dialog';
import { formatDateTime } from '@/lib/format';
import { fieldErrors } from '@/lib/form-errors';
import { notifySuccess } from '@/lib/notify';
import { useResolveFlag } from '../api/resolve-flag';
import { FlagTextForm } from './flag-text-form';

interface ResolveFlagDialogProps {
  material: Material | null;
  onClose: () => void;
}

export function ResolveFlagDialog({ material, onClose }: ResolveFlagDialogProps) {
  return (
    <MaterialDialog material={material} title="Resolve the flag" onClose={onClose}>
      {(material) => <ResolveForm material={material} onClose={onClose} />}
    </MaterialDialog>
  );
}

function ResolveForm({ material, onClose }: { material: Material; onClose: () => void }) {
  const resolving = useResolveFlag();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const flag = material.flag;

  const submit = () => {
    const parsed = FlagResolveSchema.safeParse({ materialId: material.id, note });
    if (!parsed.success) {
      setError(fieldErrors(parsed.error).note ?? null);
      return;
    }
    setError(null);
    resolving.mutate(parsed.data, {
      onSuccess: () => {
        notifySuccess('The flag was resolved');
        onClose();
      },
    });
  };

  return (
    <FlagTextForm
      label="Note"
      description="How the flag was resolved"
      value={note}
      error={error}
      maxLength={REQUEST_LIMITS.flagNoteChars}
      submitLabel="Resolve"
      loading={resolving.isPending}
      onChange={setNote}
      onSubmit={submit}
      onCancel={onClose}
    >
      {flag && (
        <div aria-label="The flag">
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {flag.reason}
          </Text>
          <Text size="xs" c="dimmed">
            Flagged{flag.flaggedBy ? ` by ${flag.flaggedBy}` : ''} on{' '}
            {formatDateTime(flag.createdAt)}
          </Text>
        </div>
      )}
    </FlagTextForm>
  );
}
