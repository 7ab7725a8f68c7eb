/**
 * The notice to the staff member who sent a request when the supplier uploads through its
 * link (DESIGN.md §9.7): which manufacturer, which files, for which part numbers, and where
 * to review them — the product the request was made for, else the Documents screen. One
 * digest per link per hour lists every file since the last (jobs/supplier-upload-digest.ts).
 */
import type { Config } from '../../config.js';
import type { OutgoingMail } from '../mails/mails.service.js';
import type { RequestRow } from './supply-link.queries.js';

export function supplierUploadMail(
  config: Config,
  to: { email: string; firstName: string },
  request: RequestRow,
  manufacturer: string,
  files: string[],
): OutgoingMail {
  const link =
    request.productId === null
      ? `${config.publicUrl}/documents`
      : `${config.publicUrl}/products/${request.productId}`;
  const text = [
    `Hello ${to.firstName},`,
    '',
    `${manufacturer} uploaded ${files.length === 1 ? 'a document' : `${files.length} documents`} through the link of your request "${request.subject}":`,
    ...files.map((file) => `- ${file}`),
    '',
    `Part numbers of the request: ${request.mpns.join(', ') || '(none listed)'}`,
    '',
    'Each file is stored as a declaration in review. It covers the part numbers of the request that the document itself names (all of them when it says all products); one that names none covers nothing until you fill in its part numbers in the review.',
    `Review: ${link}`,
  ].join('\n');
  return {
    kind: 'supplier-upload',
    to: to.email,
    subject: `${manufacturer} uploaded declarations for your request`,
    text,
  };
}
