/** What a certificate import did: counts, then the refused rows with their row numbers. */
import type { CdocImportResult } from '@partproof/shared';
import { Alert, Group, Paper, Stack, Table, Text } from '@mantine/core';

function Count({ label, value }: { label: string; value: number }) {
  return (
    <Paper withBorder p="xs" miw={100}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="lg">
        {value}
      </Text>
    </Paper>
  );
}

export function ImportSummary({ result }: { result: CdocImportResult }) {
  return (
    <Stack gap="sm" aria-label="Import summary">
      <Group>
        <Count label="Imported" value={result.imported} />
        <Count label="Updated" value={result.updated} />
        <Count label="Skipped" value={result.skipped} />
      </Group>
      {result.errors.length === 0 ? (
        <Alert color="green">Every row was read.</Alert>
      ) : (
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {result.errors.length} rows were refused
          </Text>
          <Table.ScrollContainer minWidth={300} mah={260}>
            <Table withTableBorder striped fz="sm" aria-label="Rows refused">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Row</Table.Th>
                  <Table.Th>Message</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {result.errors.map((error, index) => (
                  <Table.Tr key={`${error.row}-${index}`}>
                    <Table.Td>{error.row}</Table.Td>
                    <Table.Td>{error.message}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Stack>
      )}
    </Stack>
  );
}
