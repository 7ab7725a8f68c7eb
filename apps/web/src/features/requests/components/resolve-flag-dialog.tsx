/** Resolve a component's open flag (admins, DESIGN.md §9.8): the flag as raised, and a note. */
import { FlagResolveSchema, REQUEST_LIMITS, type Material } from '@partproof/shared';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { formatDateTime } from '@/lib/format';
import { notifySuccess } from '@/lib/notify';
import { useResolveFlag } from '../api/resolve-flag';
import { fieldErrors } from '../utils/form-errors';

interface ResolveFlagDialogProps {
  material: Material | null;
  onClose: () => void;
}

export function ResolveFlagDialog({ material, onClose }: ResolveFlagDialogProps) {
  return (
    <Modal
      opened={material !== null}
      onClose={onClose}
      title={material ? `Resolve the flag — ${material.componentName}` : ''}
    >
      {material && <ResolveForm key={material.id} material={material} onClose={onClose} />}
    </Modal>
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
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      noValidate
    >
      <Stack gap="sm">
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
        <Textarea
          label="Note"
          description="How the flag was resolved"
          value={note}
          error={error}
          maxLength={REQUEST_LIMITS.flagNoteChars}
          autosize
          minRows={3}
          required
          data-autofocus
          onChange={(event) => setNote(event.currentTarget.value)}
        />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={resolving.isPending}>
            Resolve
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
