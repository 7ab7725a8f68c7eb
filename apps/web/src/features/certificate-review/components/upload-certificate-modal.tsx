/**
 * 'Upload new certificate' (admins; spec §2, §3, §9): a PDF through drag-and-drop plus the
 * manual certificate fields for the chosen component. The server's message is toasted; the
 * Components screen reads its list again through `onSaved`.
 */
import { ManualCertificateFieldsSchema, MSG, type Component } from '@partproof/shared';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyErrorText, notifySuccess } from '@/lib/notify';
import { useSaveManualCertificate } from '../api/save-manual-certificate';
import { manualCertificateFields, type ManualCertificateValues } from '../utils/manual-certificate';
import { PdfDropzone } from './pdf-dropzone';

const FieldsSchema = ManualCertificateFieldsSchema.omit({ materialId: true });
/** The start of an address: the same in every language. */
const LINK_PLACEHOLDER = 'https://';

interface UploadCertificateModalProps {
  component: Component | null;
  onClose: () => void;
  onSaved: () => void;
}

export function UploadCertificateModal({
  component,
  onClose,
  onSaved,
}: UploadCertificateModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={component !== null}
      onClose={onClose}
      title={t('Upload new certificate')}
      size="lg"
      centered
    >
      {component && (
        <UploadCertificateForm component={component} onDone={onClose} onSaved={onSaved} />
      )}
    </Modal>
  );
}

interface UploadCertificateFormProps {
  component: Component;
  onDone: () => void;
  onSaved: () => void;
}

function UploadCertificateForm({ component, onDone, onSaved }: UploadCertificateFormProps) {
  const { t } = useTranslation();
  const save = useSaveManualCertificate();
  const [pdf, setPdf] = useState<File | null>(null);
  const resolve = schemaResolver(FieldsSchema, { sync: true });
  const form = useForm<ManualCertificateValues>({
    initialValues: {
      serviceName: '',
      modelName: component.componentName,
      source: '',
      referenceNumber: '',
      expireDate: '',
    },
    // The schema's English words, shown in the reader's language.
    validate: (values) =>
      Object.fromEntries(
        Object.entries(resolve(values)).map(([field, error]) => [
          field,
          typeof error === 'string' ? t(error) : error,
        ]),
      ),
  });

  const submit = form.onSubmit((values) => {
    if (!pdf) {
      notifyErrorText(t(MSG.uploadFile));
      return;
    }
    save.mutate(
      { form: manualCertificateFields(values, component.id), files: [pdf] },
      {
        onSuccess: ({ message }) => {
          notifySuccess(message);
          onSaved();
          onDone();
        },
      },
    );
  });

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('For {{manufacturer}} · {{component}}', {
            manufacturer: component.manufacturer,
            component: component.componentName,
          })}
        </Text>
        <PdfDropzone file={pdf} disabled={save.isPending} onChange={setPdf} />
        <TextInput
          label={t('Service name (certifying body)')}
          withAsterisk
          data-autofocus
          {...form.getInputProps('serviceName')}
        />
        <TextInput label={t('Model name')} withAsterisk {...form.getInputProps('modelName')} />
        <TextInput
          label={t('Source (link)')}
          type="url"
          placeholder={LINK_PLACEHOLDER}
          {...form.getInputProps('source')}
        />
        <TextInput
          label={t('Reference number')}
          withAsterisk
          {...form.getInputProps('referenceNumber')}
        />
        <TextInput label={t('Expire date')} type="date" {...form.getInputProps('expireDate')} />
        <Group justify="flex-end" mt="xs">
          <Button variant="default" onClick={onDone} disabled={save.isPending}>
            {t('Cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('Upload')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
