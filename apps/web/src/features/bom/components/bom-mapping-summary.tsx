/** Says which column of the file was mapped to which field, and the parser's warnings. */
import type { BomUploadResult } from '@partproof/shared';
import { Alert, Badge, Group, List, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { mappingSummary } from '../utils/bom-mapping';

interface BomMappingSummaryProps {
  upload: BomUploadResult;
  /** Step 03 shows it as one line of badges. */
  compact?: boolean;
}

export function BomMappingSummary({ upload, compact = false }: BomMappingSummaryProps) {
  const rows = mappingSummary(upload.detection, upload.mapping);
  return (
    <Stack gap="xs">
      <Group gap={6} aria-label="Column mapping">
        <Text size="sm" fw={500}>
          Columns used{compact ? '' : ` (header on row ${upload.detection.headerRow})`}:
        </Text>
        {rows.length === 0 && (
          <Text size="sm" c="dimmed">
            none
          </Text>
        )}
        {rows.map((row) => (
          <Badge key={row.field} variant="light" tt="none" fw={500}>
            {row.column} → {row.label}
          </Badge>
        ))}
      </Group>
      {upload.warnings.length > 0 && (
        <Alert
          color="yellow"
          icon={<IconAlertTriangle size={18} />}
          title={`${upload.warnings.length} warning${upload.warnings.length === 1 ? '' : 's'}`}
          p="xs"
        >
          <List size="sm" spacing={2}>
            {upload.warnings.slice(0, compact ? 3 : 20).map((warning, i) => (
              <List.Item key={i}>{warning}</List.Item>
            ))}
          </List>
        </Alert>
      )}
    </Stack>
  );
}
