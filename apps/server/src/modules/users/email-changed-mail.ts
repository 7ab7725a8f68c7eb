/** The notice mailed to a user's old address when an admin or compliance user changes it. */
import type { OutgoingMail } from '../mails/mails.service.js';
import { mailLanguage, mailText } from '../mails/mail-text.js';
import type { UserRow } from './users.queries.js';

export function emailChangedMail(user: UserRow, newEmail: string): OutgoingMail {
  const t = mailText(mailLanguage(user.language));
  const text = [
    t('Hello {name},', { name: user.firstName }),
    '',
    t('Your PartProof sign-in email was changed to {email}.', { email: newEmail }),
    t('From now on you sign in with the new address; your sessions with the old one have ended.'),
    '',
    t('If this was not you, contact your administrator.'),
  ].join('\n');
  return {
    kind: 'email-changed',
    to: user.email,
    subject: t('Your PartProof sign-in email was changed'),
    text,
  };
}
