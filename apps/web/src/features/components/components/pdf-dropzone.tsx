/** The certificate PDF drop zone (spec §2, §9): one PDF of at most 10 MB; refusals are toasts. */
import '@mantine/dropzone/styles.css';
import { CERT_LIMITS } from '@partproof/shared';
import { Group, Paper, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconFileTypePdf, IconUpload, IconX } from '@tabler/icons-react';
import { notifyErrorText } from '@/lib/notify';
import {
  checkPdfFile,
  PDF_ACCEPT,
  PDF_SIZE_ERROR,
  PDF_TYPE_ERROR,
} from '../utils/manual-certificate';

const LABEL_ID = 'certificate-pdf-label';

interface PdfDropzoneProps {
  file: File | null;
  disabled: boolean;
  onChange: (file: File) => void;
}

export function PdfDropzone({ file, disabled, onChange }: PdfDropzoneProps) {
  const choose = (files: File[]) => {
    const chosen = files[0];
    if (!chosen) return;
    const problem = checkPdfFile(chosen);
    if (problem) notifyErrorText(problem);
    else onChange(chosen);
  };
  return (
    <Stack gap={6}>
      <Text id={LABEL_ID} fw={500} size="sm">
        Certificate PDF (at most 10 MB)
      </Text>
      <Dropzone
        onDrop={choose}
        onReject={(rejections) => {
          const tooLarge = rejections.some((r) =>
            r.errors.some((e) => e.code === 'file-too-large'),
          );
          notifyErrorText(tooLarge ? PDF_SIZE_ERROR : PDF_TYPE_ERROR);
        }}
        accept={PDF_ACCEPT}
        maxSize={CERT_LIMITS.uploadBytes}
        multiple={false}
        disabled={disabled}
        aria-labelledby={LABEL_ID}
        inputProps={{ 'aria-labelledby': LABEL_ID }}
      >
        <Group justify="center" gap="md" mih={80} style={{ pointerEvents: 'none' }}>
          <Dropzone.Accept>
            <IconUpload size={36} color="var(--mantine-color-blue-6)" />
          </Dropzone.Accept>
          <Dropzone.Reject>
            <IconX size={36} color="var(--mantine-color-red-6)" />
          </Dropzone.Reject>
          <Dropzone.Idle>
            <IconFileTypePdf size={36} color="var(--mantine-color-dimmed)" />
          </Dropzone.Idle>
          <div>
            <Text size="md">Drag and drop the PDF here or click to choose a file</Text>
            <Text size="sm" c="dimmed">
              PDF only, one file, at most 10 MB
            </Text>
          </div>
        </Group>
      </Dropzone>
      {file && (
        <Paper withBorder p="xs" aria-label="Chosen file">
          <Group gap="xs">
            <IconFileTypePdf size={18} aria-hidden />
            <Text size="sm" fw={500}>
              {file.name}
            </Text>
          </Group>
        </Paper>
      )}
    </Stack>
  );
}
