/**
 * The component table's RoHS status cell (DESIGN.md §9.4): the status badge with its reason
 * (as tooltip and small text) and the number of declarations covering the part; a click
 * opens the RoHS certificate dialog. Renders nothing for users without the RoHS flag.
 */
import type { Material } from '@partproof/shared';
import { Badge, Group, Stack, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { rohsStatusView } from '../utils/rohs-status';

interface RohsStatusCellProps {
  material: Material;
  onOpen: (material: Material) => void;
}

export function RohsStatusCell({ material, onOpen }: RohsStatusCellProps) {
  const view = rohsStatusView(material);
  if (!view) return null;
  const name = material.componentName;
  return (
    <Stack gap={2} maw={220}>
      <Tooltip label={view.reason ?? view.label} multiline w={280} withArrow>
        <UnstyledButton
          aria-label={`RoHS certificates ${name}: ${view.label}, ${view.count} declarations`}
          onClick={() => onOpen(material)}
        >
          <Group gap={6} wrap="nowrap">
            <Badge color={view.color} variant="light" tt="none">
              {view.label}
            </Badge>
            <Badge color="gray" variant="outline" circle title="Declarations covering the part">
              {view.count}
            </Badge>
          </Group>
        </UnstyledButton>
      </Tooltip>
      {view.reason && (
        <Text size="xs" c="dimmed" lineClamp={2}>
          {view.reason}
        </Text>
      )}
    </Stack>
  );
}
