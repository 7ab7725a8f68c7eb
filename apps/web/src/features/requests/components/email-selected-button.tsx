/**
 * 'Email manufacturer' for the selected components: one letter asks one manufacturer about
 * all of them; a selection of several manufacturers is refused with a message naming them.
 */
import type { Material } from '@partproof/shared';
import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconMail } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { manufacturerOfSelection, selectionProblem } from '../utils/selection';
import type { ComposeTarget } from './compose-dialog';

interface EmailSelectedButtonProps {
  selected: Material[];
  onCompose: (target: ComposeTarget) => void;
}

export function EmailSelectedButton({ selected, onCompose }: EmailSelectedButtonProps) {
  const { t } = useTranslation();
  const click = () => {
    const selection = manufacturerOfSelection(selected);
    if (selection.kind === 'one') {
      onCompose({ manufacturer: selection.manufacturer, materials: selection.materials });
      return;
    }
    notifications.show({ color: 'yellow', message: selectionProblem(selection, t) });
  };
  return (
    <Button
      variant="default"
      leftSection={<IconMail size={16} />}
      disabled={selected.length === 0}
      onClick={click}
    >
      {t('Email manufacturer')}
    </Button>
  );
}
