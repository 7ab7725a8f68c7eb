/**
 * The mails of an unanswered request (DESIGN.md §9.7 Reminders): the reminder to the
 * supplier (the letter again, with the same link) and the escalation to the staff member
 * who sent it. The reminder, like the letter, names the provider and never the customer.
 */
import { REQUEST_LIMITS } from '@partproof/shared';
import { escapeHtml } from '../../lib/escape-html.js';
import type { OutgoingMail } from '../mails/mails.service.js';
import type { RequestRow } from './requests.queries.js';
import { SUPPLY_LINK_PLACEHOLDER } from './supply-link.js';

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
    html: `<p>${escapeHtml(intro)}</p>\n${request.html}`,
    secrets: { [SUPPLY_LINK_PLACEHOLDER]: link },
  };
}

export function escalationMail(
  request: RequestRow,
  manufacturer: string,
  senderEmail: string,
): OutgoingMail {
  const lines = [
    `Your request to ${manufacturer} (${request.to}) of ${day(request.createdAt)} has had no answer.`,
    request.remindedAt
      ? `The supplier was reminded on ${day(request.remindedAt)}.`
      : 'The supplier has not been reminded.',
    `Its upload link is valid until ${day(request.expiresAt)} (${REQUEST_LIMITS.linkDays} days).`,
    '',
    'Part numbers:',
    ...request.mpns,
    '',
    'Please contact the manufacturer another way, or revoke the request.',
  ];
  return {
    kind: ESCALATION_MAIL_KIND,
    to: senderEmail,
    subject: `No answer from ${manufacturer}: ${request.subject}`,
    text: `${lines.join('\n')}\n`,
    html: lines
      .join('\n')
      .split('\n\n')
      .map((block) => `<p>${block.split('\n').map(escapeHtml).join('<br>')}</p>`)
      .join('\n'),
  };
}
