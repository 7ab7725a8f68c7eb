import { describe, expect, it } from 'vitest';
import { Role } from './roles.js';
import { MaterialStatus, ProductStatus } from './statuses.js';
import { canChangeProductStatus, materialStatusChoices } from './workflow.js';

const { Pending, ReadyForReview, Collecting, Approved } = ProductStatus;

describe('product status transitions (DESIGN.md §5.1)', () => {
  it.each([
    [Role.Admin, Pending, ReadyForReview, true],
    [Role.Admin, Approved, ReadyForReview, true],
    [Role.Admin, ReadyForReview, Approved, true],
    [Role.Admin, Pending, Approved, false],
    [Role.Admin, ReadyForReview, Pending, true],
    [Role.Admin, Pending, Collecting, true],
    [Role.Admin, Pending, Pending, false],
    [Role.User, ReadyForReview, Approved, true],
    [Role.User, Approved, ReadyForReview, true],
    [Role.User, Pending, ReadyForReview, false],
    [Role.Compliance, ReadyForReview, Approved, true],
    [Role.Compliance, Collecting, Approved, false],
    [Role.Engineer, ReadyForReview, Approved, false],
  ] as const)('role %i from %i to %i: %s', (role, from, to, allowed) => {
    expect(canChangeProductStatus(role, from, to)).toBe(allowed);
  });
});

describe('material status choices', () => {
  it('Waiting for Reply is for admins only and engineers choose nothing', () => {
    expect(materialStatusChoices(Role.Admin)).toContain(MaterialStatus.WaitingForReply);
    expect(materialStatusChoices(Role.Compliance)).not.toContain(MaterialStatus.WaitingForReply);
    expect(materialStatusChoices(Role.Engineer)).toEqual([]);
  });
});
