/**
 * Companies (spec §7 company calls): list, create, and the companies a given user sees
 * (`byUserRole`). Registered by apps/server/src/modules/companies/.
 */
import { defineEndpoint } from '../endpoint.js';
import { EmptyBodySchema } from '../schemas/common.js';
import {
  ByUserRoleQuerySchema,
  CompanyListSchema,
  CreateCompanyResultSchema,
  CreateCompanySchema,
} from '../schemas/companies.js';

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
