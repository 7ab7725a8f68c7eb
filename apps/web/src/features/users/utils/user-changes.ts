/** The fields of a Users-table row that really changed, so Save posts only those (spec §7). */
import { emailField, MSG, type User } from '@partproof/shared';

export interface UserDraft {
  firstName: string;
  lastName: string;
  email: string;
  role: number;
  isRoHSAllow: boolean;
}

export type UserDraftErrors = Partial<Record<'firstName' | 'lastName' | 'email', string>>;

export function draftOf(user: User): UserDraft {
  const { firstName, lastName, email, role, isRoHSAllow } = user;
  return { firstName, lastName, email, role, isRoHSAllow };
}

export function validateDraft(draft: UserDraft): UserDraftErrors {
  const errors: UserDraftErrors = {};
  if (!draft.firstName.trim()) errors.firstName = MSG.required;
  if (!draft.lastName.trim()) errors.lastName = MSG.required;
  const email = emailField.safeParse(draft.email);
  if (!email.success) errors.email = email.error.issues[0]?.message ?? MSG.invalidEmail;
  return errors;
}

export function userChanges(original: UserDraft, draft: UserDraft): Partial<UserDraft> {
  const changes: Partial<UserDraft> = {};
  const firstName = draft.firstName.trim();
  const lastName = draft.lastName.trim();
  const email = draft.email.trim().toLowerCase();
  if (firstName !== original.firstName) changes.firstName = firstName;
  if (lastName !== original.lastName) changes.lastName = lastName;
  if (email !== original.email.toLowerCase()) changes.email = email;
  // The fields taken as they are: a role here is a value picked in the form, not a rule.
  const changed = (key: 'role' | 'isRoHSAllow') => draft[key] !== original[key];
  if (changed('role')) changes.role = draft.role;
  if (changed('isRoHSAllow')) changes.isRoHSAllow = draft.isRoHSAllow;
  return changes;
}
