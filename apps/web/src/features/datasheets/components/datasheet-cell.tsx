/**
 * The component table's Datasheet cell: View when the part has a datasheet, and for admins
 * (datasheet.write) Upload datasheet, which also holds Remove. Icon buttons with their names
 * as tooltips keep the column narrow (issue 22: the table fits a 1440 px screen).
 */
import type { Material } from '@partproof/shared';
import { ActionIcon, Group, Text, Tooltip } from '@mantine/core';
import { IconFileText, IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { datasheetLink } from '../utils/datasheet';

interface DatasheetCellProps {
  material: Material;
  canWrite: boolean;
  onView: (material: Material) => void;
  onUpload: (material: Material) => void;
}

export function DatasheetCell({ material, canWrite, onView, onUpload }: DatasheetCellProps) {
  const link = datasheetLink(material.datasheetURL);
  const { t } = useTranslation();
  const component = material.componentName;
  if (link.kind === 'none' && !canWrite) {
    return (
      <Text size="sm" c="dimmed">
        {t('None')}
      </Text>
    );
  }
  return (
    <Group gap={4} wrap="nowrap">
      {link.kind !== 'none' && (
        <Tooltip label={t('View datasheet')}>
          <ActionIcon
            variant="light"
            aria-haspopup="dialog"
            aria-label={t('View datasheet of {{component}}', { component })}
            onClick={() => onView(material)}
          >
            <IconFileText size={16} />
          </ActionIcon>
        </Tooltip>
      )}
      {canWrite && (
        <Tooltip label={t('Upload datasheet')}>
          <ActionIcon
            variant="subtle"
            aria-haspopup="dialog"
            aria-label={t('Upload datasheet of {{component}}', { component })}
            onClick={() => onUpload(material)}
          >
            <IconUpload size={16} />
          </ActionIcon>
        </Tooltip>
      )}
    </Group>
  );
}
