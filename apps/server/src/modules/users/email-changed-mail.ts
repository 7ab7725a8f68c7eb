/** The notice mailed to a user's old address when an admin or compliance user changes it. */
import type { OutgoingMail } from '../mails/mails.service.js';
import type { UserRow } from './users.queries.js';

export function emailChangedMail(user: UserRow, newEmail: string): OutgoingMail {
  const text = [
    `Hello ${user.firstName},`,
    '',
    `Your PartProof sign-in email was changed to ${newEmail}.`,
    'From now on you sign in with the new address; your sessions with the old one have ended.',
    '',
    'If this was not you, contact your administrator.',
  ].join('\n');
  return {
    kind: 'email-changed',
    to: user.email,
    subject: 'Your PartProof sign-in email was changed',
    text,
  };
}
