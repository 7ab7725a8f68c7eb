/**
 * The Material Declarations tab's table (spec §2 "/documents"): SOURCE NAME (a link to the
 * file, opened in a new tab), MANUFACTURER, TYPE, SERIES ('All', 'All with exclusions' or
 * the first series) and MPN.
 */
import type { DeclarationDocumentListSchema } from '@partproof/shared';
import { Anchor, ScrollArea, Table, Text } from '@mantine/core';
import type { z } from 'zod';

export type DeclarationDocument = z.infer<typeof DeclarationDocumentListSchema>['data'][number];

export function DeclarationDocumentsTable({ rows }: { rows: DeclarationDocument[] }) {
  return (
    <ScrollArea>
      <Table
        verticalSpacing="xs"
        striped
        highlightOnHover
        miw={800}
        aria-label="Material declarations"
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th>SOURCE NAME</Table.Th>
            <Table.Th>MANUFACTURER</Table.Th>
            <Table.Th>TYPE</Table.Th>
            <Table.Th>SERIES</Table.Th>
            <Table.Th>MPN</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td>
                {row.path ? (
                  <Anchor href={row.path} target="_blank" rel="noopener noreferrer" size="sm">
                    {row.sourceName}
                  </Anchor>
                ) : (
                  row.sourceName
                )}
              </Table.Td>
              <Table.Td>{row.manufacturer}</Table.Td>
              <Table.Td>{row.type}</Table.Td>
              <Table.Td>{row.rohs_series}</Table.Td>
              <Table.Td>
                <Text size="sm" lineClamp={2} title={row.mpn}>
                  {row.mpn}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}
