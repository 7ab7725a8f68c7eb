/**
 * Password reset links (DESIGN.md §6): 32 random bytes mailed, only their hash stored, valid
 * one hour, single use — and only the newest link of a user works.
 */
import { and, eq, gt, isNull, sql, TransactionRollbackError } from 'drizzle-orm';
import { LIMITS, type Language } from '@partproof/shared';
import type { Ctx } from '../../context.js';
import type { Db } from '../../db/client.js';
import { passwordResets, users } from '../../db/schema/index.js';
import { randomSecret, sha256 } from '../../lib/tokens.js';
import { storeMail } from '../mails/mails.service.js';
import { mailLanguage, mailText } from '../mails/mail-text.js';
import type { UserRow } from '../users/users.queries.js';

/** What the outbox shows instead of the link; delivery puts the link back in. */
export const RESET_LINK_PLACEHOLDER = '[reset link: sent by mail only]';

function resetMail(language: Language, firstName: string, email: string, link: string) {
  const t = mailText(language);
  const text = [
    t('Hello {name},', { name: firstName }),
    '',
    t('Someone asked to reset the password of your PartProof account.'),
    t('Open this link within {minutes} minutes to choose a new password:', {
      minutes: LIMITS.resetLinkMinutes,
    }),
    '',
    RESET_LINK_PLACEHOLDER,
    '',
    t(
      'The link works once. If you did not ask for it, ignore this mail: your password stays as it is.',
    ),
  ].join('\n');
  return {
    kind: 'password-reset',
    to: email,
    subject: t('Reset your PartProof password'),
    text,
    secrets: { [RESET_LINK_PLACEHOLDER]: link },
  };
}

/** Spends every live link of the user; returns the ids spent. */
async function spendLinks(db: Db, userId: number) {
  return db
    .update(passwordResets)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)))
    .returning({ id: passwordResets.id });
}

/**
 * Stores a new link for `user` (spending the earlier ones) and its mail; returns the mail's id
 * for delivery once committed. For an unknown address (`user` undefined) the same statements
 * run and are rolled back, so the answer takes as long and reveals nothing; the id returned
 * is then that of the rolled-back mail, which delivery will not find (ids are never reused).
 */
export async function issueResetLink(
  ctx: Ctx,
  user: UserRow | undefined,
  email: string,
  requestLanguage: Language,
): Promise<number> {
  const secret = randomSecret();
  const link = `${ctx.config.publicUrl}/reset-password/${secret}`;
  const userId = user?.id ?? 0;
  let mailId = 0;
  try {
    return await ctx.db.transaction(async (tx) => {
      await spendLinks(tx, userId);
      // Inserted through a select, so for an unknown address (no row with id 0) it inserts
      // nothing yet costs the same.
      await tx.execute(sql`
        insert into ${passwordResets} (user_id, token_hash, expires_at)
        select ${users.id}, ${sha256(secret)},
               now() + ${LIMITS.resetLinkMinutes}::int * interval '1 minute'
        from ${users} where ${users.id} = ${userId}`);
      // The account's language; one never chosen is likely the asking browser's.
      const language = user?.language ? mailLanguage(user.language) : requestLanguage;
      const mail = resetMail(language, user?.firstName ?? 'there', email, link);
      mailId = await storeMail(tx, ctx, mail);
      if (!user) tx.rollback();
      return mailId;
    });
  } catch (err) {
    if (err instanceof TransactionRollbackError) return mailId;
    throw err;
  }
}

/** The live link (unused, unexpired) whose secret is `id`: one indexed lookup, no hashing cost. */
export async function findLiveLink(db: Db, id: string) {
  const [link] = await db
    .select({ id: passwordResets.id, userId: passwordResets.userId })
    .from(passwordResets)
    .where(
      and(
        eq(passwordResets.tokenHash, sha256(id)),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, new Date()),
      ),
    );
  return link;
}

/**
 * Spends all the user's live links; false when `linkId` was no longer among them (a parallel
 * reset used it first).
 */
export async function spendAllLinks(db: Db, userId: number, linkId: number): Promise<boolean> {
  const spent = await spendLinks(db, userId);
  return spent.some((row) => row.id === linkId);
}
