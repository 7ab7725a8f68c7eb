import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
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
import { AppError } from '../../lib/app-error.js';
import { requireActor } from '../../plugins/auth.js';
import { updateProfile, type ProfileImage } from './profile.service.js';
import { getAllUsers, getCompanyUsers, registerUser, updateUser } from './users.service.js';

/** Reads the multipart `user/update` form: text fields plus an optional `profileImage` file. */
async function readProfileForm(request: FastifyRequest) {
  if (!request.isMultipart()) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the profile as multipart/form-data');
  }
  const fields: Record<string, string> = {};
  let image: ProfileImage | undefined;
  for await (const part of request.parts({ limits: { fileSize: LIMITS.profileImageBytes } })) {
    if (part.type === 'file') {
      if (part.fieldname !== 'profileImage') {
        await part.toBuffer().catch(() => undefined);
        throw new AppError('VALIDATION', `Unknown file field "${part.fieldname}"`);
      }
      const bytes = await part.toBuffer();
      if (bytes.length > 0) image = { bytes, filename: part.filename || 'profile-image' };
    } else if (part.fieldname === 'profileImage' && part.value === '') {
      // An empty file input submits as an empty text field: nothing to change.
    } else {
      fields[part.fieldname] = String(part.value);
    }
  }
  const parsed = UserUpdateFieldsSchema.safeParse(fields);
  if (!parsed.success) {
    const details: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) {
      const key = issue.path.join('.') || ('keys' in issue ? String(issue.keys[0]) : '_');
      (details[key] ??= []).push(issue.message);
    }
    throw new AppError('VALIDATION', parsed.error.issues[0]?.message, details);
  }
  return { fields: parsed.data, image };
}

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
      const { fields, image } = await readProfileForm(request);
      return updateProfile(ctx, actor, fields, image);
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
        body: z.strictObject({}).optional(),
        response: { 200: UserListSchema },
      },
    },
    (request) => getCompanyUsers(ctx, requireActor(request), request.query.companyId),
  );
};
