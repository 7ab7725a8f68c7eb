/**
 * A text cell that edit mode turns into an input (spec §4 "Edit mode"): saved through
 * material/update when the value changed and the input loses focus (or Enter is pressed).
 */
import { MSG, type Material } from '@partproof/shared';
import { Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '@/lib/notify';
import { useUpdateMaterial } from '../api/update-material';

export type EditableField = 'internalReference' | 'componentName' | 'manufacturer' | 'type';

interface EditableCellProps {
  material: Material;
  field: EditableField;
  /** The column's name in the reader's language, used in the input's aria-label. */
  label: string;
  editing: boolean;
}

export function EditableCell({ material, field, label, editing }: EditableCellProps) {
  const update = useUpdateMaterial();
  const [error, setError] = useState<string | null>(null);
  const { t } = useTranslation();
  const value = material[field];
  if (!editing) {
    // Wraps between words only (component-table.module.css): 'Capacitor' is never split.
    return <Text size="sm">{value}</Text>;
  }

  const save = (input: HTMLInputElement) => {
    const next = input.value.trim();
    if (!next) {
      setError(t(MSG.required));
      return;
    }
    setError(null);
    if (next === value) return;
    update.mutate({ id: material.id, [field]: next }, { onError: notifyError });
  };

  return (
    <TextInput
      // A saved value remounts the input with the new text.
      key={value}
      size="xs"
      miw={120}
      aria-label={`${label} ${material.componentName}`}
      defaultValue={value}
      error={error}
      disabled={update.isPending}
      onBlur={(event) => save(event.currentTarget)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') event.currentTarget.blur();
      }}
    />
  );
}
