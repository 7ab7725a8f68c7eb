import {
  AccessTokenSchema,
  ForgetPasswordSchema,
  LoginSchema,
  MessageSchema,
  MSG,
  ResetPasswordSchema,
  UserSchema,
} from '@partproof/shared';
import type { ApiRoutes } from '../../app.js';
import { requireActor } from '../../plugins/auth.js';
import { currentUser, forgetPassword, login, resetPassword } from './auth.service.js';

export const authRoutes: ApiRoutes = (app, ctx) => {
  app.post(
    '/user/login',
    {
      config: { public: true },
      schema: { body: LoginSchema, response: { 200: AccessTokenSchema } },
    },
    (request) => login(ctx, request.body, request.ip),
  );

  app.post(
    '/user/checkAccessTokenAndGetUser',
    { schema: { response: { 200: UserSchema } } },
    (request) => currentUser(ctx, requireActor(request)),
  );

  // The spec lists the mail helper's own path too (§7); both send the same reset mail.
  for (const url of ['/user/forget-password', '/scrapers/forget-password']) {
    app.post(
      url,
      {
        config: { public: true },
        schema: { body: ForgetPasswordSchema, response: { 201: MessageSchema } },
      },
      async (request, reply) => {
        await forgetPassword(ctx, request.body, request.ip);
        return reply.status(201).send({ message: MSG.checkEmailToReset });
      },
    );
  }

  app.post(
    '/user/reset-password',
    {
      config: { public: true },
      schema: { body: ResetPasswordSchema, response: { 201: MessageSchema } },
    },
    async (request, reply) => {
      await resetPassword(ctx, request.body);
      return reply.status(201).send({ message: MSG.passwordReset });
    },
  );
};
