/** A mail's delivery status as a coloured badge, in the reader's language. */
import type { MailStatus } from '@partproof/shared';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { msg } from '@/i18n/i18n';

const COLORS: Record<MailStatus, string> = {
  queued: 'blue',
  held: 'yellow',
  sent: 'green',
  failed: 'red',
};

const LABELS: Record<MailStatus, string> = {
  queued: msg('queued'),
  held: msg('held'),
  sent: msg('sent'),
  failed: msg('failed'),
};

export function MailStatusBadge({ status }: { status: MailStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLORS[status]} variant="light">
      {t(LABELS[status])}
    </Badge>
  );
}
