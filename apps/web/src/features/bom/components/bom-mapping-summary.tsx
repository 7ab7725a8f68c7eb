/** Says which column of the file was mapped to which field, and the parser's warnings. */
import type { BomUploadResult } from '@partproof/shared';
import { Alert, Badge, Group, List, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { mappingSummary } from '../utils/bom-mapping';

interface BomMappingSummaryProps {
  upload: BomUploadResult;
  /** Step 03 shows it as one line of badges. */
  compact?: boolean;
}

export function BomMappingSummary({ upload, compact = false }: BomMappingSummaryProps) {
  const { t } = useTranslation();
  const rows = mappingSummary(upload.detection, upload.mapping, t);
  const warnings = upload.warnings.length;
  return (
    <Stack gap="xs">
      <Group gap={6} aria-label={t('Column mapping')}>
        <Text size="sm" fw={500}>
          {compact
            ? t('Columns used:')
            : t('Columns used (header on row {{row}}):', { row: upload.detection.headerRow })}
        </Text>
        {rows.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('none')}
          </Text>
        )}
        {rows.map((row) => (
          <Badge key={row.field} variant="light" tt="none" fw={500}>
            {row.column} → {t(row.label)}
          </Badge>
        ))}
      </Group>
      {warnings > 0 && (
        <Alert
          color="yellow"
          icon={<IconAlertTriangle size={18} />}
          title={warnings === 1 ? t('1 warning') : t('{{number}} warnings', { number: warnings })}
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
