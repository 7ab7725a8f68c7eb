/** Sign-in, the current user, and the forgot/reset password flow (spec §5, §7). */
import { and, eq, gt, isNull } from 'drizzle-orm';
import {
  LIMITS,
  MSG,
  type ForgetPassword,
  type Login,
  type ResetPassword,
  type User,
} from '@partproof/shared';
import type { Ctx } from '../../context.js';
import { passwordResets, users } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { writeAudit } from '../../lib/audit.js';
import { dummyHash, hashPassword, verifyPassword } from '../../lib/passwords.js';
import { assertUnderLimit, clearAttempts, recordAttempt } from '../../lib/rate-limit.js';
import { randomSecret, sha256, signAccessToken } from '../../lib/tokens.js';
import type { Actor } from '../../plugins/auth.js';
import { queueMail } from '../mails/mails.service.js';
import { findUserByEmail, findUserById, toUserDto } from '../users/users.queries.js';

export async function login(ctx: Ctx, input: Login, ip: string): Promise<{ accessToken: string }> {
  const key = `login:${ip}:${input.email}`;
  const limit = {
    key,
    max: ctx.config.loginMaxFailures,
    windowMinutes: ctx.config.loginWindowMinutes,
  };
  await assertUnderLimit(ctx.db, limit);
  const user = await findUserByEmail(ctx.db, input.email);
  // Verify against a dummy hash for unknown emails so the answer time reveals nothing.
  const ok = await verifyPassword(user?.passwordHash ?? (await dummyHash()), input.password);
  if (!user || !ok) {
    await recordAttempt(ctx.db, key);
    throw new AppError('UNAUTHORIZED', MSG.invalidCredentials);
  }
  await clearAttempts(ctx.db, key);
  return {
    accessToken: await signAccessToken(ctx.config.jwtSecret, {
      userId: user.id,
      version: user.tokenVersion,
    }),
  };
}

export async function currentUser(ctx: Ctx, actor: Actor): Promise<User> {
  const row = await findUserById(ctx.db, actor.id);
  if (!row) throw new AppError('UNAUTHORIZED');
  return toUserDto(ctx.config.jwtSecret, row.user, row.company);
}

function resetMail(ctx: Ctx, firstName: string, link: string) {
  const text = [
    `Hello ${firstName},`,
    '',
    'Someone asked to reset the password of your PartProof account.',
    `Open this link within ${LIMITS.resetLinkMinutes} minutes to choose a new password:`,
    '',
    link,
    '',
    'The link works once. If you did not ask for it, ignore this mail: your password stays as it is.',
  ].join('\n');
  return { subject: 'Reset your PartProof password', text };
}

/**
 * Always the same answer, known address or not; only a known address gets a mail.
 * The link's secret is mailed, never returned, and only its hash is stored.
 */
export async function forgetPassword(ctx: Ctx, input: ForgetPassword, ip: string): Promise<void> {
  const key = `forgot:${ip}:${input.email}`;
  await assertUnderLimit(ctx.db, {
    key,
    max: ctx.config.forgotMaxRequests,
    windowMinutes: ctx.config.forgotWindowMinutes,
  });
  await recordAttempt(ctx.db, key);
  const user = await findUserByEmail(ctx.db, input.email);
  if (!user) return;
  const secret = randomSecret();
  await ctx.db.insert(passwordResets).values({
    userId: user.id,
    tokenHash: sha256(secret),
    expiresAt: new Date(Date.now() + LIMITS.resetLinkMinutes * 60_000),
  });
  const link = `${ctx.config.publicUrl}/reset-password/${secret}`;
  await queueMail(ctx, {
    kind: 'password-reset',
    to: user.email,
    ...resetMail(ctx, user.firstName, link),
  });
}

/** Sets the new password, spends the link, and signs out every existing session. */
export async function resetPassword(ctx: Ctx, input: ResetPassword): Promise<void> {
  const passwordHash = await hashPassword(input.password);
  const done = await ctx.db.transaction(async (tx) => {
    const [reset] = await tx
      .update(passwordResets)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(passwordResets.tokenHash, sha256(input.id)),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, new Date()),
        ),
      )
      .returning({ userId: passwordResets.userId });
    if (!reset) return false;
    const [user] = await tx.select().from(users).where(eq(users.id, reset.userId));
    if (!user) return false;
    await tx
      .update(users)
      .set({ passwordHash, tokenVersion: user.tokenVersion + 1, updatedAt: new Date() })
      .where(eq(users.id, user.id));
    await writeAudit(tx, {
      actorId: user.id,
      action: 'user.password-reset',
      targetType: 'user',
      targetId: user.id,
    });
    return true;
  });
  if (!done) throw new AppError('VALIDATION', MSG.resetLinkInvalid);
}
