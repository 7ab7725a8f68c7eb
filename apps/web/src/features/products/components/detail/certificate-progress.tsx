/** The certificate list status bar (spec §2): a segment and a count per material status. */
import type { Material } from '@partproof/shared';
import { Group, Progress, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { msg } from '@/i18n/i18n';
import { countMaterialStatuses, percent, type StatusCounts } from '../../utils/status-counts';

const SEGMENTS: { key: keyof Omit<StatusCounts, 'total'>; label: string; color: string }[] = [
  { key: 'approved', label: msg('Approved'), color: 'green' },
  { key: 'waitingForReply', label: msg('Waiting for reply'), color: 'yellow' },
  { key: 'inReview', label: msg('In Review'), color: 'blue' },
  { key: 'notApproved', label: msg('Not Approved'), color: 'red' },
];

export function CertificateProgress({ materials }: { materials: readonly Material[] }) {
  const { t } = useTranslation();
  const counts = useMemo(() => countMaterialStatuses(materials), [materials]);
  return (
    <Stack gap="xs">
      <Text fw={600}>{t('Certificate list status')}</Text>
      <Progress.Root size="lg" aria-label={t('Certificate list status')}>
        {SEGMENTS.map(({ key, label, color }) => (
          <Progress.Section
            key={key}
            value={percent(counts[key], counts.total)}
            color={color}
            aria-label={`${t(label)}: ${counts[key]}`}
          />
        ))}
      </Progress.Root>
      <Group gap="lg">
        {SEGMENTS.map(({ key, label, color }) => (
          <Group key={key} gap={6}>
            <Text c={color} fw={700} aria-hidden>
              ●
            </Text>
            <Text size="sm">
              {t(label)}: <b>{counts[key]}</b>
            </Text>
          </Group>
        ))}
      </Group>
    </Stack>
  );
}
