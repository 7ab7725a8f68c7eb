/**
 * The column mapping a user corrects when detection is unsure (headers like Field1…Field8):
 * one Select per field, offering the file's columns with sample values.
 */
import type { BomField, BomMapping, BomUploadResult } from '@partproof/shared';
import { Button, Group, List, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { HeaderRowPicker } from '@/components/header-row-picker';
import { canParseWith, columnOptions, MAPPING_FIELDS } from '../utils/bom-mapping';

interface BomMappingEditorProps {
  upload: BomUploadResult;
  mapping: BomMapping;
  parsing: boolean;
  onChange: (field: BomField, value: string | null) => void;
  onParse: () => void;
  /** Detects the columns again from another (1-based) header row. */
  onHeaderRow: (row: number) => void;
}

export function BomMappingEditor({
  upload,
  mapping,
  parsing,
  onChange,
  onParse,
  onHeaderRow,
}: BomMappingEditorProps) {
  const { t } = useTranslation();
  const options = columnOptions(upload.detection, t);
  return (
    <Stack gap="sm">
      <HeaderRowPicker
        key={upload.detection.headerRow}
        current={upload.detection.headerRow}
        busy={parsing}
        onPick={onHeaderRow}
      />
      <Text size="sm">
        {t(
          'Choose which column of the file holds each field. Without a part number column, part numbers are read from the datasheet or distributor column where they carry one; other rows are listed as “No part number” under their value.',
        )}
      </Text>
      {upload.detection.reasons.length > 0 && (
        <List size="sm" c="dimmed">
          {upload.detection.reasons.map((reason, i) => (
            <List.Item key={i}>{reason}</List.Item>
          ))}
        </List>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
        {MAPPING_FIELDS.map(({ field, label, required }) => {
          const value = mapping[field];
          return (
            <Select
              key={field}
              label={t(label)}
              withAsterisk={required}
              placeholder={t('Not in the file')}
              data={options}
              clearable={!required}
              searchable
              comboboxProps={{ withinPortal: true }}
              value={value === null || value === undefined ? null : String(value)}
              onChange={(next) => onChange(field, next)}
            />
          );
        })}
      </SimpleGrid>
      <Group>
        <Button
          variant="light"
          loading={parsing}
          disabled={!canParseWith(mapping)}
          onClick={onParse}
        >
          {t('Parse with this mapping')}
        </Button>
      </Group>
    </Stack>
  );
}
