/**
 * 'Upload new certificate' (admins; spec §2, §3, §9): a PDF through drag-and-drop plus the
 * manual certificate fields for the chosen component. The server's message is toasted; the
 * Components screen reads its list again through `onSaved`.
 */
import { ManualCertificateFieldsSchema, MSG, type Component } from '@partproof/shared';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import { notifyErrorText, notifySuccess } from '@/lib/notify';
import { useSaveManualCertificate } from '../api/save-manual-certificate';
import { manualCertificateFields, type ManualCertificateValues } from '../utils/manual-certificate';
import { PdfDropzone } from './pdf-dropzone';

const FieldsSchema = ManualCertificateFieldsSchema.omit({ materialId: true });

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
  return (
    <Modal
      opened={component !== null}
      onClose={onClose}
      title="Upload new certificate"
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
  const save = useSaveManualCertificate();
  const [pdf, setPdf] = useState<File | null>(null);
  const form = useForm<ManualCertificateValues>({
    initialValues: {
      serviceName: '',
      modelName: component.componentName,
      source: '',
      referenceNumber: '',
      expireDate: '',
    },
    validate: schemaResolver(FieldsSchema, { sync: true }),
  });

  const submit = form.onSubmit((values) => {
    if (!pdf) {
      notifyErrorText(MSG.uploadFile);
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
          For {component.manufacturer} · {component.componentName}
        </Text>
        <PdfDropzone file={pdf} disabled={save.isPending} onChange={setPdf} />
        <TextInput
          label="Service name (certifying body)"
          withAsterisk
          data-autofocus
          {...form.getInputProps('serviceName')}
        />
        <TextInput label="Model name" withAsterisk {...form.getInputProps('modelName')} />
        <TextInput
          label="Source (link)"
          type="url"
          placeholder="https://"
          {...form.getInputProps('source')}
        />
        <TextInput
          label="Reference number"
          withAsterisk
          {...form.getInputProps('referenceNumber')}
        />
        <TextInput label="Expire date" type="date" {...form.getInputProps('expireDate')} />
        <Group justify="flex-end" mt="xs">
          <Button variant="default" onClick={onDone} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            Upload
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
