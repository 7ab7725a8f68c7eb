/** The Manufacturer screen's query bar: component search, manufacturer select, Get Certificates. */
import { Button, Group, NativeSelect, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { FormEvent, ReactNode } from 'react';
import type { SelectOption } from '../utils/cdoc-query';

interface CertificateFiltersProps {
  search: string;
  manufacturer: string;
  options: SelectOption[];
  loading: boolean;
  onSearchChange: (value: string) => void;
  onManufacturerChange: (value: string) => void;
  onSubmit: () => void;
  /** Admin actions next to Get Certificates (Scrape, Add Manufacturer +). */
  actions?: ReactNode;
}

export function CertificateFilters({
  search,
  manufacturer,
  options,
  loading,
  onSearchChange,
  onManufacturerChange,
  onSubmit,
  actions,
}: CertificateFiltersProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form onSubmit={submit} aria-label="Find certificates">
      <Group align="flex-end" wrap="wrap">
        <TextInput
          label="Component"
          placeholder="Search component"
          leftSection={<IconSearch size={16} />}
          value={search}
          maxLength={200}
          w={260}
          onChange={(event) => onSearchChange(event.currentTarget.value)}
        />
        {/* Native on purpose: one labelled control, no hidden listbox repeating the label. */}
        <NativeSelect
          label="Manufacturer"
          data={options}
          value={manufacturer}
          w={280}
          onChange={(event) => onManufacturerChange(event.currentTarget.value)}
        />
        <Button type="submit" loading={loading}>
          Get Certificates
        </Button>
        {actions}
      </Group>
    </form>
  );
}
