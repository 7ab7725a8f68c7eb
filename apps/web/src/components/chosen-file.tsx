/** The spreadsheet a user picked for an upload: its name and size, before and while it is read. */
import { Group, Text } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { formatFileSize } from '@/lib/format';

export function ChosenFile({ file, label }: { file: File; label?: string }) {
  return (
    <Group gap="xs" aria-label={label}>
      <IconFileSpreadsheet size={20} />
      <Text size="sm" fw={500}>
        {file.name}
      </Text>
      <Text size="sm" c="dimmed">
        {formatFileSize(file.size)}
      </Text>
    </Group>
  );
}
