/**
 * The component table's flag dialogs, one open at a time: flag a component, and resolve its
 * flag (admins).
 */
import type { Material } from '@partproof/shared';
import type { FlagAccess } from '../utils/access';
import { FlagDialog } from './flag-dialog';
import { ResolveFlagDialog } from './resolve-flag-dialog';

export type FlagDialogState =
  { kind: 'flag'; material: Material } | { kind: 'resolve'; material: Material };

interface FlagDialogsProps {
  dialog: FlagDialogState | null;
  access: FlagAccess;
  onChange: (dialog: FlagDialogState | null) => void;
}

export function FlagDialogs({ dialog, access, onChange }: FlagDialogsProps) {
  const close = () => onChange(null);
  const of = (kind: FlagDialogState['kind']) => (dialog?.kind === kind ? dialog.material : null);
  return (
    <>
      {access.flag && <FlagDialog material={of('flag')} onClose={close} />}
      {access.resolve && <ResolveFlagDialog material={of('resolve')} onClose={close} />}
    </>
  );
}
