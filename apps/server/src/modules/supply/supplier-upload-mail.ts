/**
 * The notice to the staff member who sent a request when the supplier uploads through its
 * link (DESIGN.md §9.7): which manufacturer, which files, for which part numbers, and where
 * to review them — the product the request was made for, else the Documents screen. One
 * digest per link per hour lists every file since the last (jobs/supplier-upload-digest.ts).
 */
import type { Config } from '../../config.js';
import type { OutgoingMail } from '../mails/mails.service.js';
import { mailLanguage, mailText } from '../mails/mail-text.js';
import type { RequestRow } from './supply-link.queries.js';

export function supplierUploadMail(
  config: Config,
  to: { email: string; firstName: string; language: string | null },
  request: RequestRow,
  manufacturer: string,
  files: string[],
): OutgoingMail {
  const t = mailText(mailLanguage(to.language));
  const link =
    request.productId === null
      ? `${config.publicUrl}/documents`
      : `${config.publicUrl}/products/${request.productId}`;
  const values = { manufacturer, subject: request.subject, count: files.length };
  const text = [
    t('Hello {name},', { name: to.firstName }),
    '',
    files.length === 1
      ? t(
          '{manufacturer} uploaded a document through the link of your request "{subject}":',
          values,
        )
      : t(
          '{manufacturer} uploaded {count} documents through the link of your request "{subject}":',
          values,
        ),
    ...files.map((file) => `- ${file}`),
    '',
    t('Part numbers of the request: {mpns}', {
      mpns: request.mpns.join(', ') || t('(none listed)'),
    }),
    '',
    t(
      'Each file is stored as a declaration in review. It covers the part numbers of the request that the document itself names (all of them when it says all products); one that names none covers nothing until you fill in its part numbers in the review.',
    ),
    t('Review: {url}', { url: link }),
  ].join('\n');
  return {
    kind: 'supplier-upload',
    to: to.email,
    subject: t('{manufacturer} uploaded declarations for your request', values),
    text,
  };
}
