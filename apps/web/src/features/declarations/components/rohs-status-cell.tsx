/**
 * The component table's RoHS status cell (DESIGN.md §9.4): the status badge with its whole
 * label and the number of declarations covering the part; the reason is its tooltip and, for
 * screen readers, the button's description. A click opens the RoHS certificate dialog.
 * Renders nothing for users without the RoHS flag. The status label is the shared table's
 * English, drawn in the reader's language; the reason is the server's derived text, as it is.
 */
import type { Material } from '@partproof/shared';
import { Badge, Group, Tooltip, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { rohsStatusView } from '../utils/rohs-status';

interface RohsStatusCellProps {
  material: Material;
  onOpen: (material: Material) => void;
}

export function RohsStatusCell({ material, onOpen }: RohsStatusCellProps) {
  const reasonId = useId();
  const { t } = useTranslation();
  const view = rohsStatusView(material);
  if (!view) return null;
  const status = t(view.label);
  return (
    <>
      <Tooltip label={view.reason ?? status} multiline w={280} withArrow>
        <UnstyledButton
          aria-label={t('RoHS certificates {{component}}: {{status}}, {{count}} declarations', {
            component: material.componentName,
            status,
            count: view.count,
          })}
          aria-describedby={view.reason ? reasonId : undefined}
          onClick={() => onOpen(material)}
        >
          <Group gap={6} wrap="nowrap">
            <Badge color={view.color} variant="light" tt="none">
              {status}
            </Badge>
            {/* Read "Pending 0", not "Pending0": the shown words are then within the name. */}{' '}
            <Badge
              color="gray"
              variant="outline"
              circle
              title={t('Declarations covering the part')}
            >
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
