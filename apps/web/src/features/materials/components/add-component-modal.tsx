/**
 * 'Add component' (spec §2, §5): Internal Reference, Component Name, Manufacturer Name,
 * Component Type and Critical (checked by default), validated on submit only with the
 * shared MaterialSaveSchema ('Required').
 */
import { MaterialSaveSchema, MSG } from '@partproof/shared';
import { Button, Checkbox, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { notifyErrorText, notifySuccess } from '@/lib/notify';
import { useSaveMaterial } from '../api/save-material';

interface AddComponentModalProps {
  productId: number;
  opened: boolean;
  onClose: () => void;
}

const initialValues = {
  internalReference: '',
  componentName: '',
  manufacturer: '',
  type: '',
  critical: true,
};
type AddComponentValues = typeof initialValues;

function failureText(error: unknown, t: TFunction): string {
  // The server's own message when it sent one (a trial limit, a 404), already in the reader's
  // language; else the spec's text.
  return error instanceof ApiError && error.code !== 'HTTP_ERROR' && error.status > 0
    ? error.message
    : t(MSG.somethingWrong);
}

export function AddComponentModal({ productId, opened, onClose }: AddComponentModalProps) {
  const save = useSaveMaterial();
  const { t } = useTranslation();
  const form = useForm<AddComponentValues>({
    initialValues,
    validate: (values) => {
      const parsed = MaterialSaveSchema.safeParse({ ...values, productId });
      if (parsed.success) return {};
      const errors: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (typeof field === 'string' && !errors[field]) errors[field] = t(issue.message);
      }
      return errors;
    },
  });

  const close = () => {
    form.reset();
    onClose();
  };

  const submit = form.onSubmit((values) =>
    save.mutate(
      { ...values, productId, requiredCertificates: [], status: 1, designator: [] },
      {
        onSuccess: () => {
          notifySuccess(t(MSG.materialCreated));
          close();
        },
        onError: (error) => notifyErrorText(failureText(error, t)),
      },
    ),
  );

  return (
    <Modal opened={opened} onClose={close} title={t('Add component')} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput label={t('Internal Reference')} {...form.getInputProps('internalReference')} />
          <TextInput label={t('Component Name')} {...form.getInputProps('componentName')} />
          <TextInput label={t('Manufacturer Name')} {...form.getInputProps('manufacturer')} />
          <TextInput label={t('Component Type')} {...form.getInputProps('type')} />
          <Checkbox
            label={t('Critical')}
            {...form.getInputProps('critical', { type: 'checkbox' })}
          />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={close}>
              {t('Cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('Add component')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
