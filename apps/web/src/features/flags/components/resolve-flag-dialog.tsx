/** Resolve a component's open flag (admins, DESIGN.md §9.8): the flag as raised, and a note. */
import { FlagResolveSchema, REQUEST_LIMITS, type Material } from '@partproof/shared';
import { Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation();
  return (
    <MaterialDialog material={material} title={t('Resolve the flag')} onClose={onClose}>
      {(material) => <ResolveForm material={material} onClose={onClose} />}
    </MaterialDialog>
  );
}

function ResolveForm({ material, onClose }: { material: Material; onClose: () => void }) {
  const { t } = useTranslation();
  const resolving = useResolveFlag();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const flag = material.flag;

  const submit = () => {
    const parsed = FlagResolveSchema.safeParse({ materialId: material.id, note });
    if (!parsed.success) {
      const noteError = fieldErrors(parsed.error).note;
      setError(noteError ? t(noteError) : null);
      return;
    }
    setError(null);
    resolving.mutate(parsed.data, {
      onSuccess: () => {
        notifySuccess(t('The flag was resolved'));
        onClose();
      },
    });
  };

  return (
    <FlagTextForm
      label={t('Note')}
      description={t('How the flag was resolved')}
      value={note}
      error={error}
      maxLength={REQUEST_LIMITS.flagNoteChars}
      submitLabel={t('Resolve')}
      loading={resolving.isPending}
      onChange={setNote}
      onSubmit={submit}
      onCancel={onClose}
    >
      {flag && (
        <div aria-label={t('The flag')}>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {flag.reason}
          </Text>
          <Text size="xs" c="dimmed">
            {flag.flaggedBy
              ? t('Flagged by {{by}} on {{when}}', {
                  by: flag.flaggedBy,
                  when: formatDateTime(flag.createdAt),
                })
              : t('Flagged on {{when}}', { when: formatDateTime(flag.createdAt) })}
          </Text>
        </div>
      )}
    </FlagTextForm>
  );
}
