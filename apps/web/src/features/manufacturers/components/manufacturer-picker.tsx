/**
 * The Manufacturer screen's manufacturer select with its name search. It lists one page of
 * manufacturers (GET /manufacturer is paged: a directory import adds thousands); when there
 * are more, or a search is in use, the 'Find manufacturer' field above narrows the options.
 * The screen places the select in its query bar through `children`.
 */
import { NativeSelect } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useManufacturers } from '../api/get-manufacturers';
import { manufacturerOptions, type SelectOption } from '../utils/manufacturer-options';
import { ManufacturerSearch } from './manufacturer-search';

export interface ManufacturerPickerProps {
  /** The chosen option's value (a manufacturer's name or one of `leading`). */
  value: string;
  onChange: (value: string) => void;
  /** Options before the listed manufacturers. */
  leading: readonly SelectOption[];
  /** Lays out the select; the name search, when shown, comes before it. */
  children: (select: ReactNode) => ReactNode;
}

export function ManufacturerPicker({
  value,
  onChange,
  leading,
  children,
}: ManufacturerPickerProps) {
  const { t } = useTranslation();
  const [makerSearch, setMakerSearch] = useState('');
  const [debouncedMakerSearch] = useDebouncedValue(makerSearch, 300);
  const manufacturers = useManufacturers(debouncedMakerSearch);
  const listed = manufacturers.data?.data ?? [];
  const matching = manufacturers.data?.total ?? 0;
  // Only a long list needs the name search; a search in use stays visible to be cleared.
  const narrowing = matching > listed.length || makerSearch !== '';
  return (
    <>
      {narrowing && (
        <ManufacturerSearch
          value={makerSearch}
          shown={listed.length}
          total={matching}
          onChange={setMakerSearch}
        />
      )}
      {children(
        // Native on purpose: one labelled control, no hidden listbox repeating the label.
        <NativeSelect
          label={t('Manufacturer')}
          data={manufacturerOptions(
            listed,
            value,
            // The fixed options' labels are English; the manufacturers' names are data.
            leading.map((option) => ({ ...option, label: t(option.label) })),
          )}
          value={value}
          w={280}
          onChange={(event) => onChange(event.currentTarget.value)}
        />,
      )}
    </>
  );
}
