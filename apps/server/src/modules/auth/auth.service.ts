/** Sign-in and sign-out, the current user, and the forgot/reset password flow (spec §5, §7). */
import { eq } from 'drizzle-orm';
import {
  MSG,
  type ForgetPassword,
  type Language,
  type Login,
  type ResetPassword,
  type User,
} from '@partproof/shared';
import type { Ctx } from '../../context.js';
import { users } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { writeAudit } from '../../lib/audit.js';
import { ipBucket } from '../../lib/ip-bucket.js';
import { dummyHash, hashPassword, verifyPassword } from '../../lib/passwords.js';
import { clearAttempts, forgetAttempts, takeAttempts } from '../../lib/rate-limit.js';
import { signAccessToken } from '../../lib/tokens.js';
import type { Actor } from '../../plugins/auth.js';
import { dispatchMails } from '../mails/mails.service.js';
import {
  findUserByEmail,
  findUserById,
  nextTokenVersion,
  toUserDto,
} from '../users/users.queries.js';
import { findLiveLink, issueResetLink, spendAllLinks } from './reset-links.js';

/**
 * Limited per account and per network, the attempt recorded before the password is checked
 * (lib/rate-limit.ts), so neither parallel guesses nor one address trying many accounts get
 * past the limits.
 */
export async function login(ctx: Ctx, input: Login, ip: string): Promise<{ accessToken: string }> {
  const { config } = ctx;
  const account = `login:email:${input.email}`;
  const network = `login:ip:${ipBucket(ip)}`;
  const attempts = await takeAttempts(ctx.db, [
    { key: account, max: config.loginMaxFailures, windowMinutes: config.loginWindowMinutes },
    { key: network, max: config.loginMaxFailuresPerIp, windowMinutes: config.loginWindowMinutes },
  ]);
  const user = await findUserByEmail(ctx.db, input.email);
  // Verify against a dummy hash for unknown emails so the answer time reveals nothing.
  const ok = await verifyPassword(user?.passwordHash ?? (await dummyHash()), input.password);
  if (!user || !ok) throw new AppError('UNAUTHORIZED', MSG.invalidCredentials);
  // Said only to whoever knows the password: to anyone else a disabled account looks like
  // any other. The attempt stays counted.
  if (user.disabledAt) throw new AppError('UNAUTHORIZED', MSG.accountDisabled);
  await clearAttempts(ctx.db, account);
  // A sign-in that worked does not count against the network (an office behind one address).
  await forgetAttempts(
    ctx.db,
    attempts.filter((a) => a.key === network),
  );
  return {
    accessToken: await signAccessToken(config.jwtSecret, {
      userId: user.id,
      version: user.tokenVersion,
    }),
  };
}

/** Ends every session of the caller: the token version moves on, so no older token works. */
export async function signOut(ctx: Ctx, actor: Actor): Promise<void> {
  await ctx.db
    .update(users)
    .set({ tokenVersion: nextTokenVersion() })
    .where(eq(users.id, actor.id));
}

export async function currentUser(ctx: Ctx, actor: Actor): Promise<User> {
  const row = await findUserById(ctx.db, actor.id);
  if (!row) throw new AppError('UNAUTHORIZED');
  return toUserDto(ctx.config.jwtSecret, row.user, row.company);
}

/**
 * Always the same answer, known address or not, after the same work; only a known address
 * gets a mail. The link's secret is mailed, never returned, and only its hash is stored.
 */
export async function forgetPassword(
  ctx: Ctx,
  input: ForgetPassword,
  ip: string,
  language: Language,
): Promise<void> {
  const { config } = ctx;
  const windowMinutes = config.forgotWindowMinutes;
  await takeAttempts(ctx.db, [
    { key: `forgot:email:${input.email}`, max: config.forgotMaxRequests, windowMinutes },
    { key: `forgot:ip:${ipBucket(ip)}`, max: config.forgotMaxRequestsPerIp, windowMinutes },
  ]);
  const user = await findUserByEmail(ctx.db, input.email);
  // A disabled account is treated as unknown: a new password would not let it in anyway.
  const known = user?.disabledAt ? undefined : user;
  const mailId = await issueResetLink(ctx, known, input.email, language);
  // Queued for unknown addresses too (delivery finds no mail and stops): queueing is the
  // costliest step, and skipping it would show in the answer time.
  await dispatchMails(ctx, [mailId]);
}

/**
 * Sets the new password, spends the user's links, and signs out every existing session.
 * The link is looked up (cheap) before the new password is hashed (argon2, costly), and
 * attempts are limited per network, so guessing links costs the server next to nothing.
 */
export async function resetPassword(ctx: Ctx, input: ResetPassword, ip: string): Promise<void> {
  const { config } = ctx;
  const attempts = await takeAttempts(ctx.db, [
    {
      key: `reset:ip:${ipBucket(ip)}`,
      max: config.resetMaxAttempts,
      windowMinutes: config.resetWindowMinutes,
    },
  ]);
  const link = await findLiveLink(ctx.db, input.id);
  if (!link) throw new AppError('VALIDATION', MSG.resetLinkInvalid);
  const passwordHash = await hashPassword(input.password);
  const done = await ctx.db.transaction(async (tx) => {
    if (!(await spendAllLinks(tx, link.userId, link.id))) return false;
    await tx
      .update(users)
      .set({ passwordHash, tokenVersion: nextTokenVersion(), updatedAt: new Date() })
      .where(eq(users.id, link.userId));
    await writeAudit(tx, {
      actorId: link.userId,
      action: 'user.password-reset',
      targetType: 'user',
      targetId: link.userId,
    });
    return true;
  });
  if (!done) throw new AppError('VALIDATION', MSG.resetLinkInvalid);
  await forgetAttempts(ctx.db, attempts);
}
