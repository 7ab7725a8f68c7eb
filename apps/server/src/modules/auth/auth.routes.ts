import { authApi, MSG } from '@partproof/shared';
import type { ApiRoutes } from '../../lib/route.js';
import { requestLanguage } from '../../lib/request-language.js';
import { route } from '../../lib/route.js';
import { currentUser, forgetPassword, login, resetPassword, signOut } from './auth.service.js';

export const authRoutes: ApiRoutes = (app, ctx) => {
  route(app, authApi.login, ({ body, request }) => login(ctx, body, request.ip));
  route(app, authApi.currentUser, ({ actor }) => currentUser(ctx, actor));
  route(app, authApi.signOut, async ({ actor }) => {
    await signOut(ctx, actor);
    return { message: MSG.signedOut };
  });
  // Both paths send the same reset mail (spec §7 lists the mail helper's own path too).
  for (const endpoint of [authApi.forgetPassword, authApi.scraperForgetPassword]) {
    route(app, endpoint, async ({ body, request }) => {
      await forgetPassword(ctx, body, request.ip, requestLanguage(request));
      return { message: MSG.checkEmailToReset };
    });
  }
  route(app, authApi.resetPassword, async ({ body, request }) => {
    await resetPassword(ctx, body, request.ip);
    return { message: MSG.passwordReset };
  });
};
