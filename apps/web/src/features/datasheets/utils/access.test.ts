import { Role } from '@partproof/shared';
import { describe, expect, it } from 'vitest';
import { datasheetAccess } from './access';

describe('datasheet access', () => {
  it('lets admins set datasheets', () => {
    expect(datasheetAccess({ role: Role.Admin })).toEqual({ read: true, write: true });
  });

  it('lets every other role read datasheets only', () => {
    for (const role of [Role.User, Role.Compliance, Role.Engineer]) {
      expect(datasheetAccess({ role })).toEqual({ read: true, write: false });
    }
  });
});
