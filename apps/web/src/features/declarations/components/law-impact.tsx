/**
 * What importing a version of the law changes (DESIGN.md §10.2), shown before it is applied:
 * each part whose RoHS status moves, from what to what, and where it is used.
 */
import { rohsStatusLabel, type LawImpact } from '@partproof/shared';
import { Alert, ScrollArea, Table, Text } from '@mantine/core';

/** Enough to judge an import; the count says how many more there are. */
const SHOWN = 50;

export function LawImpactSummary({ impact }: { impact: LawImpact }) {
  if (impact.total === 0) {
    return (
      <Alert color="gray" title={impact.dryRun ? 'No status changes' : 'Applied'}>
        No part changes its RoHS status{impact.dryRun ? ' with this version' : ''}.
      </Alert>
    );
  }
  const parts = impact.total === 1 ? '1 part changes' : `${impact.total} parts change`;
  return (
    <>
      <Alert
        color={impact.dryRun ? 'yellow' : 'teal'}
        title={impact.dryRun ? 'Preview' : 'Applied'}
      >
        {parts} RoHS status{impact.dryRun ? ' if you apply this version' : ''}.
      </Alert>
      <ScrollArea.Autosize mah={320}>
        <Table striped withTableBorder fz="sm" aria-label="Status changes">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Part</Table.Th>
              <Table.Th>Products</Table.Th>
              <Table.Th>From</Table.Th>
              <Table.Th>To</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {impact.changes.slice(0, SHOWN).map((change) => (
              <Table.Tr key={change.partId}>
                <Table.Td>#{change.partId}</Table.Td>
                <Table.Td>{change.productIds.map((id) => `#${id}`).join(', ')}</Table.Td>
                <Table.Td>
                  <Text size="sm" fw={500}>
                    {rohsStatusLabel(change.from.rohsStatus)}
                  </Text>
                  <Text size="xs">{change.from.reason}</Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" fw={500}>
                    {rohsStatusLabel(change.to.rohsStatus)}
                  </Text>
                  <Text size="xs">{change.to.reason}</Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea.Autosize>
      {impact.total > SHOWN && <Text size="sm">And {impact.total - SHOWN} more parts.</Text>}
    </>
  );
}
