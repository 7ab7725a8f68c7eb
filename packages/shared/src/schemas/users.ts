/**
 * Users (spec §7 user calls; DESIGN.md §5.3, §5.18): a user as the API shows them,
 * registration, profile and the Users screen's edits, and the email and new-password fields
 * that auth.ts and requests.ts reuse.
 */
import { z } from 'zod';
import { LANGUAGES } from '../i18n/languages.js';
import { LIMITS } from '../constants/limits.js';
import { MSG } from '../constants/messages.js';
import { ASSIGNABLE_ROLES, DEFAULT_ROLE, roleNeedsCompany } from '../constants/roles.js';
import { IdSchema, listOf, RecordIdSchema, requiredText } from './common.js';
import { CompanySchema } from './companies.js';

export const emailField = z
  .string({ error: MSG.emailRequired })
  .trim()
  .min(1, { error: MSG.emailRequired })
  .max(LIMITS.maxEmailLength, { error: MSG.invalidEmail })
  .pipe(z.email({ error: MSG.invalidEmail }))
  .transform((e) => e.toLowerCase());

export const newPasswordField = z
  .string({ error: MSG.passwordRequired })
  .min(1, { error: MSG.passwordRequired })
  .min(LIMITS.minPasswordLength, { error: MSG.passwordLength })
  .max(200, { error: 'At most 200 characters' });

const nameField = requiredText(LIMITS.maxNameLength);

const assignableRole = z.union(
  ASSIGNABLE_ROLES.map((r) => z.literal(r)),
  {
    error: 'Role must be User, Compliance or Engineer',
  },
);

export const UserSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: z.number().int(),
  company: CompanySchema.nullable(),
  profileImage: z.string().nullable(),
  isRoHSAllow: z.boolean(),
  isTermsAccept: z.boolean(),
  /** The language the user chose in Account Setting; null: the browser's (issue 22). */
  language: z.enum(LANGUAGES).nullable(),
});
export type User = z.infer<typeof UserSchema>;

/** A user as the Users screen lists them: with whether an admin or compliance user disabled them. */
export const ManagedUserSchema = UserSchema.extend({ disabled: z.boolean() });
export type ManagedUser = z.infer<typeof ManagedUserSchema>;
export const UserListSchema = listOf(ManagedUserSchema);

export const RegistrationSchema = z
  .strictObject({
    firstName: nameField,
    lastName: nameField,
    email: emailField,
    password: z
      .string({ error: MSG.required })
      .min(1, { error: MSG.required })
      .pipe(newPasswordField),
    role: assignableRole.default(DEFAULT_ROLE),
    isRoHSAllow: z.boolean().default(false),
    companyId: RecordIdSchema.nullish(),
  })
  .superRefine((value, ctx) => {
    if (roleNeedsCompany(value.role) && value.companyId == null) {
      ctx.addIssue({ code: 'custom', path: ['companyId'], message: MSG.selectCompanyInline });
    }
  });
export type Registration = z.infer<typeof RegistrationSchema>;
export const RegistrationResultSchema = z.object({ message: z.string(), id: z.number().int() });

/** Text fields of the multipart `user/update` form; the profile image comes as a file part. */
export const UserUpdateFieldsSchema = z.strictObject({
  id: IdSchema.optional(),
  firstName: nameField.optional(),
  lastName: nameField.optional(),
  isTermsAccept: z
    .enum(['true', 'false'], { error: 'isTermsAccept must be true or false' })
    .transform((v) => v === 'true')
    .optional(),
  /** '' clears the choice: the browser's language again (a form field cannot be null). */
  language: z.enum([...LANGUAGES, ''], { error: 'Language must be en, de or empty' }).optional(),
});
export type UserUpdateFields = z.infer<typeof UserUpdateFieldsSchema>;
export const AffectedSchema = z.object({ affected: z.number().int(), user: UserSchema.optional() });

/** `user/updateUser`: the id and the field(s) an admin or compliance user changes. */
export const UpdateUserSchema = z
  .strictObject({
    id: RecordIdSchema,
    firstName: nameField.optional(),
    lastName: nameField.optional(),
    email: emailField.optional(),
    role: assignableRole.optional(),
    isRoHSAllow: z.boolean().optional(),
    companyId: RecordIdSchema.nullable().optional(),
  })
  .refine((v) => Object.keys(v).length > 1, { message: 'Nothing to update' });
export type UpdateUser = z.infer<typeof UpdateUserSchema>;

/** `user/disable`, `user/enable`, `user/remove`: the user's id. */
export const UserIdSchema = z.strictObject({ id: RecordIdSchema });
export type UserId = z.infer<typeof UserIdSchema>;
export const ManagedUserResultSchema = z.object({
  affected: z.number().int(),
  user: ManagedUserSchema,
});

export const CompanyUserQuerySchema = z.strictObject({
  companyId: IdSchema,
});
