/**
 * Texts shown to users, verbatim from the spec (§2, §5, §8) — including its spelling
 * and spacing — and the API messages DESIGN.md §4 fixes. One place, so the server,
 * the web app and the tests can never drift apart.
 */
export const MSG = {
  signInTitle: 'Sign in to your account',
  invalidEmail: 'Invalid email',
  emailRequired: 'Email is required',
  passwordRequired: 'password is required',
  confirmPasswordRequired: 'Confirm password is required',
  passwordNotMatch: 'Password not match',
  passwordLength: 'Password length must be greater than  eight character',
  required: 'Required',
  selectCompanyToast: 'Select Company',
  selectCompanyInline: 'Please select a company',
  companyNameRequired: 'Company name required',
  customerCreated: 'customer created',
  checkEmailToReset: 'Check your e-mail to reset password',
  invalidCredentials: 'Invalid email or password',
  emailRegistered: 'Email already registered',
  noPermission: 'You do not have permission',
  userUpdated: 'User updated successfully.',
  pageNotFound: 'Page not found',
  genericError: 'Error',
  passwordReset: 'Password has been reset',
  resetLinkInvalid: 'This reset link is invalid or has expired',
  companyCreated: 'Company created',
  companyExists: 'A company with this name already exists',
  tooManyAttempts: 'Too many attempts, please try again later',
  sessionExpired: 'Your session has expired, please sign in again',
  noProducts: 'No products found',
} as const;
