/**
 * The BOM search bar (spec §2, §5): a search-type select, a search box, 'Search' and a way
 * back to the whole list. The owner filters and toasts; this only gathers the input.
 */
import { Button, Group, Select, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isSearchField, SEARCH_FIELDS, type SearchField } from '../utils/search-components';

interface BomSearchProps {
  active: boolean;
  onSearch: (field: SearchField, query: string) => void;
  onClear: () => void;
}

export function BomSearch({ active, onSearch, onClear }: BomSearchProps) {
  const [field, setField] = useState<SearchField>('componentName');
  const [query, setQuery] = useState('');
  const { t } = useTranslation();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(field, query);
  };
  return (
    <form onSubmit={submit} role="search" aria-label={t('Search the bill of materials')}>
      <Group gap="xs" align="flex-end" wrap="wrap">
        <Select
          label={t('Search by')}
          data={SEARCH_FIELDS.map((f) => ({ value: f.value, label: t(f.label) }))}
          value={field}
          allowDeselect={false}
          onChange={(value) => isSearchField(value) && setField(value)}
          w={260}
        />
        <TextInput
          label={t('Search components')}
          placeholder={t('Search')}
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
          leftSection={<IconSearch size={16} />}
          w={260}
        />
        <Button type="submit">{t('Search')}</Button>
        {active && (
          <Button
            variant="subtle"
            onClick={() => {
              setQuery('');
              onClear();
            }}
          >
            {t('Clear search')}
          </Button>
        )}
      </Group>
    </form>
  );
}
