/**
 * A labelled native file input. Native on purpose: the label points at the real
 * `<input type="file">`, so assistive tech and tests (`getByLabel(...).setInputFiles`) reach it.
 */
import { Input } from '@mantine/core';
import { useId, type ReactNode } from 'react';

interface FileFieldProps {
  label: string;
  accept?: string;
  error?: ReactNode;
  description?: ReactNode;
  /** Changing the key clears the chosen file. */
  inputKey?: string | number;
  onChange: (file: File | null) => void;
}

export function FileField({
  label,
  accept,
  error,
  description,
  inputKey,
  onChange,
}: FileFieldProps) {
  const id = useId();
  return (
    <Input.Wrapper id={id} label={label} error={error} description={description}>
      <Input
        key={inputKey}
        id={id}
        component="input"
        type="file"
        accept={accept}
        error={Boolean(error)}
        styles={{ input: { paddingTop: 6 } }}
        onChange={(event: React.ChangeEvent<HTMLInputElement>) =>
          onChange(event.currentTarget.files?.[0] ?? null)
        }
      />
    </Input.Wrapper>
  );
}
