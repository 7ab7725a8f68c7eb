/** Reset-password form rules (spec §5), in the spec's order and words. */
import { LIMITS, MSG } from '@partproof/shared';

export interface ResetPasswordValues {
  password: string;
  confirmPassword: string;
}

export type ResetPasswordErrors = Partial<Record<keyof ResetPasswordValues, string>>;

export function validateResetPassword(values: ResetPasswordValues): ResetPasswordErrors {
  const errors: ResetPasswordErrors = {};
  if (!values.password) errors.password = MSG.passwordRequired;
  else if (values.password.length < LIMITS.minPasswordLength) errors.password = MSG.passwordLength;
  if (!values.confirmPassword) errors.confirmPassword = MSG.confirmPasswordRequired;
  else if (values.confirmPassword !== values.password) {
    errors.confirmPassword = MSG.passwordNotMatch;
  }
  return errors;
}
