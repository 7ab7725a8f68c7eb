/** A titled yes/no dialog for destructive or status-changing actions. */
import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface ConfirmDialogProps {
  title: string;
  text: string;
  opened: boolean;
  loading?: boolean;
  cancelLabel?: string;
  confirmLabel?: string;
  confirmColor?: string;
  onCancel: () => void;
  onConfirm: () => void;
}

export function ConfirmDialog(props: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={props.opened} onClose={props.onCancel} title={props.title} centered>
      <Text size="sm">{props.text}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={props.onCancel} disabled={props.loading}>
          {props.cancelLabel ?? t('Cancel')}
        </Button>
        <Button
          color={props.confirmColor ?? 'blue'}
          loading={props.loading}
          onClick={props.onConfirm}
        >
          {props.confirmLabel ?? t('Confirm')}
        </Button>
      </Group>
    </Modal>
  );
}
