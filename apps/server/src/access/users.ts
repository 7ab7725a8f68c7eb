/**
 * Who manages which user (DESIGN.md §5.3, §5.18): admins anyone; compliance users the
 * non-admin users of their own company. Admin accounts are never managed from below, and
 * nobody changes their own role, disables or removes their own account.
 */
import { revokeRefusal, roleChangeRefusal, Role } from '@partproof/shared';
import type { Actor } from '../plugins/auth.js';
import { assertCan, can, refuse } from './can.js';
import { seesCompany } from './visibility.js';

interface UserLike {
  id: number;
  role: number;
  companyId: number | null;
}

const isAdminAccount = (user: UserLike) => user.role === Role.Admin;

/** Whether the actor reaches the target user at all (out of reach answers 404). */
export function reachesUser(actor: Actor, target: UserLike): boolean {
  if (can(actor, 'company.seeAll')) return true;
  return seesCompany(actor, target.companyId) && !isAdminAccount(target);
}

/** Refuses role changes of one's own account and of admins (the messages the API sends). */
export function assertRoleChange(
  actor: Actor,
  target: UserLike,
  newRole: number | undefined,
): void {
  if (newRole === undefined) return;
  const refusal = roleChangeRefusal(actor, target);
  // Sending one's own role unchanged (a whole user form saved) is no change.
  if (refusal === 'ownRole' && newRole !== target.role)
    throw refuse('You cannot change your own role');
  if (refusal === 'adminRole') throw refuse('The role of an admin cannot be changed here');
}

/** Granting RoHS access needs the grant capability (admins; compliance users with the flag). */
export function assertMayGrantRoHS(actor: Actor, granting: boolean | undefined): void {
  if (granting) assertCan(actor, 'user.grantRoHS');
}

/**
 * Disabling, enabling and removing (with `reachesUser` for the company: 404 outside it).
 * Nobody revokes their own access — an admin could lock the installation out; compliance
 * users are refused an admin's account outright (403), wherever it belongs.
 */
export function assertMayRevoke(actor: Actor, target: UserLike): void {
  const refusal = revokeRefusal(actor, target);
  if (refusal === 'ownAccount') throw refuse('You cannot disable or remove your own account');
  if (refusal === 'adminAccount')
    throw refuse('An admin account cannot be disabled or removed here');
}
