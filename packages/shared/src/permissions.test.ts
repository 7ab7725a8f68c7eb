import { describe, expect, it } from 'vitest';
import { Role } from './constants/roles.js';
import { MaterialStatus, ProductStatus } from './constants/statuses.js';
import {
  revokeRefusal,
  roleChangeRefusal,
  CAPABILITIES,
  CAPABILITY_NAMES,
  can,
  canMoveProduct,
  canOpenProduct,
  materialStatusChoicesFor,
} from './permissions.js';

const admin = { role: Role.Admin };
const customer = { role: Role.User };
const compliance = { role: Role.Compliance };
const engineer = { role: Role.Engineer };

describe('the capability table', () => {
  it('names only the four roles', () => {
    for (const name of CAPABILITY_NAMES) {
      for (const role of CAPABILITIES[name].roles) expect([1, 2, 3, 4]).toContain(role);
    }
  });

  it('refuses an unknown role everything', () => {
    for (const name of CAPABILITY_NAMES) {
      expect(can({ role: 9, isRoHSAllow: true }, name)).toBe(false);
    }
  });
});

describe('can', () => {
  it('writes to the certificate database are the admins', () => {
    expect(can(admin, 'cdoc.write')).toBe(true);
    for (const actor of [customer, compliance, engineer])
      expect(can(actor, 'cdoc.write')).toBe(false);
    for (const actor of [admin, customer, compliance, engineer])
      expect(can(actor, 'cdoc.read')).toBe(true);
  });

  it('engineers read products and materials but do not edit them', () => {
    expect(can(engineer, 'product.edit')).toBe(false);
    expect(can(engineer, 'material.edit')).toBe(false);
    expect(can(customer, 'material.edit')).toBe(true);
    expect(can(compliance, 'product.edit')).toBe(true);
  });

  it('admins and compliance users manage, disable and remove users, filter products and export BOMs', () => {
    const caps = [
      'user.manage',
      'user.disable',
      'user.remove',
      'product.filter',
      'product.export',
    ] as const;
    for (const cap of caps) {
      expect(can(admin, cap)).toBe(true);
      expect(can(compliance, cap)).toBe(true);
      expect(can(customer, cap)).toBe(false);
      expect(can(engineer, cap)).toBe(false);
    }
  });

  it('RoHS capabilities need the flag, admins included', () => {
    expect(can(admin, 'declaration.write')).toBe(false);
    expect(can({ ...admin, isRoHSAllow: true }, 'declaration.write')).toBe(true);
    expect(can({ ...customer, isRoHSAllow: true }, 'declaration.write')).toBe(false);
    expect(can({ ...engineer, isRoHSAllow: true }, 'declaration.read')).toBe(true);
    expect(can(engineer, 'declaration.read')).toBe(false);
  });

  it('the Certificates tab and flagging need no RoHS flag', () => {
    for (const actor of [admin, customer, compliance, engineer]) {
      expect(can(actor, 'certificateRecord.read')).toBe(true);
      expect(can(actor, 'material.flag')).toBe(true);
    }
    expect(can(customer, 'material.resolveFlag')).toBe(false);
  });

  it('admins grant RoHS access without the flag; compliance users only with it', () => {
    expect(can(admin, 'user.grantRoHS')).toBe(true);
    expect(can(compliance, 'user.grantRoHS')).toBe(false);
    expect(can({ ...compliance, isRoHSAllow: true }, 'user.grantRoHS')).toBe(true);
    expect(can({ ...customer, isRoHSAllow: true }, 'user.grantRoHS')).toBe(false);
  });

  it('what customers add mails the admins, what admins add does not', () => {
    expect(can(admin, 'item.addedNotifiesAdmins')).toBe(false);
    expect(can(engineer, 'item.addedNotifiesAdmins')).toBe(true);
  });
});

describe('canOpenProduct (DESIGN.md §5.1)', () => {
  it('pending products open only for admins and compliance users', () => {
    expect(canOpenProduct(Role.Admin, ProductStatus.Pending)).toBe(true);
    expect(canOpenProduct(Role.Compliance, ProductStatus.Pending)).toBe(true);
    expect(canOpenProduct(Role.User, ProductStatus.Pending)).toBe(false);
    expect(canOpenProduct(Role.Engineer, ProductStatus.Pending)).toBe(false);
  });

  it('a missing status is Pending', () => {
    expect(canOpenProduct(Role.User, null)).toBe(false);
    expect(canOpenProduct(Role.Compliance, undefined)).toBe(true);
  });

  it('other statuses open for every role', () => {
    expect(canOpenProduct(Role.User, ProductStatus.ReadyForReview)).toBe(true);
    expect(canOpenProduct(Role.Engineer, ProductStatus.Approved)).toBe(true);
  });
});

describe('status moves wrap the workflow table', () => {
  it('a customer approves a product in review; an engineer moves nothing', () => {
    const { ReadyForReview, Approved } = ProductStatus;
    expect(canMoveProduct(customer, ReadyForReview, Approved)).toBe(true);
    expect(canMoveProduct(engineer, ReadyForReview, Approved)).toBe(false);
    expect(canMoveProduct({ role: 9 }, ReadyForReview, Approved)).toBe(false);
  });

  it('material status choices follow the workflow table', () => {
    expect(materialStatusChoicesFor(admin)).toContain(MaterialStatus.WaitingForReply);
    expect(materialStatusChoicesFor(customer)).not.toContain(MaterialStatus.WaitingForReply);
    expect(materialStatusChoicesFor(engineer)).toEqual([]);
  });
});

describe('managing users: the rules both sides ask (DESIGN.md §5.3)', () => {
  const admin = { id: 1, role: Role.Admin };
  const otherAdmin = { id: 2, role: Role.Admin };
  const compliance = { id: 3, role: Role.Compliance, companyId: 7 };
  const customer = { id: 4, role: Role.User };

  it('nobody changes their own role, and an admin’s role is never changed here', () => {
    expect(roleChangeRefusal(admin, admin)).toBe('ownRole');
    expect(roleChangeRefusal(admin, otherAdmin)).toBe('adminRole');
    expect(roleChangeRefusal(compliance, otherAdmin)).toBe('adminRole');
    expect(roleChangeRefusal(admin, customer)).toBeNull();
    expect(roleChangeRefusal(compliance, customer)).toBeNull();
  });

  it('nobody revokes their own access; only admins act on an admin’s account', () => {
    expect(revokeRefusal(admin, admin)).toBe('ownAccount');
    expect(revokeRefusal(compliance, compliance)).toBe('ownAccount');
    expect(revokeRefusal(admin, otherAdmin)).toBeNull();
    expect(revokeRefusal(compliance, otherAdmin)).toBe('adminAccount');
    expect(revokeRefusal(compliance, customer)).toBeNull();
  });
});
