/**
 * The staff work queue: one tile per count; a tile opens its list below (kept in the address
 * as `?queue=key`, so the list survives a reload and the back button closes it).
 */
import { STAFF_QUEUE_KEYS, type Home, type StaffQueueKey } from '@partproof/shared';
import { SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { QueueList } from './queue-list';
import { QUEUE_LABELS } from './queue-labels';
import classes from './staff-queue.module.css';

const isQueueKey = (value: string | null): value is StaffQueueKey =>
  (STAFF_QUEUE_KEYS as readonly string[]).includes(value ?? '');

export function StaffQueue({ counts }: { counts: Home['counts'] }) {
  const [search, setSearch] = useSearchParams();
  const { t } = useTranslation();
  const raw = search.get('queue');
  const open = isQueueKey(raw) ? raw : null;
  const choose = (key: StaffQueueKey) =>
    setSearch(key === open ? {} : { queue: key }, { replace: false });

  return (
    <Stack gap="sm">
      <Title order={3}>{t('What waits')}</Title>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        {STAFF_QUEUE_KEYS.map((key) => (
          <UnstyledButton
            key={key}
            className={classes.tile}
            data-open={key === open || undefined}
            aria-pressed={key === open}
            onClick={() => choose(key)}
          >
            <Text className={classes.count} aria-hidden>
              {counts[key] ?? 0}
            </Text>
            <Text size="sm">
              <span className={classes.srOnly}>{counts[key] ?? 0} </span>
              {t(QUEUE_LABELS[key])}
            </Text>
          </UnstyledButton>
        ))}
      </SimpleGrid>
      {open && <QueueList queueKey={open} />}
    </Stack>
  );
}
