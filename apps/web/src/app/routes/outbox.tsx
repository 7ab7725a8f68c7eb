import { Stack, Text, Title } from '@mantine/core';
import { Outbox } from '@/features/mails/components/outbox';

export function OutboxRoute() {
  return (
    <Stack>
      <Title order={2}>Outbox</Title>
      <Text size="sm" c="dimmed">
        Every mail the application sends, with its delivery state.
      </Text>
      <Outbox />
    </Stack>
  );
}
