/**
 * The component table's certificate contact cell (spec §2, admin): the latest request for
 * the component's part (status, when, to whom) and its actions — Email manufacturer, the
 * manufacturer's Contacts and the request History.
 */
import type { Material } from '@partproof/shared';
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconAddressBook, IconHistory, IconMail } from '@tabler/icons-react';
import { formatDateTime } from '@/lib/format';
import { requestStatusView } from '../utils/request-status';

interface RequestCellProps {
  material: Material;
  onCompose: (material: Material) => void;
  onContacts: (manufacturer: string) => void;
  onHistory: (manufacturer: string) => void;
}

export function RequestCell({ material, onCompose, onContacts, onHistory }: RequestCellProps) {
  const name = material.componentName;
  const hasManufacturer = material.manufacturer.trim() !== '';
  const request = material.request;
  const status = request ? requestStatusView(request.status) : null;
  return (
    <Stack gap={4} miw={170}>
      {request && status && (
        <div aria-label={`Latest request ${name}`}>
          <Badge color={status.color} variant="light" tt="none">
            {status.label}
          </Badge>
          <Text size="xs" c="dimmed">
            {formatDateTime(request.sentAt)}
          </Text>
          <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
            {request.to}
          </Text>
        </div>
      )}
      <Group gap={4} wrap="nowrap">
        <Button
          size="compact-xs"
          variant="light"
          leftSection={<IconMail size={12} />}
          aria-label={`Email manufacturer ${name}`}
          disabled={!hasManufacturer}
          onClick={() => onCompose(material)}
        >
          Email
        </Button>
        <Button
          size="compact-xs"
          variant="subtle"
          leftSection={<IconAddressBook size={12} />}
          aria-label={`Contacts of ${material.manufacturer} (${name})`}
          disabled={!hasManufacturer}
          onClick={() => onContacts(material.manufacturer.trim())}
        >
          Contacts
        </Button>
        <Button
          size="compact-xs"
          variant="subtle"
          leftSection={<IconHistory size={12} />}
          aria-label={`Request history of ${material.manufacturer} (${name})`}
          disabled={!hasManufacturer}
          onClick={() => onHistory(material.manufacturer.trim())}
        >
          History
        </Button>
      </Group>
    </Stack>
  );
}
