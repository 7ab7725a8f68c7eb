/**
 * The fixed request letter (spec §9 "a fixed template letter requesting component
 * documentation"; DESIGN.md §9.7): what a manufacturer receives, in text and HTML. It names
 * the provider and the staff member who asks, never the customer whose product it is for —
 * the inputs below carry nothing about the customer, so the letter cannot name it. The
 * upload link stands as SUPPLY_LINK_PLACEHOLDER; delivery puts the sealed link in.
 */
import { REQUEST_LIMITS } from '@partproof/shared';
import { escapeHtml } from '../../lib/escape-html.js';
import { SUPPLY_LINK_PLACEHOLDER } from './supply-link.js';

export interface LetterInput {
  /** The part numbers asked about, one per line in the letter. */
  partNumbers: string[];
  /** The staff member's note, plain text; empty for none. */
  customerText: string;
  sender: { firstName: string; lastName: string };
  providerName: string;
}

export interface Letter {
  text: string;
  html: string;
}

const GREETING = 'Dear Sir or Madam,';
const ASK =
  'for our product compliance records we kindly ask you for the RoHS and REACH declarations ' +
  'of the following part numbers:';
const REGULATIONS = [
  'RoHS: Directive 2011/65/EU as amended by Commission Delegated Directive (EU) 2015/863, ' +
    'including any exemptions the parts rely on;',
  'REACH: Regulation (EC) No 1907/2006, with the SVHC candidate list version the declaration refers to.',
];
const UPLOAD = 'Please upload the declarations (PDF, image or IPC-1752A XML) through this link:';
const VALIDITY = `The link is valid for ${REQUEST_LIMITS.linkDays} days; no account is needed.`;
const THANKS = 'Thank you in advance.';
const CLOSING = 'Kind regards,';

const senderName = (s: LetterInput['sender']) => `${s.firstName} ${s.lastName}`.trim();

export function requestLetter(input: LetterInput): Letter {
  const note = input.customerText.trim();
  const name = senderName(input.sender);
  const text = [
    GREETING,
    '',
    ASK,
    '',
    ...input.partNumbers,
    '',
    'The declarations should state conformity with:',
    ...REGULATIONS.map((r) => `- ${r}`),
    ...(note ? ['', note] : []),
    '',
    UPLOAD,
    SUPPLY_LINK_PLACEHOLDER,
    VALIDITY,
    '',
    THANKS,
    '',
    CLOSING,
    name,
    input.providerName,
    '',
  ].join('\n');
  const paragraph = (lines: string[]) => `<p>${lines.map(escapeHtml).join('<br>')}</p>`;
  const html = [
    paragraph([GREETING]),
    paragraph([ASK]),
    paragraph(input.partNumbers),
    paragraph(['The declarations should state conformity with:']),
    `<ul>${REGULATIONS.map((r) => `<li>${escapeHtml(r)}</li>`).join('')}</ul>`,
    ...(note ? [paragraph(note.split(/\r?\n/))] : []),
    `<p>${escapeHtml(UPLOAD)}<br><a href="${SUPPLY_LINK_PLACEHOLDER}">${SUPPLY_LINK_PLACEHOLDER}</a><br>${escapeHtml(VALIDITY)}</p>`,
    paragraph([THANKS]),
    paragraph([CLOSING, name, input.providerName]),
  ].join('\n');
  return { text, html };
}

/** A note given as HTML (the Activate dialog's editor), as the plain text the letter carries. */
export function plainNote(html: string): string {
  return html
    .replace(/<\s*br\s*\/?>/gi, '\n')
    .replace(/<\/\s*(p|div|li|h[1-6])\s*>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replaceAll('&nbsp;', ' ')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&amp;', '&')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
