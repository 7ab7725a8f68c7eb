/** User roles (spec §1, §6). Ids are stored in the database and sent over the API. */
export const ROLES = [
  { id: 1, key: 'admin', label: 'Admin' },
  { id: 2, key: 'user', label: 'User' },
  { id: 3, key: 'compliance', label: 'Compliance' },
  { id: 4, key: 'engineer', label: 'Engineer' },
] as const;

export type RoleId = (typeof ROLES)[number]['id'];

export const Role = {
  Admin: 1,
  User: 2,
  Compliance: 3,
  Engineer: 4,
} as const satisfies Record<string, RoleId>;

/** Roles a user may be given through the API; admins come only from bootstrap or the CLI. */
export const ASSIGNABLE_ROLES = [Role.User, Role.Compliance, Role.Engineer] as const;

export const DEFAULT_ROLE = Role.User;

export function roleLabel(id: number): string {
  return ROLES.find((r) => r.id === id)?.label ?? 'Unknown';
}

/** Every role except the engineer must belong to a company (spec §5, §6). */
export function roleNeedsCompany(role: number): boolean {
  return role !== Role.Engineer && role !== Role.Admin;
}
