/**
 * The admin's per-row Search database and Scrape certificate cells, with the running
 * indicator, or a warning that says why the row's last search failed.
 */
import type { Material } from '@partproof/shared';
import { ActionIcon, Group, Loader, Table, ThemeIcon, Tooltip } from '@mantine/core';
import { IconAlertTriangle, IconDatabaseSearch, IconWorldSearch } from '@tabler/icons-react';
import type { SearchState } from '../utils/live-events';

interface SearchCellsProps {
  material: Material;
  search: SearchState;
  onSearch: (material: Material, webScraping: boolean) => void;
}

export function SearchCells({ material, search, onSearch }: SearchCellsProps) {
  const name = material.componentName;
  return (
    <>
      <Table.Td>
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
      </Table.Td>
      <Table.Td>
        <Tooltip label="Scrape certificate">
          <ActionIcon
            variant="light"
            aria-label={`Scrape certificate ${name}`}
            disabled={search.running}
            onClick={() => onSearch(material, true)}
          >
            <IconWorldSearch size={16} />
          </ActionIcon>
        </Tooltip>
      </Table.Td>
    </>
  );
}
