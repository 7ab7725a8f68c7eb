import { Role } from '@partproof/shared';
import { describe, expect, it } from 'vitest';
import { declarationAccess, documentsTabs } from './access';

describe('who sees RoHS/REACH', () => {
  it('an admin without the RoHS flag sees none of it, not even the read parts', () => {
    expect(declarationAccess({ role: Role.Admin, isRoHSAllow: false })).toEqual({
      read: false,
      write: false,
      fetch: false,
      importCandidateList: false,
    });
  });

  it('an admin with the RoHS flag reviews, fetches and imports the candidate list', () => {
    expect(declarationAccess({ role: Role.Admin, isRoHSAllow: true })).toEqual({
      read: true,
      write: true,
      fetch: true,
      importCandidateList: true,
    });
  });

  it('a customer with the RoHS flag reads declarations but has no admin tools', () => {
    for (const role of [Role.User, Role.Compliance, Role.Engineer]) {
      expect(declarationAccess({ role, isRoHSAllow: true })).toEqual({
        read: true,
        write: false,
        fetch: false,
        importCandidateList: false,
      });
    }
  });

  it('a missing flag counts as no flag', () => {
    expect(declarationAccess({ role: Role.Compliance }).read).toBe(false);
  });
});

describe('the Documents tabs', () => {
  it('everyone has Certificates; only RoHS users have Material Declarations', () => {
    expect(documentsTabs({ role: Role.Engineer, isRoHSAllow: false })).toEqual(['certificates']);
    expect(documentsTabs({ role: Role.Admin, isRoHSAllow: false })).toEqual(['certificates']);
    expect(documentsTabs({ role: Role.User, isRoHSAllow: true })).toEqual([
      'certificates',
      'declarations',
    ]);
  });
});
