import {
  EmptyBodySchema,
  ByUserRoleQuerySchema,
  CompanyListSchema,
  CreateCompanyResultSchema,
  CreateCompanySchema,
} from '@partproof/shared';
import type { ApiRoutes } from '../../app.js';
import { requireActor } from '../../plugins/auth.js';
import { companiesByUserRole, createCompany, listCompanies } from './companies.service.js';

export const companyRoutes: ApiRoutes = (app, ctx) => {
  app.get('/company', { schema: { response: { 200: CompanyListSchema } } }, (request) =>
    listCompanies(ctx, requireActor(request)),
  );

  app.post(
    '/company',
    { schema: { body: CreateCompanySchema, response: { 201: CreateCompanyResultSchema } } },
    async (request, reply) => {
      const result = await createCompany(ctx, requireActor(request), request.body);
      return reply.status(201).send(result);
    },
  );

  app.post(
    '/company/byUserRole',
    {
      schema: {
        querystring: ByUserRoleQuerySchema,
        body: EmptyBodySchema,
        response: { 200: CompanyListSchema },
      },
    },
    (request) =>
      companiesByUserRole(ctx, requireActor(request), request.query.userId, request.query.roleId),
  );
};
