/**
 * The mails of an unanswered request (DESIGN.md §9.7 Reminders): the reminder to the
 * supplier (the letter again, with the same link) and the escalation to the staff member
 * who sent it. The reminder, like the letter, names the provider and never the customer.
 */
import { REQUEST_LIMITS } from '@partproof/shared';
import { escapeHtml } from '../../lib/escape-html.js';
import type { OutgoingMail } from '../mails/mails.service.js';
import { mailLanguage, mailText } from '../mails/mail-text.js';
import type { RequestRow } from './requests.queries.js';
import { SUPPLY_LINK_PLACEHOLDER } from './supply-link.js';
import { mailBody } from '../mails/mail-document.js';

export const REMINDER_MAIL_KIND = 'request-reminder';
export const ESCALATION_MAIL_KIND = 'request-escalation';

const day = (d: Date) => d.toISOString().slice(0, 10);

export function reminderMail(request: RequestRow, link: string): OutgoingMail {
  const intro =
    `This is a friendly reminder of our request of ${day(request.createdAt)}, repeated below. ` +
    'We have not received the declarations yet.';
  return {
    kind: REMINDER_MAIL_KIND,
    to: request.to,
    ...(request.cc.length ? { cc: request.cc.join(', ') } : {}),
    subject: `Reminder: ${request.subject}`,
    text: `${intro}\n\n${request.text}`,
    html: `<p>${escapeHtml(intro)}</p>\n${mailBody(request.html)}`,
    secrets: { [SUPPLY_LINK_PLACEHOLDER]: link },
  };
}

export function escalationMail(
  request: RequestRow,
  manufacturer: string,
  sender: { email: string; language: string | null },
): OutgoingMail {
  const language = mailLanguage(sender.language);
  const t = mailText(language);
  const values = {
    manufacturer,
    to: request.to,
    sent: day(request.createdAt),
    reminded: request.remindedAt ? day(request.remindedAt) : '',
    until: day(request.expiresAt),
    days: REQUEST_LIMITS.linkDays,
  };
  const lines = [
    t('Your request to {manufacturer} ({to}) of {sent} has had no answer.', values),
    request.remindedAt
      ? t('The supplier was reminded on {reminded}.', values)
      : t('The supplier has not been reminded.'),
    t('Its upload link is valid until {until} ({days} days).', values),
    '',
    t('Part numbers:'),
    ...request.mpns,
    '',
    t('Please contact the manufacturer another way, or revoke the request.'),
  ];
  return {
    kind: ESCALATION_MAIL_KIND,
    to: sender.email,
    language,
    subject: t('No answer from {manufacturer}: {subject}', {
      manufacturer,
      subject: request.subject,
    }),
    text: `${lines.join('\n')}\n`,
    html: lines
      .join('\n')
      .split('\n\n')
      .map((block) => `<p>${block.split('\n').map(escapeHtml).join('<br>')}</p>`)
      .join('\n'),
  };
}
