/**
 * The admin's per-row Search database and Scrape certificate buttons (two columns of the
 * component table, or two buttons of its Actions column), with the running indicator, or a
 * warning that says why the row's last search failed.
 */
import type { Material } from '@partproof/shared';
import { ActionIcon, Group, Loader, ThemeIcon, Tooltip } from '@mantine/core';
import { IconAlertTriangle, IconDatabaseSearch, IconWorldSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { keepFocusRef } from '@/lib/keep-focus';
import type { SearchState } from '../utils/live-events';

interface SearchCellProps {
  material: Material;
  search: SearchState;
  onSearch: (material: Material, webScraping: boolean) => void;
}

export function SearchDatabaseCell({ material, search, onSearch }: SearchCellProps) {
  const component = material.componentName;
  const { t } = useTranslation();
  return (
    <Group gap={6} wrap="nowrap">
      <Tooltip label={t('Search database')}>
        <ActionIcon
          // Disabled while the search runs: the focus comes back to it when it ends.
          ref={keepFocusRef}
          variant="light"
          aria-label={t('Search database {{component}}', { component })}
          disabled={search.running}
          onClick={() => onSearch(material, false)}
        >
          <IconDatabaseSearch size={16} />
        </ActionIcon>
      </Tooltip>
      {search.running && (
        <Loader size="xs" aria-label={t('Searching {{component}}', { component })} />
      )}
      {/* Why the search failed is the server's record of the run, shown as it is. */}
      {search.error !== null && (
        <Tooltip label={search.error} multiline w={280} withArrow>
          <ThemeIcon
            color="red"
            variant="light"
            size="sm"
            role="img"
            aria-label={t('The last search of {{component}} failed: {{error}}', {
              component,
              error: search.error,
            })}
            tabIndex={0}
          >
            <IconAlertTriangle size={14} />
          </ThemeIcon>
        </Tooltip>
      )}
    </Group>
  );
}

export function ScrapeCertificateCell({ material, search, onSearch }: SearchCellProps) {
  const { t } = useTranslation();
  return (
    <Tooltip label={t('Scrape certificate')}>
      <ActionIcon
        ref={keepFocusRef}
        variant="light"
        aria-label={t('Scrape certificate {{component}}', { component: material.componentName })}
        disabled={search.running}
        onClick={() => onSearch(material, true)}
      >
        <IconWorldSearch size={16} />
      </ActionIcon>
    </Tooltip>
  );
}
