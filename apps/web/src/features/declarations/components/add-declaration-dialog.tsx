/**
 * 'Add new material declaration' (admins with the RoHS flag; DESIGN.md §9.3, §9.10): drop
 * the files; the first one is read (`rohs/read`, OCR can take seconds) and its proposal fills
 * the form, each filled field with the words it came from and an OCR badge for scans. The
 * user corrects and saves (`rohs/upload`); a read failure shows the server's message and
 * leaves the form to fill by hand.
 */
import type { DeclarationProposal, Material } from '@partproof/shared';
import { Alert, Badge, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, notifyErrorText, notifySuccess } from '@/lib/notify';
import { useReadDeclaration } from '../api/read-declaration';
import { useUploadDeclaration } from '../api/upload-declaration';
import {
  emptyDeclarationForm,
  evidenceByField,
  formFromProposal,
  today,
  uploadFields,
  validateDeclarationForm,
  type DeclarationFormValues,
} from '../utils/declaration-form';
import { DECLARATION_MSG } from '../utils/messages';
import { DeclarationDropzone } from './declaration-dropzone';
import { DeclarationFormFields, type EvidenceMap } from './declaration-form-fields';

interface AddDeclarationDialogProps {
  opened: boolean;
  /** The material the dialog was opened for (preselected: the server fetches for it). */
  material: Material | null;
  onClose: () => void;
}

export function AddDeclarationDialog({ opened, material, onClose }: AddDeclarationDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size="xl"
      title={
        material
          ? t('Add new material declaration — {{component}}', {
              component: material.componentName,
            })
          : t('Add new material declaration')
      }
    >
      {opened && (
        <AddDeclarationForm key={material?.id ?? 0} material={material} onDone={onClose} />
      )}
    </Modal>
  );
}

interface ReadState {
  proposal: DeclarationProposal | null;
  evidence: EvidenceMap;
  error: string | null;
}

const NOT_READ: ReadState = { proposal: null, evidence: {}, error: null };

function AddDeclarationForm({
  material,
  onDone,
}: {
  material: Material | null;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const [files, setFiles] = useState<File[]>([]);
  const [read, setRead] = useState<ReadState>(NOT_READ);
  const reader = useReadDeclaration();
  const upload = useUploadDeclaration();
  const form = useForm<DeclarationFormValues>({
    initialValues: emptyDeclarationForm(today()),
    validate: validateDeclarationForm,
  });

  const readFirst = (file: File) => {
    setRead(NOT_READ);
    reader.mutate(file, {
      onSuccess: (proposal) => {
        form.setValues(formFromProposal(proposal, form.getValues()));
        form.clearErrors();
        setRead({ proposal, evidence: evidenceByField(proposal.evidence, t), error: null });
      },
      onError: (error) => setRead({ ...NOT_READ, error: errorMessage(error) }),
    });
  };

  const changeFiles = (next: File[], added: File[]) => {
    setFiles(next);
    // The first file dropped is the one read; later ones are attachments (more pages, XML).
    const first = added[0];
    if (files.length === 0 && first) readFirst(first);
  };

  const submit = form.onSubmit((values) => {
    if (files.length === 0) {
      notifyErrorText(t(DECLARATION_MSG.noFiles));
      return;
    }
    upload.mutate(
      { form: uploadFields(values, material?.id), files, productId: material?.productId },
      {
        onSuccess: () => {
          notifySuccess(t(DECLARATION_MSG.saved));
          onDone();
        },
      },
    );
  });

  const busy = upload.isPending;
  return (
    <form onSubmit={submit} noValidate aria-busy={reader.isPending}>
      <Stack gap="md">
        <DeclarationDropzone files={files} disabled={busy} onChange={changeFiles} />
        {reader.isPending && (
          <Group gap="xs" role="status">
            <Loader size="sm" />
            <Text size="sm">{t(DECLARATION_MSG.reading)}</Text>
          </Group>
        )}
        {read.error && (
          <Alert color="red" title={t('The document could not be read')}>
            {t('{{error}} Fill in the form by hand.', { error: read.error })}
          </Alert>
        )}
        {read.proposal && (
          <Group gap="xs">
            <Text size="sm" c="dimmed">
              {t('Filled in from the document: check every field before saving.')}
            </Text>
            {read.proposal.ocr && (
              <Badge color="violet" variant="light" title={t('Read by text recognition (OCR)')}>
                {t('OCR')}
              </Badge>
            )}
          </Group>
        )}
        <DeclarationFormFields form={form} evidence={read.evidence} disabled={busy} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone} disabled={busy}>
            {t('Cancel')}
          </Button>
          <Button type="submit" loading={busy} disabled={reader.isPending}>
            {t('Save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
