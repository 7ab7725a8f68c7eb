/**
 * Exactly what a request mail will be: to, cc, subject and the letter. The letter's HTML is
 * escaped by the server; it is still shown in a sandboxed frame (no scripts, no same-origin
 * access, no navigation), so nothing in it can touch the app.
 */
import type { MailPreview as Preview } from '@partproof/shared';
import { Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function MailPreview({ preview }: { preview: Preview }) {
  const { t } = useTranslation();
  const line = (label: string, value: string) => (
    <Table.Tr>
      <Table.Th w={90}>{label}</Table.Th>
      <Table.Td style={{ wordBreak: 'break-word' }}>{value}</Table.Td>
    </Table.Tr>
  );
  return (
    <Stack gap="sm">
      <Table aria-label={t('Mail headers')} withRowBorders={false} verticalSpacing={4}>
        <Table.Tbody>
          {line(t('To'), preview.to)}
          {line(t('Cc'), preview.cc.length > 0 ? preview.cc.join(', ') : '—')}
          {line(t('Subject'), preview.subject)}
        </Table.Tbody>
      </Table>
      <iframe
        title={t('Letter')}
        sandbox=""
        srcDoc={preview.html}
        style={{
          width: '100%',
          height: 360,
          border: '1px solid var(--mantine-color-gray-3)',
          borderRadius: 'var(--mantine-radius-sm)',
          background: 'white',
        }}
      />
      <Text size="xs" c="dimmed">
        {t('The supplier link in the letter is made when the mail is sent.')}
      </Text>
    </Stack>
  );
}
