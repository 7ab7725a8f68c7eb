/**
 * The Documents screen's search bar (spec §2 "/documents"): a search-type select, a text box,
 * 'Search', and a way back to the whole list. The tab runs the search and toasts.
 */
import { Button, Group, Select, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SearchOption } from '../utils/documents-search';

interface DocumentsSearchBarProps<T extends string> {
  /** Names the search landmark ("Search certificates"). */
  label: string;
  options: SearchOption<T>[];
  active: boolean;
  busy: boolean;
  onSearch: (searchType: T, query: string) => void;
  onClear: () => void;
}

export function DocumentsSearchBar<T extends string>(props: DocumentsSearchBarProps<T>) {
  const { options } = props;
  const { t } = useTranslation();
  const [searchType, setSearchType] = useState<T>(options[0]?.value ?? ('' as T));
  const [query, setQuery] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSearch(searchType, query);
  };
  return (
    <form onSubmit={submit} role="search" aria-label={props.label}>
      <Group gap="xs" align="flex-end" wrap="wrap">
        <Select
          label={t('Search by')}
          data={options.map((o) => ({ value: o.value, label: t(o.label) }))}
          value={searchType}
          allowDeselect={false}
          onChange={(value) => {
            const option = options.find((o) => o.value === value);
            if (option) setSearchType(option.value);
          }}
          w={220}
        />
        <TextInput
          label={t('Search text')}
          placeholder={t('Search')}
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
          leftSection={<IconSearch size={16} />}
          w={260}
        />
        <Button type="submit" loading={props.busy}>
          {t('Search')}
        </Button>
        {props.active && (
          <Button
            variant="subtle"
            onClick={() => {
              setQuery('');
              props.onClear();
            }}
          >
            {t('Clear search')}
          </Button>
        )}
      </Group>
    </form>
  );
}
