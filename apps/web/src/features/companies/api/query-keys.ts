/** Query keys of the companies feature. */
export const companiesKeys = {
  all: ['companies'] as const,
  list: () => [...companiesKeys.all, 'list'] as const,
  byUserRole: (userId: number, roleId: number) =>
    [...companiesKeys.all, 'by-user-role', { userId, roleId }] as const,
};
