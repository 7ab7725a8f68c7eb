/** Query keys of the auth feature (the signed-in user's session and profile). */
export const authKeys = {
  all: ['auth'] as const,
  currentUser: () => [...authKeys.all, 'current-user'] as const,
};
