/** The admin's per-row Search database and Scrape certificate cells, with the running indicator. */
import type { Material } from '@partproof/shared';
import { ActionIcon, Group, Loader, Table, Tooltip } from '@mantine/core';
import { IconDatabaseSearch, IconWorldSearch } from '@tabler/icons-react';

interface SearchCellsProps {
  material: Material;
  searching: boolean;
  onSearch: (material: Material, webScraping: boolean) => void;
}

export function SearchCells({ material, searching, onSearch }: SearchCellsProps) {
  const name = material.componentName;
  return (
    <>
      <Table.Td>
        <Group gap={6} wrap="nowrap">
          <Tooltip label="Search database">
            <ActionIcon
              variant="light"
              aria-label={`Search database ${name}`}
              disabled={searching}
              onClick={() => onSearch(material, false)}
            >
              <IconDatabaseSearch size={16} />
            </ActionIcon>
          </Tooltip>
          {searching && <Loader size="xs" aria-label={`Searching ${name}`} />}
        </Group>
      </Table.Td>
      <Table.Td>
        <Tooltip label="Scrape certificate">
          <ActionIcon
            variant="light"
            aria-label={`Scrape certificate ${name}`}
            disabled={searching}
            onClick={() => onSearch(material, true)}
          >
            <IconWorldSearch size={16} />
          </ActionIcon>
        </Tooltip>
      </Table.Td>
    </>
  );
}
