import { MSG } from '@partproof/shared';
import { describe, expect, it } from 'vitest';
import { validateResetPassword } from './reset-password-rules';

describe('reset password rules', () => {
  it('requires both fields', () => {
    expect(validateResetPassword({ password: '', confirmPassword: '' })).toEqual({
      password: MSG.passwordRequired,
      confirmPassword: MSG.confirmPasswordRequired,
    });
  });

  it('asks for at least eight characters', () => {
    expect(validateResetPassword({ password: 'short', confirmPassword: 'short' })).toEqual({
      password: MSG.passwordLength,
    });
  });

  it('reports a confirmation that does not match', () => {
    expect(
      validateResetPassword({ password: 'long-enough', confirmPassword: 'other-one' }),
    ).toEqual({ confirmPassword: MSG.passwordNotMatch });
  });

  it('accepts a matching password of eight characters', () => {
    expect(validateResetPassword({ password: '12345678', confirmPassword: '12345678' })).toEqual(
      {},
    );
  });
});
