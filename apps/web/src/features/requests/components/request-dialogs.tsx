/**
 * The component table's request dialogs, one open at a time: compose (with its preview), the
 * contact-label dialog and the request history.
 */
import type { RequestAccess } from '../utils/access';
import { ComposeDialog, type ComposeTarget } from './compose-dialog';
import { ContactsDialog } from './contacts-dialog';
import { HistoryDialog } from './history-dialog';

export type RequestDialog =
  | { kind: 'compose'; target: ComposeTarget }
  | { kind: 'contacts'; manufacturer: string }
  | { kind: 'history'; manufacturer: string };

interface RequestDialogsProps {
  dialog: RequestDialog | null;
  productId: number;
  access: RequestAccess;
  onChange: (dialog: RequestDialog | null) => void;
}

export function RequestDialogs({ dialog, productId, access, onChange }: RequestDialogsProps) {
  const close = () => onChange(null);
  return (
    <>
      {access.send && (
        <ComposeDialog
          target={dialog?.kind === 'compose' ? dialog.target : null}
          productId={productId}
          onClose={close}
        />
      )}
      {access.readContacts && (
        <ContactsDialog
          manufacturer={dialog?.kind === 'contacts' ? dialog.manufacturer : null}
          canWrite={access.writeContacts}
          onClose={close}
        />
      )}
      {access.read && (
        <HistoryDialog
          manufacturer={dialog?.kind === 'history' ? dialog.manufacturer : null}
          productId={productId}
          canRevoke={access.revoke}
          onClose={close}
        />
      )}
    </>
  );
}
