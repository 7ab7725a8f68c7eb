/** A mail's delivery status as a coloured badge. */
import type { MailStatus } from '@partproof/shared';
import { Badge } from '@mantine/core';

const COLORS: Record<MailStatus, string> = {
  queued: 'blue',
  held: 'yellow',
  sent: 'green',
  failed: 'red',
};

export function MailStatusBadge({ status }: { status: MailStatus }) {
  return (
    <Badge color={COLORS[status]} variant="light">
      {status}
    </Badge>
  );
}
