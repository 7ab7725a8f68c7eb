/**
 * The column mapping a user chooses when the certificate export's headers were not
 * recognised: which row holds the headers (when the guess was wrong), then one native
 * select per field, offering that row's columns with a sample value.
 */
import type { CdocImportField, CdocImportMapping, CdocImportResult } from '@partproof/shared';
import { Alert, Button, Group, NativeSelect, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { HeaderRowPicker } from '@/components/header-row-picker';
import { canImportWith, CDOC_MAPPING_FIELDS, cdocColumnOptions } from '../utils/cdoc-mapping';

interface ImportMappingEditorProps {
  result: CdocImportResult;
  mapping: CdocImportMapping;
  importing: boolean;
  onChange: (field: CdocImportField, value: string) => void;
  onImport: () => void;
  /** Reads the columns again from another (1-based) header row. */
  onHeaderRow: (row: number) => void;
}

export function ImportMappingEditor({
  result,
  mapping,
  importing,
  onChange,
  onImport,
  onHeaderRow,
}: ImportMappingEditorProps) {
  const { t } = useTranslation();
  const options = [{ value: '', label: t('Not in the file') }, ...cdocColumnOptions(result, t)];
  return (
    <Stack gap="sm" aria-label={t('Column mapping')}>
      <Alert color="yellow">
        {result.headerRow
          ? t(
              'The columns Certifying Body, Reference Number and Holder were not recognised (header row {{row}}). Nothing was imported yet.',
              { row: result.headerRow },
            )
          : t(
              'The columns Certifying Body, Reference Number and Holder were not recognised. Nothing was imported yet.',
            )}
      </Alert>
      <HeaderRowPicker current={result.headerRow ?? 1} busy={importing} onPick={onHeaderRow} />
      <Text size="sm">
        {t('Choose which column of the file holds each field. Fields marked * are required.')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {CDOC_MAPPING_FIELDS.map(({ field, label, required }) => (
          <NativeSelect
            key={field}
            label={t(label)}
            withAsterisk={required}
            required={required}
            data={options}
            value={mapping[field] === undefined ? '' : String(mapping[field])}
            onChange={(event) => onChange(field, event.currentTarget.value)}
          />
        ))}
      </SimpleGrid>
      <Group>
        <Button
          variant="light"
          loading={importing}
          disabled={!canImportWith(mapping)}
          onClick={onImport}
        >
          {t('Import with this mapping')}
        </Button>
      </Group>
    </Stack>
  );
}
