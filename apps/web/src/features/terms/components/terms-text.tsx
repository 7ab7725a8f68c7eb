/** The freemium trial terms (spec §1): trial scope, support hours and severity targets. */
import { List, Stack, Table, Text, Title } from '@mantine/core';

const SEVERITIES = [
  { level: 'Critical', target: 'Work starts immediately; resolved within 12 hours' },
  { level: 'High', target: 'Resolved within 3 days' },
  { level: 'Medium', target: 'Resolved within 12 days' },
  { level: 'Low', target: 'No commitment' },
] as const;

export function TermsText() {
  return (
    <Stack gap="sm">
      <Title order={4}>Free trial</Title>
      <List size="sm" spacing={4}>
        <List.Item>The free trial lasts one month.</List.Item>
        <List.Item>During the trial each user may register three to five components.</List.Item>
      </List>
      <Title order={4}>Support</Title>
      <Text size="sm">Support is available Monday to Friday, 09:00-18:00 CET.</Text>
      <Table withTableBorder verticalSpacing={6} fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Severity</Table.Th>
            <Table.Th>Target</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {SEVERITIES.map((row) => (
            <Table.Tr key={row.level}>
              <Table.Td>{row.level}</Table.Td>
              <Table.Td>{row.target}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Text size="sm" c="dimmed">
        By pressing Accept you agree to these terms. They are shown only once.
      </Text>
    </Stack>
  );
}
