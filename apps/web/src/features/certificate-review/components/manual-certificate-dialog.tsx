/**
 * 'Add new certificate' (admin, spec §3 manual certificate form): certifying body, model,
 * source link, reference number, expiry date and an optional PDF of at most 10 MB.
 */
import {
  CERT_LIMITS,
  CERT_MSG,
  ManualCertificateFieldsSchema,
  type Material,
} from '@partproof/shared';
import { Button, FileInput, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MaterialDialog } from '@/components/material-dialog';
import { notifySuccess } from '@/lib/notify';
import { useSaveManualCertificate } from '../api/save-manual-certificate';
import {
  manualCertificateFields,
  pdfProblem,
  type ManualCertificateValues,
} from '../utils/manual-certificate';

interface ManualCertificateDialogProps {
  material: Material | null;
  onClose: () => void;
}

export function ManualCertificateDialog({ material, onClose }: ManualCertificateDialogProps) {
  const { t } = useTranslation();
  return (
    <MaterialDialog
      material={material}
      title={t('Add new certificate')}
      size="lg"
      onClose={onClose}
    >
      {(material) => <ManualCertificateForm material={material} onDone={onClose} />}
    </MaterialDialog>
  );
}

interface ManualValues extends ManualCertificateValues {
  pdf: File | null;
}

function ManualCertificateForm({ material, onDone }: { material: Material; onDone: () => void }) {
  const { t } = useTranslation();
  const save = useSaveManualCertificate();
  const form = useForm<ManualValues>({
    initialValues: {
      serviceName: '',
      modelName: material.componentName,
      source: '',
      referenceNumber: '',
      expireDate: '',
      pdf: null,
    },
    validate: ({ pdf, ...values }) => {
      const errors: Record<string, string> = {};
      const parsed = ManualCertificateFieldsSchema.safeParse({
        ...values,
        materialId: material.id,
      });
      if (!parsed.success) {
        for (const issue of parsed.error.issues) {
          const field = issue.path[0];
          if (typeof field === 'string' && !errors[field]) errors[field] = t(issue.message);
        }
      }
      const problem = pdf ? pdfProblem(pdf, CERT_LIMITS.uploadBytes) : null;
      if (problem === 'type') errors.pdf = t(CERT_MSG.uploadPdfOnly);
      if (problem === 'size') errors.pdf = t('The PDF may be at most 10 MB');
      return errors;
    },
  });

  const submit = form.onSubmit(({ pdf, ...values }) =>
    save.mutate(
      {
        form: manualCertificateFields(values, material.id),
        files: pdf ? [pdf] : [],
        productId: material.productId,
      },
      {
        onSuccess: ({ message }) => {
          notifySuccess(message);
          onDone();
        },
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label={t('Certifying body')}
          withAsterisk
          {...form.getInputProps('serviceName')}
        />
        <TextInput label={t('Model')} withAsterisk {...form.getInputProps('modelName')} />
        <TextInput
          label={t('Reference number')}
          withAsterisk
          {...form.getInputProps('referenceNumber')}
        />
        <TextInput label={t('Source (link)')} type="url" {...form.getInputProps('source')} />
        <TextInput label={t('Expiry date')} type="date" {...form.getInputProps('expireDate')} />
        <FileInput
          label={t('Certificate PDF')}
          description={t('Optional, at most 10 MB')}
          accept="application/pdf"
          clearable
          clearButtonProps={{ 'aria-label': t('Clear the chosen file') }}
          leftSection={<IconFileTypePdf size={16} />}
          {...form.getInputProps('pdf')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('Cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('Save certificate')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
