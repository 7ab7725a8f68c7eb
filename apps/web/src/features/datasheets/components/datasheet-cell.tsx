/**
 * The component table's Datasheet cell: 'View' when the part has a datasheet, and for admins
 * (datasheet.write) 'Upload datasheet', which also holds Remove.
 */
import type { Material } from '@partproof/shared';
import { Button, Group, Text } from '@mantine/core';
import { datasheetLink } from '../utils/datasheet';

interface DatasheetCellProps {
  material: Material;
  canWrite: boolean;
  onView: (material: Material) => void;
  onUpload: (material: Material) => void;
}

export function DatasheetCell({ material, canWrite, onView, onUpload }: DatasheetCellProps) {
  const link = datasheetLink(material.datasheetURL);
  if (link.kind === 'none' && !canWrite) {
    return (
      <Text size="sm" c="dimmed">
        None
      </Text>
    );
  }
  return (
    <Group gap={4} wrap="nowrap">
      {link.kind !== 'none' && (
        <Button
          size="compact-sm"
          variant="light"
          aria-haspopup="dialog"
          aria-label={`View datasheet of ${material.componentName}`}
          onClick={() => onView(material)}
        >
          View
        </Button>
      )}
      {canWrite && (
        <Button
          size="compact-sm"
          variant="subtle"
          aria-haspopup="dialog"
          aria-label={`Upload datasheet of ${material.componentName}`}
          onClick={() => onUpload(material)}
        >
          Upload datasheet
        </Button>
      )}
    </Group>
  );
}
