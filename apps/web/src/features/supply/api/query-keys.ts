/** Query keys of the supply feature (the public supplier page's link). Add keys; don't rename. */
export const supplyKeys = {
  all: ['supply'] as const,
  info: (secret: string) => [...supplyKeys.all, 'info', secret] as const,
};
