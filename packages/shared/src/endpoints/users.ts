/**
 * Users (spec §7 user calls; DESIGN.md §5.3, §5.18): registration, profile, the Users screen's
 * edits, disable / enable / remove, a company's users. Registered by
 * apps/server/src/modules/users/; signing in and passwords are in auth.ts.
 */
import { LIMITS } from '../constants/limits.js';
import { defineEndpoint } from '../endpoint.js';
import { EmptyBodySchema, MessageSchema } from '../schemas/common.js';
import {
  AffectedSchema,
  CompanyUserQuerySchema,
  ManagedUserResultSchema,
  RegistrationResultSchema,
  RegistrationSchema,
  UpdateUserSchema,
  UserIdSchema,
  UserListSchema,
  UserUpdateFieldsSchema,
} from '../schemas/users.js';

export const userApi = {
  register: defineEndpoint({
    method: 'POST',
    path: '/user/registration',
    body: RegistrationSchema,
    response: RegistrationResultSchema,
    status: 201,
    access: { can: 'user.manage', scope: 'company' },
  }),
  updateProfile: defineEndpoint({
    method: 'POST',
    path: '/user/update',
    form: {
      fields: UserUpdateFieldsSchema,
      files: { field: 'profileImage', maxBytes: LIMITS.profileImageBytes },
    },
    response: AffectedSchema,
    // One's own profile; admins anyone's (`user.editAnyProfile`).
    access: { can: 'signed-in', scope: 'own' },
  }),
  updateUser: defineEndpoint({
    method: 'POST',
    path: '/user/updateUser',
    body: UpdateUserSchema,
    response: AffectedSchema,
    access: { can: 'user.manage', scope: 'company' },
  }),
  getAll: defineEndpoint({
    method: 'GET',
    path: '/user/getAll',
    response: UserListSchema,
    access: { can: 'user.manage', scope: 'company' },
  }),
  /** The user can no longer sign in, and every session of theirs ends at once. */
  disable: defineEndpoint({
    method: 'POST',
    path: '/user/disable',
    body: UserIdSchema,
    response: ManagedUserResultSchema,
    access: { can: 'user.disable', scope: 'company' },
  }),
  enable: defineEndpoint({
    method: 'POST',
    path: '/user/enable',
    body: UserIdSchema,
    response: ManagedUserResultSchema,
    access: { can: 'user.disable', scope: 'company' },
  }),
  /** Deletes the account; what the user created stays, without its author. */
  remove: defineEndpoint({
    method: 'POST',
    path: '/user/remove',
    body: UserIdSchema,
    response: MessageSchema,
    access: { can: 'user.remove', scope: 'company' },
  }),
  companyUsers: defineEndpoint({
    method: 'POST',
    path: '/user/companyUser',
    query: CompanyUserQuerySchema,
    body: EmptyBodySchema,
    response: UserListSchema,
    access: { can: 'user.manage', scope: 'company' },
  }),
};
