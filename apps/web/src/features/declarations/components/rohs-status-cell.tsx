/**
 * The component table's RoHS status cell (DESIGN.md §9.4): the status badge with its whole
 * label and the number of declarations covering the part; the reason is its tooltip and, for
 * screen readers, the button's description. A click opens the RoHS certificate dialog.
 * Renders nothing for users without the RoHS flag.
 */
import type { Material } from '@partproof/shared';
import { Badge, Group, Tooltip, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useId } from 'react';
import { rohsStatusView } from '../utils/rohs-status';

interface RohsStatusCellProps {
  material: Material;
  onOpen: (material: Material) => void;
}

export function RohsStatusCell({ material, onOpen }: RohsStatusCellProps) {
  const reasonId = useId();
  const view = rohsStatusView(material);
  if (!view) return null;
  const name = material.componentName;
  return (
    <>
      <Tooltip label={view.reason ?? view.label} multiline w={280} withArrow>
        <UnstyledButton
          aria-label={`RoHS certificates ${name}: ${view.label}, ${view.count} declarations`}
          aria-describedby={view.reason ? reasonId : undefined}
          onClick={() => onOpen(material)}
        >
          <Group gap={6} wrap="nowrap">
            <Badge color={view.color} variant="light" tt="none">
              {view.label}
            </Badge>
            {/* Read "Pending 0", not "Pending0": the shown words are then within the name. */}{' '}
            <Badge color="gray" variant="outline" circle title="Declarations covering the part">
              {view.count}
            </Badge>
          </Group>
        </UnstyledButton>
      </Tooltip>
      {/* The tooltip shows on hover and focus only; the description is always there. */}
      {view.reason && <VisuallyHidden id={reasonId}>{view.reason}</VisuallyHidden>}
    </>
  );
}
