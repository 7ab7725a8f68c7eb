/** One mail as its recipient would read it (plain text). */
import type { Mail } from '@partproof/shared';
import { Code, Group, Stack, Text } from '@mantine/core';
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
  return (
    <Stack gap="xs">
      <Field label="To" value={mail.to} />
      {mail.cc && <Field label="Cc" value={mail.cc} />}
      <Field label="Kind" value={mail.kind} />
      <Field label="Created" value={formatDateTime(mail.createdAt)} />
      {mail.sentAt && <Field label="Sent" value={formatDateTime(mail.sentAt)} />}
      <Group gap="xs">
        <Text size="sm" c="dimmed" w={90}>
          Status
        </Text>
        <MailStatusBadge status={mail.status} />
      </Group>
      {mail.lastError && <Field label="Last error" value={mail.lastError} />}
      <Code block style={{ whiteSpace: 'pre-wrap' }} mt="sm">
        {mail.text}
      </Code>
    </Stack>
  );
}
