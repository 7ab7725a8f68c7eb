/** One mail as its recipient would read it (plain text). */
import type { Mail } from '@partproof/shared';
import { Code, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format';
import { MailStatusBadge } from './mail-status-badge';

function Field({ label, value }: { label: string; value: string }) {
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <Text size="sm" c="dimmed" w={90}>
        {label}
      </Text>
      <Text size="sm" style={{ wordBreak: 'break-all' }}>
        {value}
      </Text>
    </Group>
  );
}

export function MailView({ mail }: { mail: Mail }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <Field label={t('To')} value={mail.to} />
      {mail.cc && <Field label={t('Cc')} value={mail.cc} />}
      <Field label={t('Kind')} value={mail.kind} />
      <Field label={t('Created')} value={formatDateTime(mail.createdAt)} />
      {mail.sentAt && <Field label={t('Sent')} value={formatDateTime(mail.sentAt)} />}
      <Group gap="xs">
        <Text size="sm" c="dimmed" w={90}>
          {t('Status')}
        </Text>
        <MailStatusBadge status={mail.status} />
      </Group>
      {mail.lastError && <Field label={t('Last error')} value={mail.lastError} />}
      <Code block style={{ whiteSpace: 'pre-wrap' }} mt="sm">
        {mail.text}
      </Code>
    </Stack>
  );
}
