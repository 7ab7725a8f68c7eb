/**
 * The component table's certificate dialogs, one open at a time: 'Add from existing' and
 * 'Add new certificate' open from the Certification records dialog and lead back to it.
 */
import type { Material } from '@partproof/shared';
import { AddExistingDialog } from './add-existing-dialog';
import { CertificationRecordsDialog } from './certification-records-dialog';
import { ManualCertificateDialog } from './manual-certificate-dialog';
import { TempCertificatesDialog } from './temp-certificates-dialog';

export type CertificateDialogKind = 'records' | 'temp' | 'existing' | 'manual';
export interface CertificateDialog {
  kind: CertificateDialogKind;
  material: Material;
}

interface CertificateDialogsProps {
  dialog: CertificateDialog | null;
  isAdmin: boolean;
  onChange: (dialog: CertificateDialog | null) => void;
}

export function CertificateDialogs({ dialog, isAdmin, onChange }: CertificateDialogsProps) {
  const open = (kind: CertificateDialogKind) => (dialog?.kind === kind ? dialog.material : null);
  const close = () => onChange(null);
  const backToRecords = () =>
    onChange(dialog ? { kind: 'records', material: dialog.material } : null);
  return (
    <>
      <CertificationRecordsDialog
        material={open('records')}
        isAdmin={isAdmin}
        onClose={close}
        onAddExisting={(material) => onChange({ kind: 'existing', material })}
        onAddNew={(material) => onChange({ kind: 'manual', material })}
      />
      {isAdmin && (
        <>
          <TempCertificatesDialog material={open('temp')} onClose={close} />
          <AddExistingDialog material={open('existing')} onClose={backToRecords} />
          <ManualCertificateDialog material={open('manual')} onClose={backToRecords} />
        </>
      )}
    </>
  );
}
