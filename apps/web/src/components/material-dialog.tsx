/**
 * A dialog about one component of the table (its certificates, comments, flag, datasheet):
 * open while `material` is set, titled "<title> — <component name>". The body is built for
 * that material and starts afresh for another (keyed by its id), so no state of the last
 * component's dialog carries over.
 */
import type { Material } from '@partproof/shared';
import { Modal, type ModalProps } from '@mantine/core';
import { Fragment, type ReactNode } from 'react';

interface MaterialDialogProps {
  material: Material | null;
  title: string;
  size?: ModalProps['size'];
  onClose: () => void;
  children: (material: Material) => ReactNode;
}

export function MaterialDialog({ material, title, size, onClose, children }: MaterialDialogProps) {
  return (
    <Modal
      opened={material !== null}
      onClose={onClose}
      size={size}
      title={material ? `${title} — ${material.componentName}` : ''}
    >
      {material && <Fragment key={material.id}>{children(material)}</Fragment>}
    </Modal>
  );
}
