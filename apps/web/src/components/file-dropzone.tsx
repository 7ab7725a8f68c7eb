/**
 * One drop zone for every upload (BOM, certificate export, certificate PDF): drag and drop
 * or click, one file, refusals as toasts, labelled by the caller's visible label.
 */
import '@mantine/dropzone/styles.css';
import { Group, Text } from '@mantine/core';
import { Dropzone, type DropzoneProps } from '@mantine/dropzone';
import { IconUpload, IconX, type Icon } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { rejectionMessage } from '@/lib/file-rules';
import { notifyErrorText } from '@/lib/notify';

interface FileDropzoneProps {
  /** The id of the visible label that names the field. */
  labelId: string;
  accept: NonNullable<DropzoneProps['accept']>;
  maxSize: number;
  disabled: boolean;
  /** The idle icon: what kind of file goes here. */
  icon: Icon;
  title: string;
  hint: string;
  /** The toast for a file of the wrong type (too large has its own). */
  wrongType: string;
  onFile: (file: File) => void;
}

export function FileDropzone(props: FileDropzoneProps) {
  const { labelId, icon: FileIcon } = props;
  const { t } = useTranslation();
  return (
    <Dropzone
      onDrop={(files) => files[0] && props.onFile(files[0])}
      onReject={(rejections) =>
        notifyErrorText(
          t(
            rejectionMessage(
              rejections.flatMap((r) => r.errors.map((e) => e.code)),
              props.wrongType,
            ),
          ),
        )
      }
      accept={props.accept}
      maxSize={props.maxSize}
      multiple={false}
      disabled={props.disabled}
      aria-labelledby={labelId}
      inputProps={{ 'aria-labelledby': labelId }}
    >
      <Group justify="center" gap="lg" mih={100} style={{ pointerEvents: 'none' }}>
        <Dropzone.Accept>
          <IconUpload size={40} color="var(--mantine-color-blue-6)" />
        </Dropzone.Accept>
        <Dropzone.Reject>
          <IconX size={40} color="var(--mantine-color-red-6)" />
        </Dropzone.Reject>
        <Dropzone.Idle>
          <FileIcon size={40} color="var(--mantine-color-dimmed)" />
        </Dropzone.Idle>
        <div>
          <Text size="md">{props.title}</Text>
          <Text size="sm" c="dimmed">
            {props.hint}
          </Text>
        </div>
      </Group>
    </Dropzone>
  );
}
