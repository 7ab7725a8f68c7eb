/** Business limits (spec §9, DESIGN.md §5.5 and §5.14). */
export const LIMITS = {
  minPasswordLength: 8,
  maxNameLength: 100,
  maxEmailLength: 254,
  maxCompanyNameLength: 120,
  profileImageBytes: 5 * 1024 * 1024,
  uploadBytes: 10 * 1024 * 1024,
  requestTimeoutMs: 1_000_000,
  accessTokenHours: 12,
  resetLinkMinutes: 60,
  trialMonths: 1,
  /** Components a trial company may have on its products (a company-less user: of their own). */
  trialComponents: 5,
} as const;
