/**
 * The component table's datasheet dialogs, one open at a time: the datasheet view and
 * (admins) the datasheet upload of one component.
 */
import type { Material } from '@partproof/shared';
import { DatasheetUploadDialog } from './datasheet-upload-dialog';
import { DatasheetViewDialog } from './datasheet-view-dialog';

export type DatasheetDialog =
  { kind: 'view'; material: Material } | { kind: 'upload'; material: Material };

interface DatasheetDialogsProps {
  dialog: DatasheetDialog | null;
  /** Upload and Remove (the datasheet.write capability). */
  canWrite: boolean;
  onChange: (dialog: DatasheetDialog | null) => void;
}

export function DatasheetDialogs({ dialog, canWrite, onChange }: DatasheetDialogsProps) {
  const close = () => onChange(null);
  const of = (kind: DatasheetDialog['kind']) => (dialog?.kind === kind ? dialog.material : null);
  return (
    <>
      <DatasheetViewDialog material={of('view')} onClose={close} />
      {canWrite && <DatasheetUploadDialog material={of('upload')} onClose={close} />}
    </>
  );
}
