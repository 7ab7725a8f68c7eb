import { userApi } from '@partproof/shared';
import type { ApiRoutes } from '../../lib/route.js';
import { route } from '../../lib/route.js';
import { disableUser, enableUser, removeUser } from './account-status.service.js';
import { updateProfile } from './profile.service.js';
import { getAllUsers, getCompanyUsers, registerUser, updateUser } from './users.service.js';

export const userRoutes: ApiRoutes = (app, ctx) => {
  route(app, userApi.register, ({ actor, body }) => registerUser(ctx, actor, body));
  route(app, userApi.updateProfile, ({ actor, fields, files }) =>
    updateProfile(ctx, actor, fields, files[0]),
  );
  route(app, userApi.updateUser, ({ actor, body }) => updateUser(ctx, actor, body));
  route(app, userApi.disable, ({ actor, body }) => disableUser(ctx, actor, body.id));
  route(app, userApi.enable, ({ actor, body }) => enableUser(ctx, actor, body.id));
  route(app, userApi.remove, ({ actor, body }) => removeUser(ctx, actor, body.id));
  route(app, userApi.getAll, ({ actor }) => getAllUsers(ctx, actor));
  route(app, userApi.companyUsers, ({ actor, query }) =>
    getCompanyUsers(ctx, actor, query.companyId),
  );
};
