/**
 * The component table's certificate dialogs, one open at a time: 'Add from existing' and
 * 'Add new certificate' open from the Certification records dialog and lead back to it.
 * The product page decides who reviews (`canReview`) and hands in the cdoc picker.
 */
import type { Material } from '@partproof/shared';
import { AddExistingDialog, type CdocPickerSlot } from './add-existing-dialog';
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
  /** Remove records, see candidates, add certificates; without it the records are read only. */
  canReview: boolean;
  cdocPicker: CdocPickerSlot;
  onChange: (dialog: CertificateDialog | null) => void;
}

export function CertificateDialogs(props: CertificateDialogsProps) {
  const { dialog, canReview, onChange } = props;
  const open = (kind: CertificateDialogKind) => (dialog?.kind === kind ? dialog.material : null);
  const close = () => onChange(null);
  const backToRecords = () =>
    onChange(dialog ? { kind: 'records', material: dialog.material } : null);
  return (
    <>
      <CertificationRecordsDialog
        material={open('records')}
        canEdit={canReview}
        onClose={close}
        onAddExisting={(material) => onChange({ kind: 'existing', material })}
        onAddNew={(material) => onChange({ kind: 'manual', material })}
      />
      {canReview && (
        <>
          <TempCertificatesDialog material={open('temp')} onClose={close} />
          <AddExistingDialog
            material={open('existing')}
            picker={props.cdocPicker}
            onClose={backToRecords}
          />
          <ManualCertificateDialog material={open('manual')} onClose={backToRecords} />
        </>
      )}
    </>
  );
}
