import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { LANGUAGES, ROLES } from '@partproof/shared';
import { companies } from './companies.js';
import { oneOf, oneOfIds } from './status-check.js';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** Always stored lower-case. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: smallint('role').notNull().default(2),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'restrict' }),
    profileImageId: text('profile_image_id'),
    isRoHSAllow: boolean('is_rohs_allow').notNull().default(false),
    isTermsAccept: boolean('is_terms_accept').notNull().default(false),
    /** 'en' or 'de' as chosen in Account Setting; null follows the browser (issue 22). */
    language: text('language'),
    /**
     * Bumped on sign-out, password reset, disabling, and email / role / company changes:
     * older tokens stop working at once.
     */
    tokenVersion: integer('token_version').notNull().default(0),
    /** Set by an admin (or compliance inside its company): the account can no longer sign in. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_idx').on(t.email),
    index('users_company_idx').on(t.companyId),
    check('users_role_check', oneOfIds(t.role, ROLES)),
    check('users_language_check', oneOf('language', LANGUAGES)),
  ],
);

/** Forgot-password links: only a hash of the link's secret is kept; one use, one hour. */
export const passwordResets = pgTable('password_resets', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Sign-in failures and forgot-password requests, counted per key over a window. */
export const authAttempts = pgTable(
  'auth_attempts',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('auth_attempts_key_idx').on(t.key, t.createdAt)],
);
