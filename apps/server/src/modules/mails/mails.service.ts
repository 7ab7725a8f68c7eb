/** The outbox: a mail is a row first, then a send-mail job delivers it (DESIGN.md §5.8). */
import { count, desc, eq } from 'drizzle-orm';
import type { Language, Mail } from '@partproof/shared';
import type { Ctx } from '../../context.js';
import type { Db } from '../../db/client.js';
import { mails } from '../../db/schema/index.js';
import { escapeHtml } from '../../lib/escape-html.js';
import { mailDocument } from './mail-document.js';
import { seal, unseal } from '../../lib/seal.js';
import type { Actor } from '../../plugins/auth.js';
import { QUEUES } from '../../plugins/jobs.js';

export interface OutgoingMail {
  kind: string;
  to: string;
  cc?: string;
  subject: string;
  text: string;
  html?: string;
  /**
   * Secrets the mail carries, by the placeholder that stands for each in `text`/`html`
   * (`{'[reset link: sent by mail only]': link}`). They are stored sealed: the outbox shows
   * the placeholder, and only delivery puts the secret in.
   */
  secrets?: Record<string, string>;
  /** The language the mail is written in (its HTML says so); English when not given. */
  language?: Language;
}

/**
 * Stores the mail (in `db`, which may be the caller's transaction) and returns its id.
 * Without SMTP_URL it is `held`: readable in the outbox screen, never delivered.
 */
export async function storeMail(db: Db, ctx: Ctx, mail: OutgoingMail): Promise<number> {
  const { secrets, language, html, ...values } = namingProvider(mail, ctx.config.providerName);
  const [row] = await db
    .insert(mails)
    .values({
      ...values,
      html: html === undefined ? null : mailDocument(html, values.subject, language),
      sealed: secrets ? seal(ctx.config.jwtSecret, JSON.stringify(secrets)) : null,
      status: ctx.config.smtpUrl ? 'queued' : 'held',
    })
    .returning({ id: mails.id });
  if (!row) throw new Error('mail insert returned nothing');
  return row.id;
}

/**
 * Every mail names the provider (DESIGN.md §9.10, PROVIDER_NAME): its reader — a supplier,
 * a staff member, a customer — should know whose service writes. Mails that already name it
 * (the request letter's closing, the reset mail under the default name) stay as they are;
 * the others get it as a closing line. Done here because every mail passes this way, so a
 * new kind of mail cannot forget it.
 */
function namingProvider(mail: OutgoingMail, providerName: string): OutgoingMail {
  const name = providerName.trim();
  if (name === '') return mail;
  const text = mail.text.includes(name) ? mail.text : `${mail.text.trimEnd()}\n\n— ${name}\n`;
  const html =
    mail.html === undefined || mail.html.includes(escapeHtml(name))
      ? mail.html
      : `${mail.html}\n<p>— ${escapeHtml(name)}</p>`;
  return { ...mail, text, ...(html === undefined ? {} : { html }) };
}

/** Queues delivery of stored mails; call after the transaction that stored them commits. */
export async function dispatchMails(ctx: Ctx, ids: number[]): Promise<void> {
  if (!ctx.config.smtpUrl) return;
  for (const mailId of ids) await ctx.jobs.send(QUEUES.sendMail, { mailId });
}

export async function queueMail(ctx: Ctx, mail: OutgoingMail): Promise<number> {
  const id = await storeMail(ctx.db, ctx, mail);
  await dispatchMails(ctx, [id]);
  return id;
}

export async function listMails(
  db: Db,
  actor: Actor,
  page: number,
  size: number,
): Promise<{ data: Mail[]; total: number }> {
  const rows = await db
    .select()
    .from(mails)
    .orderBy(desc(mails.id))
    .limit(size)
    .offset((page - 1) * size);
  const [totalRow] = await db.select({ n: count() }).from(mails);
  return {
    data: rows.map((m) => ({
      id: m.id,
      kind: m.kind,
      to: m.to,
      cc: m.cc,
      subject: m.subject,
      text: m.text,
      status: m.status as Mail['status'],
      attempts: m.attempts,
      lastError: m.lastError,
      createdAt: m.createdAt.toISOString(),
      sentAt: m.sentAt?.toISOString() ?? null,
    })),
    total: totalRow?.n ?? 0,
  };
}

/** The text (or html) as delivered: each placeholder replaced by its unsealed secret. */
export function withSecrets(jwtSecret: string, sealed: string | null, body: string): string {
  if (!sealed) return body;
  const secrets = JSON.parse(unseal(jwtSecret, sealed)) as Record<string, string>;
  return Object.entries(secrets).reduce(
    (text, [placeholder, secret]) => text.replaceAll(placeholder, secret),
    body,
  );
}

export async function findMail(db: Db, id: number) {
  const [row] = await db.select().from(mails).where(eq(mails.id, id));
  return row;
}
