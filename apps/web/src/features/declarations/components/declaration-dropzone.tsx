/**
 * The declaration's files (DESIGN.md §9.3): drop or choose PDF, PNG/JPEG scans or IPC-1752A
 * XML, at most 10 MB each and 5 in all; each refused file gets a message naming it. The
 * chosen files are listed with a way to remove one.
 */
import '@mantine/dropzone/styles.css';
import { DECLARATION_LIMITS } from '@partproof/shared';
import { ActionIcon, Group, Paper, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconFileUpload, IconUpload, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatFileSize } from '@/lib/format';
import { notifyErrorText } from '@/lib/notify';
import { addDeclarationFiles, DECLARATION_ACCEPT } from '../utils/declaration-files';

const LABEL_ID = 'declaration-files-label';

interface DeclarationDropzoneProps {
  files: File[];
  disabled: boolean;
  onChange: (files: File[], added: File[]) => void;
}

export function DeclarationDropzone({ files, disabled, onChange }: DeclarationDropzoneProps) {
  const { t } = useTranslation();
  const add = (dropped: File[]) => {
    const checked = addDeclarationFiles(files, dropped, t);
    for (const problem of checked.problems) notifyErrorText(problem);
    const added = checked.files.slice(files.length);
    if (added.length > 0) onChange(checked.files, added);
  };
  return (
    <Stack gap={6}>
      <Text id={LABEL_ID} fw={500} size="sm">
        {t('Files (PDF, PNG, JPEG or IPC-1752A XML; up to {{files}}, 10 MB each)', {
          files: DECLARATION_LIMITS.files,
        })}
      </Text>
      <Dropzone
        // Every file goes through addDeclarationFiles, refused ones included, so each
        // refusal gets its own clear message.
        onDrop={add}
        onReject={(rejections) => add(rejections.map((r) => r.file))}
        accept={DECLARATION_ACCEPT}
        multiple
        disabled={disabled || files.length >= DECLARATION_LIMITS.files}
        aria-labelledby={LABEL_ID}
        inputProps={{ 'aria-labelledby': LABEL_ID }}
      >
        <Group justify="center" gap="lg" mih={80} style={{ pointerEvents: 'none' }}>
          <Dropzone.Accept>
            <IconUpload size={36} color="var(--mantine-color-blue-6)" />
          </Dropzone.Accept>
          <Dropzone.Reject>
            <IconX size={36} color="var(--mantine-color-red-6)" />
          </Dropzone.Reject>
          <Dropzone.Idle>
            <IconFileUpload size={36} color="var(--mantine-color-dimmed)" />
          </Dropzone.Idle>
          <div>
            <Text size="md">
              {t('Drag and drop the declaration here or click to choose files')}
            </Text>
            <Text size="sm" c="dimmed">
              {t('The first file is read to fill in the form')}
            </Text>
          </div>
        </Group>
      </Dropzone>
      {files.length > 0 && (
        <Stack gap={4} aria-label={t('Chosen files')}>
          {files.map((file, index) => (
            <Paper key={`${file.name}-${index}`} withBorder px="xs" py={4}>
              <Group justify="space-between" wrap="nowrap">
                <Text size="sm" truncate>
                  {file.name}{' '}
                  <Text span size="xs" c="dimmed">
                    ({formatFileSize(file.size)})
                  </Text>
                </Text>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  aria-label={t('Remove {{name}}', { name: file.name })}
                  disabled={disabled}
                  onClick={() =>
                    onChange(
                      files.filter((_, i) => i !== index),
                      [],
                    )
                  }
                >
                  <IconX size={14} />
                </ActionIcon>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
