/**
 * A mail's HTML part as a whole document (issue 22, axe on the request letter): the builders
 * write body fragments — a reminder puts its paragraph before the stored letter — and every
 * mail leaves as one document that names its language (a screen reader in the receiver's mail
 * program reads it with the right voice) and has the subject as its title. The compose
 * dialog's preview shows the same document, so what staff check is what the supplier gets;
 * the request keeps that document, and its reminder puts a paragraph before the letter's body.
 */
import type { Language } from '@partproof/shared';
import { escapeHtml } from '../../lib/escape-html.js';

const HEAD_END = '\n<body>\n';
const TAIL = '\n</body>\n</html>';

export function mailDocument(body: string, subject: string, language: Language = 'en'): string {
  // Stored before this existed, or already whole: left as it is.
  if (/^\s*<(!doctype|html)/i.test(body)) return body;
  return (
    [
      '<!DOCTYPE html>',
      `<html lang="${language}">`,
      `<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    ].join('\n') + `${HEAD_END}${body}${TAIL}`
  );
}

/** The body of a document mailDocument made (a fragment stored before it: as it is). */
export function mailBody(html: string): string {
  const start = html.indexOf(HEAD_END);
  if (start < 0 || !html.endsWith(TAIL)) return html;
  return html.slice(start + HEAD_END.length, html.length - TAIL.length);
}
