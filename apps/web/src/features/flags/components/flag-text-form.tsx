/**
 * The flag dialogs' one form (flag a component, resolve its flag): a required text — the
 * reason or the note — checked by the caller's schema, then Cancel and the action. What the
 * flag already says, if anything, comes above the text as `children`.
 */
import { Button, Group, Stack, Textarea } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface FlagTextFormProps {
  label: string;
  description: string;
  value: string;
  error: string | null;
  maxLength: number;
  submitLabel: string;
  submitColor?: string;
  loading?: boolean;
  onChange: (value: string) => void;
  onSubmit: () => void;
  onCancel: () => void;
  children?: ReactNode;
}

export function FlagTextForm(props: FlagTextFormProps) {
  const { t } = useTranslation();
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        props.onSubmit();
      }}
      noValidate
    >
      <Stack gap="sm">
        {props.children}
        <Textarea
          label={props.label}
          description={props.description}
          value={props.value}
          error={props.error}
          maxLength={props.maxLength}
          autosize
          minRows={3}
          required
          data-autofocus
          onChange={(event) => props.onChange(event.currentTarget.value)}
        />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={props.onCancel}>
            {t('Cancel')}
          </Button>
          <Button type="submit" color={props.submitColor} loading={props.loading}>
            {props.submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
