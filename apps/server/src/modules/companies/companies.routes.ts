import { companyApi } from '@partproof/shared';
import type { ApiRoutes } from '../../lib/route.js';
import { route } from '../../lib/route.js';
import { companiesByUserRole, createCompany, listCompanies } from './companies.service.js';

export const companyRoutes: ApiRoutes = (app, ctx) => {
  route(app, companyApi.list, ({ actor }) => listCompanies(ctx, actor));
  route(app, companyApi.create, ({ actor, body }) => createCompany(ctx, actor, body));
  route(app, companyApi.byUserRole, ({ actor, query }) =>
    companiesByUserRole(ctx, actor, query.userId, query.roleId),
  );
};
