/** The outbox table: one row per mail; a row click or View opens it. */
import type { Mail } from '@partproof/shared';
import { Button, ScrollArea, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format';
import { MailStatusBadge } from './mail-status-badge';

interface MailsTableProps {
  mails: Mail[];
  onOpen: (mail: Mail) => void;
}

export function MailsTable({ mails, onOpen }: MailsTableProps) {
  const { t } = useTranslation();
  return (
    <ScrollArea>
      <Table highlightOnHover verticalSpacing="sm" miw={900}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('Created')}</Table.Th>
            <Table.Th>{t('Kind')}</Table.Th>
            <Table.Th>{t('To')}</Table.Th>
            <Table.Th>{t('Subject')}</Table.Th>
            <Table.Th>{t('Status')}</Table.Th>
            <Table.Th>{t('Attempts')}</Table.Th>
            <Table.Th>{t('Last error')}</Table.Th>
            <Table.Th>{t('Text')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {mails.map((mail) => (
            <Table.Tr key={mail.id} style={{ cursor: 'pointer' }} onClick={() => onOpen(mail)}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(mail.createdAt)}</Table.Td>
              <Table.Td>{mail.kind}</Table.Td>
              <Table.Td>{mail.to}</Table.Td>
              <Table.Td>{mail.subject}</Table.Td>
              <Table.Td>
                <MailStatusBadge status={mail.status} />
              </Table.Td>
              <Table.Td>{mail.attempts}</Table.Td>
              <Table.Td>
                <Text size="sm" c="red" lineClamp={2}>
                  {mail.lastError ?? ''}
                </Text>
              </Table.Td>
              <Table.Td>
                <Button
                  size="xs"
                  variant="light"
                  onClick={(event) => {
                    event.stopPropagation();
                    onOpen(mail);
                  }}
                >
                  {t('View')}
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}
