/** Query keys of the components feature (the Components screen's list). Add keys; don't rename. */
export const componentsKeys = {
  all: ['components'] as const,
  list: () => [...componentsKeys.all, 'list'] as const,
};
