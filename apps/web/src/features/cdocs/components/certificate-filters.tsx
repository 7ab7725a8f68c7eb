/**
 * The Manufacturer screen's query bar: component search, manufacturer select (the
 * manufacturers feature's, handed in), Get Certificates.
 */
import { Button, Group, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

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
  const { t } = useTranslation();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form onSubmit={submit} aria-label={t('Find certificates')}>
      <Group align="flex-end" wrap="wrap">
        <TextInput
          label={t('Component')}
          placeholder={t('Search component')}
          leftSection={<IconSearch size={16} />}
          value={search}
          maxLength={200}
          w={260}
          onChange={(event) => onSearchChange(event.currentTarget.value)}
        />
        {manufacturerSelect}
        <Button type="submit" loading={loading}>
          {t('Get Certificates')}
        </Button>
        {actions}
      </Group>
    </form>
  );
}
