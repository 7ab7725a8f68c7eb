/**
 * The manufacturer select lists one page of manufacturers (GET /manufacturer is paged: a
 * directory import adds thousands). When there are more, this field narrows the select's
 * options by name and says how many the select shows.
 */
import { TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface ManufacturerSearchProps {
  value: string;
  /** Options in the select, and every manufacturer matching `value`. */
  shown: number;
  total: number;
  onChange: (value: string) => void;
}

export function ManufacturerSearch({ value, shown, total, onChange }: ManufacturerSearchProps) {
  const { t } = useTranslation();
  return (
    <TextInput
      label={t('Find manufacturer')}
      description={t(
        'The Manufacturer list shows {{shown}} of {{total}} manufacturers; type part of a name to narrow it.',
        { shown, total },
      )}
      placeholder={t('Manufacturer name')}
      leftSection={<IconSearch size={16} />}
      value={value}
      maxLength={200}
      w={560}
      mb="sm"
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}
