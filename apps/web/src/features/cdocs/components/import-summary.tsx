/** What a certificate import did: counts, then the refused rows with their row numbers. */
import type { CdocImportResult } from '@partproof/shared';
import { Alert, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

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
  const { t } = useTranslation();
  return (
    <Stack gap="sm" aria-label={t('Import summary')}>
      <Group>
        <Count label={t('Imported')} value={result.imported} />
        <Count label={t('Updated')} value={result.updated} />
        <Count label={t('Skipped')} value={result.skipped} />
      </Group>
      {result.errors.length === 0 ? (
        <Alert color="green">{t('Every row was read.')}</Alert>
      ) : (
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t('{{number}} rows were refused', { number: result.errors.length })}
          </Text>
          <Table.ScrollContainer minWidth={300} mah={260}>
            <Table withTableBorder striped fz="sm" aria-label={t('Rows refused')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('Row')}</Table.Th>
                  <Table.Th>{t('Message')}</Table.Th>
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
