/**
 * The shell's rules that need data as well as the capability table (`can` from
 * @partproof/shared, DESIGN.md §9.2): who sees Create User and Users, whose role a manager
 * may change. Every plain "may this user …" question asks `can(user, capability)` directly.
 */
import { can, revokeRefusal, roleChangeRefusal, type PermissionActor } from '@partproof/shared';

export interface Viewer extends PermissionActor {
  id: number;
  role: number;
  isRoHSAllow: boolean;
}

/**
 * Create User: compliance users, or admins once at least one company exists (admins see
 * every company, so without one there is nothing to put the user in).
 */
export function canCreateUser(viewer: Viewer, companyCount: number): boolean {
  if (!can(viewer, 'user.manage')) return false;
  return !can(viewer, 'company.seeAll') || companyCount > 0;
}

/** Users: compliance users, or admins when users other than themselves exist. */
export function canSeeUsers(viewer: Viewer, users: readonly { id: number }[]): boolean {
  if (!can(viewer, 'user.manage')) return false;
  return !can(viewer, 'company.seeAll') || users.some((u) => u.id !== viewer.id);
}

/** Which roles a manager may set on a user row; admins' own roles are never edited here. */
export function canEditRoleOf(viewer: Viewer, target: { id: number; role: number }): boolean {
  return can(viewer, 'user.manage') && roleChangeRefusal(viewer, target) === null;
}

/**
 * Disable / Enable and Remove on a user row: managers with the capability, never on their own
 * account, and compliance users never on an admin's (the server refuses the same).
 */
export function canRevokeAccessOf(
  viewer: Viewer,
  target: { id: number; role: number },
  capability: 'user.disable' | 'user.remove',
): boolean {
  return can(viewer, capability) && revokeRefusal(viewer, target) === null;
}
