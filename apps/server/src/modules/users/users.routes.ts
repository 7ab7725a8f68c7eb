import {
  EmptyBodySchema,
  AffectedSchema,
  CompanyUserQuerySchema,
  LIMITS,
  RegistrationResultSchema,
  RegistrationSchema,
  UpdateUserSchema,
  UserListSchema,
  UserUpdateFieldsSchema,
} from '@partproof/shared';
import type { ApiRoutes } from '../../app.js';
import { parseFields, readMultipart } from '../../lib/multipart.js';
import { requireActor } from '../../plugins/auth.js';
import { updateProfile } from './profile.service.js';
import { getAllUsers, getCompanyUsers, registerUser, updateUser } from './users.service.js';

export const userRoutes: ApiRoutes = (app, ctx) => {
  app.post(
    '/user/registration',
    { schema: { body: RegistrationSchema, response: { 201: RegistrationResultSchema } } },
    async (request, reply) => {
      const result = await registerUser(ctx, requireActor(request), request.body);
      return reply.status(201).send(result);
    },
  );

  app.post(
    '/user/update',
    { schema: { consumes: ['multipart/form-data'], response: { 200: AffectedSchema } } },
    async (request) => {
      const actor = requireActor(request);
      const form = await readMultipart(request, {
        fileField: 'profileImage',
        fileSize: LIMITS.profileImageBytes,
      });
      return updateProfile(ctx, actor, parseFields(UserUpdateFieldsSchema, form.fields), form.file);
    },
  );

  app.post(
    '/user/updateUser',
    { schema: { body: UpdateUserSchema, response: { 200: AffectedSchema } } },
    (request) => updateUser(ctx, requireActor(request), request.body),
  );

  app.get('/user/getAll', { schema: { response: { 200: UserListSchema } } }, (request) =>
    getAllUsers(ctx, requireActor(request)),
  );

  app.post(
    '/user/companyUser',
    {
      schema: {
        querystring: CompanyUserQuerySchema,
        body: EmptyBodySchema,
        response: { 200: UserListSchema },
      },
    },
    (request) => getCompanyUsers(ctx, requireActor(request), request.query.companyId),
  );
};
