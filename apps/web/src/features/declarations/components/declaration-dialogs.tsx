/**
 * The component table's RoHS/REACH dialogs, one open at a time: the RoHS certificate dialog
 * of a component, and from it 'Add new material declaration' (the component preselected) or
 * Edit, both leading back to it.
 */
import type { Declaration, Material } from '@partproof/shared';
import { AddDeclarationDialog } from './add-declaration-dialog';
import { EditDeclarationDialog } from './edit-declaration-dialog';
import { RohsCertificateDialog } from './rohs-certificate-dialog';

export type DeclarationDialog =
  | { kind: 'rohs'; material: Material }
  | { kind: 'add'; material: Material }
  | { kind: 'edit'; material: Material; declaration: Declaration };

interface DeclarationDialogsProps {
  dialog: DeclarationDialog | null;
  /** Review, edit, delete and add (the declaration.write capability). */
  canWrite: boolean;
  onChange: (dialog: DeclarationDialog | null) => void;
}

export function DeclarationDialogs({ dialog, canWrite, onChange }: DeclarationDialogsProps) {
  const backToList = () => onChange(dialog ? { kind: 'rohs', material: dialog.material } : null);
  return (
    <>
      <RohsCertificateDialog
        material={dialog?.kind === 'rohs' ? dialog.material : null}
        canWrite={canWrite}
        onClose={() => onChange(null)}
        onAdd={(material) => onChange({ kind: 'add', material })}
        onEdit={(material, declaration) => onChange({ kind: 'edit', material, declaration })}
      />
      {canWrite && (
        <>
          <AddDeclarationDialog
            opened={dialog?.kind === 'add'}
            material={dialog?.kind === 'add' ? dialog.material : null}
            onClose={backToList}
          />
          <EditDeclarationDialog
            declaration={dialog?.kind === 'edit' ? dialog.declaration : null}
            productId={dialog?.material.productId}
            onClose={backToList}
          />
        </>
      )}
    </>
  );
}
