/** Who sees which part of the shell (spec §2 "Header and shell", §6). Pure, unit-tested. */
import { Role } from '@partproof/shared';

export interface Viewer {
  id: number;
  role: number;
  isRoHSAllow: boolean;
}

export const isAdmin = (viewer: Viewer): boolean => viewer.role === Role.Admin;

export const isCompliance = (viewer: Viewer): boolean => viewer.role === Role.Compliance;

/** Admins and compliance users manage users (the API refuses everyone else). */
export const canManageUsers = (viewer: Viewer): boolean => isAdmin(viewer) || isCompliance(viewer);

export const canSeeManufacturerNav = isAdmin;

export const canSeeOutbox = isAdmin;

export const canCreateCompany = isAdmin;

/** Create User: compliance users, or admins once at least one company exists. */
export function canCreateUser(viewer: Viewer, companyCount: number): boolean {
  return isCompliance(viewer) || (isAdmin(viewer) && companyCount > 0);
}

/** Users: compliance users, or admins when users other than themselves exist. */
export function canSeeUsers(viewer: Viewer, users: readonly { id: number }[]): boolean {
  return isCompliance(viewer) || (isAdmin(viewer) && users.some((u) => u.id !== viewer.id));
}

/** The RoHS Access checkbox is offered only to users who have RoHS access themselves. */
export const canGrantRoHS = (viewer: Viewer): boolean => viewer.isRoHSAllow;

/** Which roles a manager may set on a user row; admins' own roles are never edited here. */
export function canEditRoleOf(viewer: Viewer, target: { id: number; role: number }): boolean {
  return canManageUsers(viewer) && target.role !== Role.Admin && target.id !== viewer.id;
}
