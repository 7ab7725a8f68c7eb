/** Signing in and out of trouble (spec §7 user calls; DESIGN.md §4). */
import { defineEndpoint } from '../endpoint.js';
import {
  AccessTokenSchema,
  ForgetPasswordSchema,
  LoginSchema,
  ResetPasswordSchema,
} from '../schemas/auth.js';
import { MessageSchema } from '../schemas/common.js';
import { UserSchema } from '../schemas/users.js';

const forgetPassword = {
  method: 'POST',
  body: ForgetPasswordSchema,
  response: MessageSchema,
  status: 201,
  access: { can: 'public', scope: 'none' },
} as const;

export const authApi = {
  login: defineEndpoint({
    method: 'POST',
    path: '/user/login',
    body: LoginSchema,
    response: AccessTokenSchema,
    access: { can: 'public', scope: 'none' },
  }),
  currentUser: defineEndpoint({
    method: 'POST',
    path: '/user/checkAccessTokenAndGetUser',
    response: UserSchema,
    access: { can: 'signed-in', scope: 'own' },
  }),
  /** Ends every session of the caller: existing tokens stop working at once. */
  signOut: defineEndpoint({
    method: 'POST',
    path: '/user/sign-out',
    response: MessageSchema,
    access: { can: 'signed-in', scope: 'own' },
  }),
  forgetPassword: defineEndpoint({ ...forgetPassword, path: '/user/forget-password' }),
  /** The spec lists the mail helper's own path too (§7); both send the same reset mail. */
  scraperForgetPassword: defineEndpoint({ ...forgetPassword, path: '/scrapers/forget-password' }),
  resetPassword: defineEndpoint({
    method: 'POST',
    path: '/user/reset-password',
    body: ResetPasswordSchema,
    response: MessageSchema,
    status: 201,
    access: { can: 'public', scope: 'none' },
  }),
};
