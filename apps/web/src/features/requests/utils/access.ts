/**
 * Who may do what with requests (DESIGN.md §9.7), read from the capability table: requests
 * and contacts are for admins with the RoHS flag.
 */
import { can, type PermissionActor } from '@partproof/shared';

export interface RequestAccess {
  /** Compose, preview, send and 'Activate RoHS DoC collection'. */
  send: boolean;
  /** The history dialog and the latest request in the certificate contact column. */
  read: boolean;
  revoke: boolean;
  readContacts: boolean;
  writeContacts: boolean;
}

export function requestAccess(user: PermissionActor): RequestAccess {
  return {
    send: can(user, 'request.send'),
    read: can(user, 'request.read'),
    revoke: can(user, 'request.revoke'),
    readContacts: can(user, 'contact.read'),
    writeContacts: can(user, 'contact.write'),
  };
}
