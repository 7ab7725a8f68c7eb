/** The freemium trial terms (spec §1): trial scope, support hours and severity targets. */
import { List, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { msg } from '@/i18n/i18n';

const SEVERITIES = [
  { level: msg('Critical'), target: msg('Work starts immediately; resolved within 12 hours') },
  { level: msg('High'), target: msg('Resolved within 3 days') },
  { level: msg('Medium'), target: msg('Resolved within 12 days') },
  { level: msg('Low'), target: msg('No commitment') },
] as const;

export function TermsText() {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <Title order={4}>{t('Free trial')}</Title>
      <List size="sm" spacing={4}>
        <List.Item>{t('The free trial lasts one month.')}</List.Item>
        <List.Item>
          {t('During the trial each user may register three to five components.')}
        </List.Item>
      </List>
      <Title order={4}>{t('Support')}</Title>
      <Text size="sm">{t('Support is available Monday to Friday, 09:00-18:00 CET.')}</Text>
      <Table withTableBorder verticalSpacing={6} fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('Severity')}</Table.Th>
            <Table.Th>{t('Target')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {SEVERITIES.map((row) => (
            <Table.Tr key={row.level}>
              <Table.Td>{t(row.level)}</Table.Td>
              <Table.Td>{t(row.target)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Text size="sm" c="dimmed">
        {t('By pressing Accept you agree to these terms. They are shown only once.')}
      </Text>
    </Stack>
  );
}
