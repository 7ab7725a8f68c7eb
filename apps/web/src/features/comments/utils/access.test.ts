import { Role } from '@partproof/shared';
import { describe, expect, it } from 'vitest';
import { commentAccess } from './access';

describe('comment access', () => {
  it('lets admins moderate comments', () => {
    expect(commentAccess({ role: Role.Admin })).toEqual({
      read: true,
      write: true,
      moderate: true,
    });
  });

  it('lets every other role read and write comments only', () => {
    for (const role of [Role.User, Role.Compliance, Role.Engineer]) {
      expect(commentAccess({ role })).toEqual({ read: true, write: true, moderate: false });
    }
  });
});
