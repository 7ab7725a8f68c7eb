/**
 * The confirm table's editable component name. Typing updates the field at once and the
 * wizard's list 800 ms after the last key (spec §9); leaving the field or the page applies
 * a pending change straight away so Create product never misses it.
 */
import { TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export const NAME_DEBOUNCE_MS = 800;

interface ComponentNameInputProps {
  value: string;
  label: string;
  onCommit: (value: string) => void;
}

export function ComponentNameInput({ value, label, onCommit }: ComponentNameInputProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  const commit = useDebouncedCallback(onCommit, { delay: NAME_DEBOUNCE_MS, flushOnUnmount: true });
  return (
    <TextInput
      size="xs"
      aria-label={label}
      value={text}
      miw={170}
      error={text.trim() === '' ? t('Required') : undefined}
      onChange={(event) => {
        setText(event.currentTarget.value);
        commit(event.currentTarget.value);
      }}
      onBlur={() => commit.flush()}
    />
  );
}
