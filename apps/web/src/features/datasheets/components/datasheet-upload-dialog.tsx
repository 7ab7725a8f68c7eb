/**
 * The datasheet upload dialog (spec §2; DESIGN.md §9.1, §9.8), admins only: drop or choose a
 * PDF (at most 10 MB) or give an http(s) address; either replaces the part's datasheet for
 * every product using it. Remove (after a confirmation) when one exists.
 */
import { DATASHEET_LIMITS, type Material } from '@partproof/shared';
import { Button, Divider, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MaterialDialog } from '@/components/material-dialog';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { FileDropzone } from '@/components/file-dropzone';
import { formatFileSize } from '@/lib/format';
import { notifySuccess } from '@/lib/notify';
import { useDeleteDatasheet } from '../api/delete-datasheet';
import { useSetDatasheet } from '../api/set-datasheet';
import { isHttpUrl } from '@/lib/http-url';

const LABEL_ID = 'datasheet-file-label';
/** The start of an address: the same in every language. */
const ADDRESS_PLACEHOLDER = 'https://…';

interface DatasheetUploadDialogProps {
  material: Material | null;
  onClose: () => void;
}

export function DatasheetUploadDialog({ material, onClose }: DatasheetUploadDialogProps) {
  const { t } = useTranslation();
  return (
    <MaterialDialog material={material} title={t('Upload datasheet')} size="lg" onClose={onClose}>
      {(material) => <UploadBody material={material} onClose={onClose} />}
    </MaterialDialog>
  );
}

function UploadBody({ material, onClose }: { material: Material; onClose: () => void }) {
  const { t } = useTranslation();
  const upload = useSetDatasheet();
  const removal = useDeleteDatasheet();
  const [file, setFile] = useState<File | null>(null);
  const [url, setUrl] = useState('');
  const [confirmRemove, setConfirmRemove] = useState(false);
  const urlError = url.trim() !== '' && !isHttpUrl(url) ? t('Enter an http(s) address') : null;
  const ready = file !== null || (url.trim() !== '' && !urlError);

  const save = () => {
    if (!ready) return;
    const input = file
      ? { form: { materialId: material.id }, files: [file] }
      : { form: { materialId: material.id, url: url.trim() } };
    upload.mutate(input, {
      onSuccess: () => {
        notifySuccess(t('Datasheet saved'));
        onClose();
      },
    });
  };
  const remove = () =>
    removal.mutate(material.id, {
      onSuccess: () => {
        notifySuccess(t('Datasheet removed'));
        setConfirmRemove(false);
        onClose();
      },
    });

  return (
    <Stack gap="md">
      <Text id={LABEL_ID} fw={500} size="sm">
        {t('Datasheet PDF')}
      </Text>
      <FileDropzone
        labelId={LABEL_ID}
        accept={{ 'application/pdf': ['.pdf'] }}
        maxSize={DATASHEET_LIMITS.fileBytes}
        disabled={upload.isPending}
        icon={IconFileTypePdf}
        title={t('Drag and drop the datasheet here or click to choose a file')}
        hint={t('A PDF of at most 10 MB')}
        wrongType={t('Only PDF files are accepted')}
        onFile={(chosen) => {
          setFile(chosen);
          setUrl('');
        }}
      />
      {file && (
        <Group gap="xs" aria-label={t('Chosen datasheet')}>
          <Text size="sm" fw={500}>
            {file.name}
          </Text>
          <Text size="sm" c="dimmed">
            {formatFileSize(file.size)}
          </Text>
          <Button size="compact-xs" variant="subtle" onClick={() => setFile(null)}>
            {t('Clear')}
          </Button>
        </Group>
      )}
      <Divider label={t('or')} labelPosition="center" />
      <TextInput
        label={t('Datasheet address')}
        placeholder={ADDRESS_PLACEHOLDER}
        value={url}
        error={urlError}
        disabled={upload.isPending || file !== null}
        onChange={(event) => setUrl(event.currentTarget.value)}
      />
      <Group justify="space-between">
        {material.datasheetURL ? (
          <Button color="red" variant="light" onClick={() => setConfirmRemove(true)}>
            {t('Remove')}
          </Button>
        ) : (
          <span />
        )}
        <Group gap="xs">
          <Button variant="default" onClick={onClose}>
            {t('Cancel')}
          </Button>
          <Button disabled={!ready} loading={upload.isPending} onClick={save}>
            {t('Save')}
          </Button>
        </Group>
      </Group>
      <ConfirmDialog
        title={t('Remove datasheet')}
        text={t(
          'Are you sure you want to remove the datasheet of {{name}}? It is removed for every product using this part.',
          { name: material.componentName },
        )}
        opened={confirmRemove}
        loading={removal.isPending}
        confirmLabel={t('Remove')}
        confirmColor="red"
        onCancel={() => setConfirmRemove(false)}
        onConfirm={remove}
      />
    </Stack>
  );
}
