import { Role } from '@partproof/shared';
import { describe, expect, it } from 'vitest';
import { commentAccess } from './access';

describe('comment and datasheet access', () => {
  it('lets admins moderate comments and set datasheets', () => {
    expect(commentAccess({ role: Role.Admin })).toEqual({
      read: true,
      write: true,
      moderate: true,
      readDatasheet: true,
      writeDatasheet: true,
    });
  });

  it('lets every other role read and write comments and read datasheets only', () => {
    for (const role of [Role.User, Role.Compliance, Role.Engineer]) {
      expect(commentAccess({ role })).toEqual({
        read: true,
        write: true,
        moderate: false,
        readDatasheet: true,
        writeDatasheet: false,
      });
    }
  });
});
