/**
 * The Manufacturer screen's request tools for the selected manufacturer (admins with the
 * RoHS flag): its contact-label dialog and its request history.
 */
import { Button } from '@mantine/core';
import { IconAddressBook, IconHistory } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RequestAccess } from '../utils/access';
import { ContactsDialog } from './contacts-dialog';
import { HistoryDialog } from './history-dialog';

interface ManufacturerRequestActionsProps {
  manufacturer: string;
  access: RequestAccess;
}

export function ManufacturerRequestActions({
  manufacturer,
  access,
}: ManufacturerRequestActionsProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<'contacts' | 'history' | null>(null);
  const close = () => setOpen(null);
  return (
    <>
      {access.readContacts && (
        <Button
          variant="light"
          leftSection={<IconAddressBook size={16} />}
          onClick={() => setOpen('contacts')}
        >
          {t('Contacts')}
        </Button>
      )}
      {access.read && (
        <Button
          variant="light"
          leftSection={<IconHistory size={16} />}
          onClick={() => setOpen('history')}
        >
          {t('Request history')}
        </Button>
      )}
      <ContactsDialog
        manufacturer={open === 'contacts' ? manufacturer : null}
        canWrite={access.writeContacts}
        onClose={close}
      />
      <HistoryDialog
        manufacturer={open === 'history' ? manufacturer : null}
        canRevoke={access.revoke}
        onClose={close}
      />
    </>
  );
}
