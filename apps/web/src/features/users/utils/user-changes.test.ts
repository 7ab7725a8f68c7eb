import { MSG } from '@partproof/shared';
import { describe, expect, it } from 'vitest';
import { userChanges, validateDraft, type UserDraft } from './user-changes';

const original: UserDraft = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  role: 2,
  isRoHSAllow: false,
};

describe('users table edits', () => {
  it('sends nothing when nothing changed (spaces and email case aside)', () => {
    expect(
      userChanges(original, { ...original, firstName: ' Ada ', email: 'ADA@example.com' }),
    ).toEqual({});
  });

  it('sends only the changed fields', () => {
    expect(userChanges(original, { ...original, lastName: 'Byron', role: 3 })).toEqual({
      lastName: 'Byron',
      role: 3,
    });
    expect(userChanges(original, { ...original, isRoHSAllow: true })).toEqual({
      isRoHSAllow: true,
    });
  });

  it('validates names and email with the spec texts', () => {
    expect(validateDraft({ ...original, firstName: ' ', email: '' })).toEqual({
      firstName: MSG.required,
      email: MSG.emailRequired,
    });
    expect(validateDraft({ ...original, email: 'nope' })).toEqual({ email: MSG.invalidEmail });
    expect(validateDraft(original)).toEqual({});
  });
});
