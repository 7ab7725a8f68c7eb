/** Users and companies (spec §7; DESIGN.md §5.3, §5.18). */
import { defineEndpoint } from '../endpoint.js';
import { EmptyBodySchema } from '../schemas/common.js';
import {
  ByUserRoleQuerySchema,
  CompanyListSchema,
  CreateCompanyResultSchema,
  CreateCompanySchema,
} from '../schemas/companies.js';
import {
  AffectedSchema,
  CompanyUserQuerySchema,
  RegistrationResultSchema,
  RegistrationSchema,
  UpdateUserSchema,
  UserListSchema,
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
  /** Multipart: the text fields of UserUpdateFieldsSchema and an optional `profileImage`. */
  updateProfile: defineEndpoint({
    method: 'POST',
    path: '/user/update',
    multipart: true,
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
  companyUsers: defineEndpoint({
    method: 'POST',
    path: '/user/companyUser',
    query: CompanyUserQuerySchema,
    body: EmptyBodySchema,
    response: UserListSchema,
    access: { can: 'user.manage', scope: 'company' },
  }),
};

export const companyApi = {
  list: defineEndpoint({
    method: 'GET',
    path: '/company',
    response: CompanyListSchema,
    access: { can: 'signed-in', scope: 'company' },
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/company',
    body: CreateCompanySchema,
    response: CreateCompanyResultSchema,
    status: 201,
    access: { can: 'company.create', scope: 'none' },
  }),
  byUserRole: defineEndpoint({
    method: 'POST',
    path: '/company/byUserRole',
    query: ByUserRoleQuerySchema,
    body: EmptyBodySchema,
    response: CompanyListSchema,
    access: { can: 'signed-in', scope: 'company' },
  }),
};
