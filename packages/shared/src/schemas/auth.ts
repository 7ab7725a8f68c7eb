/**
 * Signing in and passwords (spec §7 user/login, forget-password, reset-password): what the
 * calls of apps/server/src/modules/auth/ take and answer. The user they answer with is
 * UserSchema (users.ts).
 */
import { z } from 'zod';
import { MSG } from '../constants/messages.js';
import { emailField, newPasswordField } from './users.js';

export const LoginSchema = z.strictObject({
  email: emailField,
  password: z.string({ error: MSG.passwordRequired }).min(1, { error: MSG.passwordRequired }),
});
export type Login = z.infer<typeof LoginSchema>;
export const AccessTokenSchema = z.object({ accessToken: z.string() });

export const ForgetPasswordSchema = z.strictObject({ email: emailField });
export type ForgetPassword = z.infer<typeof ForgetPasswordSchema>;

export const ResetPasswordSchema = z.strictObject({
  id: z.string().min(1).max(200),
  password: newPasswordField,
});
export type ResetPassword = z.infer<typeof ResetPasswordSchema>;
