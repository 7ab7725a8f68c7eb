import { z } from 'zod';
import { LIMITS } from '../constants/limits.js';
import { MSG } from '../constants/messages.js';
import { IdSchema, listOf, requiredText } from './common.js';

export const CompanySchema = z.object({ id: z.number().int(), name: z.string() });
export type Company = z.infer<typeof CompanySchema>;
export const CompanyListSchema = listOf(CompanySchema);

export const CreateCompanySchema = z.strictObject({
  name: requiredText(LIMITS.maxCompanyNameLength, MSG.companyNameRequired),
});
export type CreateCompany = z.infer<typeof CreateCompanySchema>;
export const CreateCompanyResultSchema = z.object({ result: CompanySchema, message: z.string() });

export const ByUserRoleQuerySchema = z.strictObject({
  userId: IdSchema,
  roleId: z.coerce.number().int().min(1).max(4),
});
