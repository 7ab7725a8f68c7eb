/**
 * The Manufacturer screen's query bar: component search, manufacturer select (the
 * manufacturers feature's, handed in), Get Certificates.
 */
import { Button, Group, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { FormEvent, ReactNode } from 'react';

interface CertificateFiltersProps {
  search: string;
  manufacturerSelect: ReactNode;
  loading: boolean;
  onSearchChange: (value: string) => void;
  onSubmit: () => void;
  /** Admin actions next to Get Certificates (Scrape, Add Manufacturer +). */
  actions?: ReactNode;
}

export function CertificateFilters({
  search,
  manufacturerSelect,
  loading,
  onSearchChange,
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
        {manufacturerSelect}
        <Button type="submit" loading={loading}>
          Get Certificates
        </Button>
        {actions}
      </Group>
    </form>
  );
}
