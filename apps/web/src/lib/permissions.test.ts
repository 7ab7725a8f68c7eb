import { Role } from '@partproof/shared';
import { describe, expect, it } from 'vitest';
import {
  canCreateCompany,
  canCreateUser,
  canEditRoleOf,
  canGrantRoHS,
  canManageUsers,
  canSeeManufacturerNav,
  canSeeOutbox,
  canSeeUsers,
} from './permissions';

const viewer = (role: number, isRoHSAllow = false) => ({ id: 1, role, isRoHSAllow });
const admin = viewer(Role.Admin);
const compliance = viewer(Role.Compliance);
const user = viewer(Role.User);
const engineer = viewer(Role.Engineer);

describe('shell permissions', () => {
  it('shows Manufacturer, Outbox and Create Company to admins only', () => {
    for (const check of [canSeeManufacturerNav, canSeeOutbox, canCreateCompany]) {
      expect(check(admin)).toBe(true);
      expect([compliance, user, engineer].map(check)).toEqual([false, false, false]);
    }
  });

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

  it('lets only admins and compliance users manage users', () => {
    expect([admin, compliance, user, engineer].map(canManageUsers)).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });

  it('shows RoHS Access only to users who have it', () => {
    expect(canGrantRoHS(viewer(Role.Compliance, true))).toBe(true);
    expect(canGrantRoHS(compliance)).toBe(false);
  });

  it('never edits the role of an admin or of oneself', () => {
    expect(canEditRoleOf(admin, { id: 2, role: Role.User })).toBe(true);
    expect(canEditRoleOf(admin, { id: 1, role: Role.Admin })).toBe(false);
    expect(canEditRoleOf(compliance, { id: 5, role: Role.Admin })).toBe(false);
    expect(canEditRoleOf(compliance, { id: 1, role: Role.Compliance })).toBe(false);
  });
});
