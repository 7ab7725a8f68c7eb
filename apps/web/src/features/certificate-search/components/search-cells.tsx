/**
 * The admin's per-row Search database and Scrape certificate buttons (two columns of the
 * component table, or two buttons of its Actions column), with the running indicator, or a
 * warning that says why the row's last search failed.
 */
import type { Material } from '@partproof/shared';
import { ActionIcon, Group, Loader, ThemeIcon, Tooltip } from '@mantine/core';
import { IconAlertTriangle, IconDatabaseSearch, IconWorldSearch } from '@tabler/icons-react';
import type { SearchState } from '../utils/live-events';

interface SearchCellProps {
  material: Material;
  search: SearchState;
  onSearch: (material: Material, webScraping: boolean) => void;
}

export function SearchDatabaseCell({ material, search, onSearch }: SearchCellProps) {
  const name = material.componentName;
  return (
    <Group gap={6} wrap="nowrap">
      <Tooltip label="Search database">
        <ActionIcon
          variant="light"
          aria-label={`Search database ${name}`}
          disabled={search.running}
          onClick={() => onSearch(material, false)}
        >
          <IconDatabaseSearch size={16} />
        </ActionIcon>
      </Tooltip>
      {search.running && <Loader size="xs" aria-label={`Searching ${name}`} />}
      {search.error !== null && (
        <Tooltip label={search.error} multiline w={280} withArrow>
          <ThemeIcon
            color="red"
            variant="light"
            size="sm"
            role="img"
            aria-label={`The last search of ${name} failed: ${search.error}`}
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
  return (
    <Tooltip label="Scrape certificate">
      <ActionIcon
        variant="light"
        aria-label={`Scrape certificate ${material.componentName}`}
        disabled={search.running}
        onClick={() => onSearch(material, true)}
      >
        <IconWorldSearch size={16} />
      </ActionIcon>
    </Tooltip>
  );
}
