/** /outbox: every mail the application sends (admins; DESIGN.md §5.11). */
import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Outbox } from '@/features/mails/components/outbox';

export function OutboxRoute() {
  const { t } = useTranslation();
  return (
    <Stack>
      <Title order={2}>{t('Outbox')}</Title>
      <Text size="sm" c="dimmed">
        {t('Every mail the application sends, with its delivery state.')}
      </Text>
      <Outbox />
    </Stack>
  );
}
