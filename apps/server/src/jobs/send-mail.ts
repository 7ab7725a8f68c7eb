/**
 * Delivers one outbox mail through SMTP_URL; pg-boss retries a failure (5 tries in all).
 * Sealed secrets (a reset link) are put in only here, and dropped once the mail is sent or
 * has failed for good, so the outbox keeps them no longer than delivery needs.
 */
import { eq, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Ctx } from '../context.js';
import { mails } from '../db/schema/index.js';
import { findMail, withSecrets } from '../modules/mails/mails.service.js';

export const SEND_MAIL_TRIES = 5;

export function createSendMail(ctx: Ctx) {
  const transport = ctx.config.smtpUrl ? nodemailer.createTransport(ctx.config.smtpUrl) : null;
  return async function sendMail(data: { mailId: number }): Promise<void> {
    const mail = await findMail(ctx.db, data.mailId);
    if (!mail || mail.status === 'sent' || !transport) return;
    const secret = ctx.config.jwtSecret;
    try {
      await transport.sendMail({
        from: ctx.config.mailFrom,
        to: mail.to,
        cc: mail.cc ?? undefined,
        subject: mail.subject,
        text: withSecrets(secret, mail.sealed, mail.text),
        html: mail.html ? withSecrets(secret, mail.sealed, mail.html) : undefined,
      });
      await ctx.db
        .update(mails)
        .set({
          status: 'sent',
          sentAt: new Date(),
          attempts: sql`${mails.attempts} + 1`,
          lastError: null,
          sealed: null,
        })
        .where(eq(mails.id, mail.id));
    } catch (err) {
      const attempts = mail.attempts + 1;
      const failed = attempts >= SEND_MAIL_TRIES;
      await ctx.db
        .update(mails)
        .set({
          attempts,
          lastError: err instanceof Error ? err.message : String(err),
          status: failed ? 'failed' : 'queued',
          ...(failed ? { sealed: null } : {}),
        })
        .where(eq(mails.id, mail.id));
      throw err;
    }
  };
}
