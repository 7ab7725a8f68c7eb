/**
 * Add-from-existing dialog (admin, spec §2): search the certificate database by model and
 * attach one record to the component. The search list is the cdocs feature's picker,
 * handed in by the product page.
 */
import type { Material } from '@partproof/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MaterialDialog } from '@/components/material-dialog';
import { notifySuccess } from '@/lib/notify';
import { useAddExisting } from '../api/add-existing';

/** What the certificate picker gets from the dialog. */
export interface CdocPickerSlotProps {
  initialSearch: string;
  addingId: number | null;
  onAdd: (cdocId: number) => void;
}

export type CdocPickerSlot = (props: CdocPickerSlotProps) => ReactNode;

interface AddExistingDialogProps {
  material: Material | null;
  picker: CdocPickerSlot;
  onClose: () => void;
}

export function AddExistingDialog({ material, picker, onClose }: AddExistingDialogProps) {
  const { t } = useTranslation();
  return (
    <MaterialDialog
      material={material}
      title={t('Add from existing')}
      size="70rem"
      onClose={onClose}
    >
      {(material) => <AddExistingBody material={material} picker={picker} onDone={onClose} />}
    </MaterialDialog>
  );
}

interface AddExistingBodyProps {
  material: Material;
  picker: CdocPickerSlot;
  onDone: () => void;
}

function AddExistingBody({ material, picker, onDone }: AddExistingBodyProps) {
  const add = useAddExisting();
  const attach = (cdocId: number) =>
    add.mutate(
      { materialId: material.id, productId: material.productId, cdocId },
      {
        onSuccess: ({ message }) => {
          notifySuccess(message);
          onDone();
        },
      },
    );
  return picker({
    initialSearch: material.componentName,
    addingId: add.isPending ? add.variables.cdocId : null,
    onAdd: attach,
  });
}
