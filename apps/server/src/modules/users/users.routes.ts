import { LIMITS, userApi, UserUpdateFieldsSchema } from '@partproof/shared';
import type { ApiRoutes } from '../../lib/route.js';
import { parseFields, readMultipart } from '../../lib/multipart.js';
import { route } from '../../lib/route.js';
import { disableUser, enableUser, removeUser } from './account-status.service.js';
import { updateProfile } from './profile.service.js';
import { getAllUsers, getCompanyUsers, registerUser, updateUser } from './users.service.js';

export const userRoutes: ApiRoutes = (app, ctx) => {
  route(app, userApi.register, ({ actor, body }) => registerUser(ctx, actor, body));
  route(app, userApi.updateProfile, async ({ actor, request }) => {
    const form = await readMultipart(request, {
      fileField: 'profileImage',
      fileSize: LIMITS.profileImageBytes,
    });
    return updateProfile(ctx, actor, parseFields(UserUpdateFieldsSchema, form.fields), form.file);
  });
  route(app, userApi.updateUser, ({ actor, body }) => updateUser(ctx, actor, body));
  route(app, userApi.disable, ({ actor, body }) => disableUser(ctx, actor, body.id));
  route(app, userApi.enable, ({ actor, body }) => enableUser(ctx, actor, body.id));
  route(app, userApi.remove, ({ actor, body }) => removeUser(ctx, actor, body.id));
  route(app, userApi.getAll, ({ actor }) => getAllUsers(ctx, actor));
  route(app, userApi.companyUsers, ({ actor, query }) =>
    getCompanyUsers(ctx, actor, query.companyId),
  );
};
