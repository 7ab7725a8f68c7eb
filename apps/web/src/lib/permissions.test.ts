import { Role } from '@partproof/shared';
import { describe, expect, it } from 'vitest';
import { canCreateUser, canEditRoleOf, canRevokeAccessOf, canSeeUsers } from './permissions';

const viewer = (role: number, isRoHSAllow = false) => ({ id: 1, role, isRoHSAllow });
const admin = viewer(Role.Admin);
const compliance = viewer(Role.Compliance);
const user = viewer(Role.User);
const engineer = viewer(Role.Engineer);

// The plain capabilities (Manufacturer, Outbox, Create Company, RoHS Access …) are the shared
// table's, tested in packages/shared; these rules add what the screen holds.
describe('shell permissions', () => {
  it('offers Create User to compliance users, and to admins once a company exists', () => {
    expect(canCreateUser(compliance, 0)).toBe(true);
    expect(canCreateUser(admin, 0)).toBe(false);
    expect(canCreateUser(admin, 1)).toBe(true);
    expect(canCreateUser(user, 3)).toBe(false);
    expect(canCreateUser(engineer, 3)).toBe(false);
  });

  it('offers Users to compliance users, and to admins when other users exist', () => {
    expect(canSeeUsers(compliance, [])).toBe(true);
    expect(canSeeUsers(admin, [{ id: 1 }])).toBe(false);
    expect(canSeeUsers(admin, [{ id: 1 }, { id: 2 }])).toBe(true);
    expect(canSeeUsers(user, [{ id: 2 }])).toBe(false);
  });

  it('never edits the role of an admin or of oneself', () => {
    expect(canEditRoleOf(admin, { id: 2, role: Role.User })).toBe(true);
    expect(canEditRoleOf(admin, { id: 1, role: Role.Admin })).toBe(false);
    expect(canEditRoleOf(compliance, { id: 5, role: Role.Admin })).toBe(false);
    expect(canEditRoleOf(compliance, { id: 1, role: Role.Compliance })).toBe(false);
    expect(canEditRoleOf(user, { id: 2, role: Role.Engineer })).toBe(false);
  });

  it('offers Disable and Remove to managers, never on oneself, to compliance never on an admin', () => {
    for (const cap of ['user.disable', 'user.remove'] as const) {
      expect(canRevokeAccessOf(admin, { id: 2, role: Role.User }, cap)).toBe(true);
      expect(canRevokeAccessOf(admin, { id: 2, role: Role.Admin }, cap)).toBe(true);
      expect(canRevokeAccessOf(admin, { id: 1, role: Role.Admin }, cap)).toBe(false);
      expect(canRevokeAccessOf(compliance, { id: 2, role: Role.Engineer }, cap)).toBe(true);
      expect(canRevokeAccessOf(compliance, { id: 2, role: Role.Admin }, cap)).toBe(false);
      expect(canRevokeAccessOf(compliance, { id: 1, role: Role.Compliance }, cap)).toBe(false);
      expect(canRevokeAccessOf(user, { id: 2, role: Role.User }, cap)).toBe(false);
      expect(canRevokeAccessOf(engineer, { id: 2, role: Role.User }, cap)).toBe(false);
    }
  });
});
