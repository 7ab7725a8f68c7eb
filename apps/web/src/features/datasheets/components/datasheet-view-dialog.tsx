/**
 * The datasheet view dialog (spec §2; DESIGN.md §9.8): a stored PDF is embedded through its
 * signed link (the server serves it with `Content-Security-Policy: sandbox` and `nosniff`)
 * with a Download link; an external address is only offered as a link that opens a new tab.
 */
import type { Material } from '@partproof/shared';
import { Anchor, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconDownload, IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { datasheetLink } from '../utils/datasheet';

interface DatasheetViewDialogProps {
  material: Material | null;
  onClose: () => void;
}

export function DatasheetViewDialog({ material, onClose }: DatasheetViewDialogProps) {
  const { t } = useTranslation();
  const link = datasheetLink(material?.datasheetURL);
  const name = material?.componentName ?? '';
  return (
    <Modal
      opened={material !== null}
      onClose={onClose}
      size={link.kind === 'file' ? '70rem' : 'md'}
      title={t('Datasheet — {{name}}', { name })}
    >
      {link.kind === 'file' && (
        <Stack gap="sm">
          <iframe
            title={t('Datasheet of {{name}}', { name })}
            src={link.url}
            style={{ width: '100%', height: '70vh', border: 0 }}
          />
          <Group justify="flex-end">
            <Button
              component="a"
              href={link.url}
              download={`datasheet-${name}.pdf`}
              leftSection={<IconDownload size={16} />}
              variant="light"
            >
              {t('Download')}
            </Button>
          </Group>
        </Stack>
      )}
      {link.kind === 'external' && (
        <Stack gap="xs">
          <Text size="sm">{t('The datasheet is on another website:')}</Text>
          <Anchor href={link.url} target="_blank" rel="noopener noreferrer" size="sm">
            <Group gap={4} wrap="nowrap" component="span">
              <IconExternalLink size={14} />
              <span style={{ overflowWrap: 'anywhere' }}>{link.url}</span>
            </Group>
          </Anchor>
        </Stack>
      )}
      {link.kind === 'none' && <Text c="dimmed">{t('This component has no datasheet.')}</Text>}
    </Modal>
  );
}
