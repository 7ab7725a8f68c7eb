/**
 * Reads what the real SMTP server of the worker's stack (stack.ts) received: one `<name>.eml` (raw
 * message) plus `<name>.json` (envelope) per mail in MAIL_DIR.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { e2eEnv } from './env.js';

export interface ReceivedMail {
  file: string;
  to: string[];
  subject: string;
  /** Headers and body with quoted-printable (and base64 text parts) decoded. */
  text: string;
  raw: string;
  links: string[];
}

/** Undoes quoted-printable: soft line breaks `=\r\n` and `=XX` escapes (UTF-8). */
export function decodeQuotedPrintable(input: string): string {
  const joined = input.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i += 1) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function header(headers: string, name: string): string {
  const unfolded = headers.replace(/\r?\n[ \t]+/g, ' ');
  const prefix = `${name.toLowerCase()}:`;
  const line = unfolded.split(/\r\n|\n|\r/).find((l) => l.toLowerCase().startsWith(prefix));
  return line?.slice(prefix.length).trim() ?? '';
}

/** Decodes every MIME part that declares quoted-printable or base64; other text as is. */
function decodeBody(raw: string): string {
  const parts = raw.split(/\r?\n(?=--)/);
  return parts
    .map((part) => {
      const [head = '', ...rest] = part.split(/\r?\n\r?\n/);
      const body = rest.join('\n\n');
      const encoding = header(head, 'Content-Transfer-Encoding').toLowerCase();
      if (encoding === 'quoted-printable') return `${head}\n\n${decodeQuotedPrintable(body)}`;
      if (encoding === 'base64') {
        return `${head}\n\n${Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')}`;
      }
      return part;
    })
    .join('\n');
}

function parse(dir: string, name: string): ReceivedMail | undefined {
  const emlFile = path.join(dir, `${name}.eml`);
  const envelopeFile = path.join(dir, `${name}.json`);
  if (!existsSync(emlFile) || !existsSync(envelopeFile)) return undefined;
  const raw = readFileSync(emlFile, 'utf8');
  const envelope = JSON.parse(readFileSync(envelopeFile, 'utf8')) as { to: string[] };
  const [headers = ''] = raw.split(/\r?\n\r?\n/);
  const text = decodeBody(raw);
  const links = [...new Set(text.match(/https?:\/\/[^\s"'<>]+/g) ?? [])];
  return { file: emlFile, to: envelope.to, subject: header(headers, 'Subject'), text, raw, links };
}

/** Every mail received so far for `to` (envelope recipient), oldest first. */
export function readMails(to: string): ReceivedMail[] {
  const dir = e2eEnv.mailDir;
  const wanted = to.toLowerCase();
  return readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .map((f) => parse(dir, f.slice(0, -'.eml'.length)))
    .filter((m): m is ReceivedMail => m !== undefined && m.to.includes(wanted));
}

/** Polls MAIL_DIR until a mail for `to` matches `predicate`; returns the newest match. */
export async function waitForMail(
  to: string,
  predicate: (mail: ReceivedMail) => boolean = () => true,
  timeout = 30_000,
): Promise<ReceivedMail> {
  let found: ReceivedMail | undefined;
  await expect
    .poll(
      () => {
        found = readMails(to).filter(predicate).at(-1);
        return found !== undefined;
      },
      { message: `a mail to ${to}`, timeout, intervals: [200, 500, 1000] },
    )
    .toBe(true);
  if (!found) throw new Error(`no mail to ${to}`);
  return found;
}
