/**
 * The supplier page's upload: drop or choose up to 5 files (PDF, PNG/JPEG, IPC-1752A XML,
 * 10 MB each), see them go up, and see what was received. The checks here only spare a
 * wasted upload; the server's answer decides and its message is shown as it comes.
 */
import '@mantine/dropzone/styles.css';
import { Alert, Button, CloseButton, Group, List, Progress, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconCircleCheck, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatFileSize } from '@/lib/format';
import { errorMessage } from '@/lib/notify';
import { useUploadSupplyFiles } from '../api/upload-supply-files';
import { addSupplyFiles } from '../utils/supply-files';

const LABEL_ID = 'supply-files-label';

export function SupplierUpload({ secret }: { secret: string }) {
  const upload = useUploadSupplyFiles();
  const { t } = useTranslation();
  const [files, setFiles] = useState<File[]>([]);
  const [problems, setProblems] = useState<{ file: string; message: string }[]>([]);
  const [progress, setProgress] = useState(0);
  const [received, setReceived] = useState<string[]>([]);

  const add = (added: File[]) => {
    const check = addSupplyFiles(files, added, t);
    setFiles(check.files);
    setProblems(check.problems);
    upload.reset();
  };
  const send = () => {
    setProgress(0);
    upload.mutate(
      { secret, files, onProgress: setProgress },
      {
        onSuccess: (result) => {
          setReceived((current) => [...current, ...result.received.map((r) => r.file)]);
          setFiles([]);
          setProblems([]);
        },
      },
    );
  };

  return (
    <Stack gap="sm">
      <Text id={LABEL_ID} fw={500}>
        {t('Your declarations')}
      </Text>
      {/* No accept filter: every file reaches one check (a refused one gets its reason),
          and phones do not hide XML files whose type they do not know. */}
      <Dropzone
        onDrop={add}
        onReject={(rejections) => add(rejections.map((r) => r.file))}
        multiple
        disabled={upload.isPending}
        aria-labelledby={LABEL_ID}
        inputProps={{ 'aria-labelledby': LABEL_ID }}
      >
        <Stack align="center" gap={4} mih={100} justify="center" style={{ pointerEvents: 'none' }}>
          <IconUpload size={32} color="var(--mantine-color-dimmed)" />
          <Text ta="center">{t('Drop the files here or tap to choose them')}</Text>
          <Text size="sm" c="dimmed" ta="center">
            {t('PDF, PNG or JPEG scans, or IPC-1752A XML; up to 5 files of at most 10 MB each')}
          </Text>
        </Stack>
      </Dropzone>
      {problems.length > 0 && (
        <Alert color="red" title={t('Not added')} role="alert">
          <List size="sm">
            {problems.map((p) => (
              <List.Item key={`${p.file}:${p.message}`}>
                {p.file}: {p.message}
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
      {files.length > 0 && (
        <Stack gap={4} aria-label={t('Files to send')}>
          {files.map((file) => (
            <Group key={`${file.name}:${file.size}`} gap="xs" wrap="nowrap" justify="space-between">
              <Text size="sm" style={{ wordBreak: 'break-all' }}>
                {file.name}{' '}
                <Text span size="sm" c="dimmed">
                  {formatFileSize(file.size)}
                </Text>
              </Text>
              <CloseButton
                aria-label={t('Remove {{name}}', { name: file.name })}
                disabled={upload.isPending}
                onClick={() => setFiles((current) => current.filter((f) => f !== file))}
              />
            </Group>
          ))}
        </Stack>
      )}
      {upload.isPending && (
        <Progress value={progress * 100} aria-label={t('Upload progress')} animated />
      )}
      {upload.error && (
        <Alert color="red" title={t('Not received')} role="alert">
          {t(errorMessage(upload.error))}
        </Alert>
      )}
      <Button
        leftSection={<IconUpload size={16} />}
        disabled={files.length === 0}
        loading={upload.isPending}
        onClick={send}
        fullWidth
      >
        {t('Send files')}
      </Button>
      {received.length > 0 && (
        <Alert color="green" icon={<IconCircleCheck />} title={t('Received — thank you')}>
          <List size="sm" aria-label={t('Received files')}>
            {received.map((name, index) => (
              <List.Item key={`${index}:${name}`}>{name}</List.Item>
            ))}
          </List>
        </Alert>
      )}
    </Stack>
  );
}
