/** The certificate list status bar (spec §2): a segment and a count per material status. */
import type { Material } from '@partproof/shared';
import { Group, Progress, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { countMaterialStatuses, percent, type StatusCounts } from '../../utils/status-counts';

const SEGMENTS: { key: keyof Omit<StatusCounts, 'total'>; label: string; color: string }[] = [
  { key: 'approved', label: 'Approved', color: 'green' },
  { key: 'waitingForReply', label: 'Waiting for reply', color: 'yellow' },
  { key: 'inReview', label: 'In Review', color: 'blue' },
  { key: 'notApproved', label: 'Not Approved', color: 'red' },
];

export function CertificateProgress({ materials }: { materials: readonly Material[] }) {
  const counts = useMemo(() => countMaterialStatuses(materials), [materials]);
  return (
    <Stack gap="xs">
      <Text fw={600}>Certificate list status</Text>
      <Progress.Root size="lg" aria-label="Certificate list status">
        {SEGMENTS.map(({ key, label, color }) => (
          <Progress.Section
            key={key}
            value={percent(counts[key], counts.total)}
            color={color}
            aria-label={`${label}: ${counts[key]}`}
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
              {label}: <b>{counts[key]}</b>
            </Text>
          </Group>
        ))}
      </Group>
    </Stack>
  );
}
