/**
 * The reset link of the newest reset mail to an address, read from the outbox the way
 * delivery reads it: the text names the link by placeholder, the link itself is sealed.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { Ctx } from '../src/context.js';
import { mails } from '../src/db/schema/index.js';
import { withSecrets } from '../src/modules/mails/mails.service.js';
import { noteSecret } from './log-scan.js';

export const RESET_LINK = /http:\/\/partproof\.test\/reset-password\/([A-Za-z0-9_-]+)/;

export async function resetLinkOf(ctx: Ctx, email: string): Promise<string> {
  const [mail] = await ctx.db
    .select()
    .from(mails)
    .where(and(eq(mails.to, email), eq(mails.kind, 'password-reset')))
    .orderBy(desc(mails.id))
    .limit(1);
  const text = mail ? withSecrets(ctx.config.jwtSecret, mail.sealed, mail.text) : '';
  const id = RESET_LINK.exec(text)?.[1];
  if (!id) throw new Error(`no reset link mailed to ${email}`);
  noteSecret(id);
  return id;
}
