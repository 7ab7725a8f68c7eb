/** The certificate PDF drop zone (spec §2, §9): one PDF of at most 10 MB; refusals are toasts. */
import { CERT_LIMITS } from '@partproof/shared';
import { Group, Paper, Stack, Text } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FileDropzone } from '@/components/file-dropzone';
import { notifyErrorText } from '@/lib/notify';
import { checkPdfFile, PDF_ACCEPT, PDF_TYPE_ERROR } from '../utils/manual-certificate';

const LABEL_ID = 'certificate-pdf-label';

interface PdfDropzoneProps {
  file: File | null;
  disabled: boolean;
  onChange: (file: File) => void;
}

export function PdfDropzone({ file, disabled, onChange }: PdfDropzoneProps) {
  const { t } = useTranslation();
  const choose = (chosen: File) => {
    const problem = checkPdfFile(chosen);
    if (problem) notifyErrorText(t(problem));
    else onChange(chosen);
  };
  return (
    <Stack gap={6}>
      <Text id={LABEL_ID} fw={500} size="sm">
        {t('Certificate PDF (at most 10 MB)')}
      </Text>
      <FileDropzone
        labelId={LABEL_ID}
        accept={PDF_ACCEPT}
        maxSize={CERT_LIMITS.uploadBytes}
        disabled={disabled}
        icon={IconFileTypePdf}
        title={t('Drag and drop the PDF here or click to choose a file')}
        hint={t('PDF only, one file, at most 10 MB')}
        wrongType={t(PDF_TYPE_ERROR)}
        onFile={choose}
      />
      {file && (
        <Paper withBorder p="xs" aria-label={t('Chosen file')}>
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
